/// <reference lib="dom" />
/**
 * A CanvasRenderingContext2D and Path2D that record what is drawn instead of drawing it, so tests
 * can tell which cells were filled with which colour and where text was written.
 */

import type { ThemeColours } from '../../src/webview/board/themeColours';

/** A dark theme with VS Code's default colours, as the painters get it from the page. */
export const DARK_THEME: ThemeColours = {
  kind: 'dark',
  background: '#1e1e1e',
  foreground: '#cccccc',
  border: '#808080',
  lines: '#6b6b6b',
  focus: '#007fd4',
  focusRing: '#007fd4',
  errorBackground: '#5a1d1d',
  errorBorder: '#be1100',
  errorForeground: '#f48771',
  disabledForeground: '#808080',
  mark: '#cca700',
  numberFont: 'monospace',
};

/** One call made on a recorded path. */
export interface PathStep {
  readonly op: 'rect' | 'moveTo' | 'lineTo' | 'arc' | 'closePath';
  readonly args: readonly number[];
}

/** A Path2D that keeps the shapes added to it. */
export class RecordingPath {
  readonly steps: PathStep[] = [];
  rect(...args: number[]): void {
    this.steps.push({ op: 'rect', args });
  }
  moveTo(...args: number[]): void {
    this.steps.push({ op: 'moveTo', args });
  }
  lineTo(...args: number[]): void {
    this.steps.push({ op: 'lineTo', args });
  }
  arc(...args: number[]): void {
    this.steps.push({ op: 'arc', args });
  }
  closePath(): void {
    this.steps.push({ op: 'closePath', args: [] });
  }
}

/** One drawing call, with the style that was current when it was made. */
export type DrawCall =
  | { readonly op: 'fill' | 'stroke'; readonly style: string; readonly lineWidth: number; readonly path: RecordingPath }
  | { readonly op: 'fillRect' | 'strokeRect' | 'clearRect'; readonly style: string; readonly args: readonly number[] }
  | { readonly op: 'fillText'; readonly style: string; readonly text: string; readonly x: number; readonly y: number; readonly font: string }
  | { readonly op: 'setTransform' | 'setLineDash' | 'putImageData' | 'drawImage'; readonly args: readonly unknown[] };

/** The parts of a 2D context the board painters use, recording every drawing call in {@link calls}. */
export class RecordingContext {
  readonly calls: DrawCall[] = [];
  fillStyle = '';
  strokeStyle = '';
  lineWidth = 1;
  font = '';
  textAlign = '';
  textBaseline = '';
  imageSmoothingEnabled = true;
  /** The path built with beginPath/arc and drawn by fill() or stroke() without an argument. */
  private current = new RecordingPath();

  beginPath(): void {
    this.current = new RecordingPath();
  }
  arc(...args: number[]): void {
    this.current.arc(...args);
  }
  rect(...args: number[]): void {
    this.current.rect(...args);
  }
  fill(path?: RecordingPath): void {
    this.calls.push({ op: 'fill', style: this.fillStyle, lineWidth: this.lineWidth, path: path ?? this.current });
  }
  stroke(path?: RecordingPath): void {
    this.calls.push({ op: 'stroke', style: this.strokeStyle, lineWidth: this.lineWidth, path: path ?? this.current });
  }
  fillRect(...args: number[]): void {
    this.calls.push({ op: 'fillRect', style: this.fillStyle, args });
  }
  strokeRect(...args: number[]): void {
    this.calls.push({ op: 'strokeRect', style: this.strokeStyle, args });
  }
  clearRect(...args: number[]): void {
    this.calls.push({ op: 'clearRect', style: '', args });
  }
  fillText(text: string, x: number, y: number): void {
    this.calls.push({ op: 'fillText', style: this.fillStyle, text, x, y, font: this.font });
  }
  setTransform(...args: number[]): void {
    this.calls.push({ op: 'setTransform', args });
  }
  setLineDash(segments: number[]): void {
    this.calls.push({ op: 'setLineDash', args: [segments] });
  }
  createImageData(width: number, height: number): { width: number; height: number; data: Uint8ClampedArray } {
    return { width, height, data: new Uint8ClampedArray(width * height * 4) };
  }
  putImageData(...args: unknown[]): void {
    this.calls.push({ op: 'putImageData', args });
  }
  drawImage(...args: unknown[]): void {
    this.calls.push({ op: 'drawImage', args });
  }

  /** The calls of one kind. */
  callsOf<K extends DrawCall['op']>(op: K): (DrawCall & { readonly op: K })[] {
    return this.calls.filter((call): call is DrawCall & { readonly op: K } => call.op === op);
  }

  /**
   * The fill colour of each square cell filled, keyed "row,col", read from the rectangles of the
   * filled paths (a cell of `cellSize` at (col·s, row·s)); later fills win, as on a canvas.
   */
  squareFills(cellSize: number): Record<string, string> {
    const fills: Record<string, string> = {};
    for (const call of this.callsOf('fill')) {
      for (const step of call.path.steps) {
        if (step.op !== 'rect') continue;
        const [x, y, width] = step.args;
        // Only whole cells: a mark's small square sits inside a cell.
        if (width <= cellSize / 2) continue;
        fills[`${Math.floor(y / cellSize)},${Math.floor(x / cellSize)}`] = call.style;
      }
    }
    return fills;
  }
}

/** Makes {@link RecordingPath} the global `Path2D`; returns what puts the old one back. */
export function installRecordingPath2D(): () => void {
  const global = globalThis as { Path2D?: unknown };
  const previous = global.Path2D;
  global.Path2D = RecordingPath;
  return () => {
    if (previous === undefined) delete global.Path2D;
    else global.Path2D = previous;
  };
}

/** A recording context as the painters' parameter type. */
export function asContext(context: RecordingContext): CanvasRenderingContext2D {
  return context as unknown as CanvasRenderingContext2D;
}
