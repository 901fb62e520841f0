/**
 * Draws a board on a canvas that is only as large as the visible part of its scroll container:
 * the scroll container holds a sizer as large as the whole board, the canvas sits inside the sizer
 * at the current scroll offset, and each draw paints only the cells in view (so a 1000 x 1000
 * board costs what its visible part costs). devicePixelRatio aware. DOM only here and in main.ts.
 */

import { cellColours, cellMark, isHighContrast, MIN_DIGIT_CELL_SIZE, themeKindFromClasses, type ThemeKind } from './cellColours';
import {
  cellBounds,
  cellCentre,
  contentSize,
  hexagonOffsets,
  hexRadius,
  hitTest,
  scrollToReveal,
  visibleRange,
  type CellPosition,
  type GridLayout,
  type Point,
  type Rectangle,
  type VisibleRange,
} from './gridGeometry';
import type { ProofDisplay } from './unsolvableProof';

/** The theme colours the canvas needs, read from VS Code's `--vscode-*` CSS variables. */
export interface ThemeColours {
  readonly kind: ThemeKind;
  readonly background: string;
  readonly foreground: string;
  readonly border: string;
  readonly focus: string;
  readonly errorBackground: string;
  readonly errorBorder: string;
  readonly errorForeground: string;
  readonly disabledForeground: string;
  /** The theme's colour of the marks of a proof of unsolvability (drawn over a line that contrasts with the cell). */
  readonly mark: string;
  readonly numberFont: string;
}

/** What to draw: the puzzle, the presses of a solution, or nothing. */
export type BoardPicture =
  | {
      readonly kind: 'puzzle';
      readonly layout: GridLayout;
      readonly states: number;
      readonly grid: readonly number[];
      /** The selected cell, outlined when the grid has focus. */
      readonly selected: CellPosition | null;
      readonly hint: CellPosition | null;
      /** Cells to press in the step shown by the path or Learn panel, ringed like the hint. */
      readonly highlights?: readonly CellPosition[];
      /** The proof that the board cannot be solved: its cells framed, with their weight when k > 2. */
      readonly proof?: ProofDisplay | null;
    }
  | {
      readonly kind: 'solution';
      readonly layout: GridLayout;
      /** Presses per cell, or null for an unsolvable puzzle or a failed solve (painted as an error). */
      readonly presses: readonly number[] | null;
      /** Drawn at full contrast either way; the board's edge is dashed while stale (see grid.css). */
      readonly stale: boolean;
      /** The keyboard's cell, outlined while the solution grid has focus. */
      readonly selected?: CellPosition;
    }
  | { readonly kind: 'empty' };

/** Cells at least this large (CSS px) get separating lines outside high contrast. */
const MIN_GAP_CELL_SIZE = 8;

/** Reads the theme colours and kind from the document (call again when the theme changes). */
export function readThemeColours(): ThemeColours {
  const style = getComputedStyle(document.body);
  const read = (...names: string[]): string => {
    for (const name of names) {
      const value = style.getPropertyValue(name).trim();
      if (value !== '') return value;
    }
    return '';
  };
  const kind = themeKindFromClasses(Array.from(document.body.classList));
  const highContrast = isHighContrast(kind);
  const lightTheme = kind === 'light' || kind === 'highContrastLight';
  return {
    kind,
    background: read('--vscode-editor-background') || (lightTheme ? '#ffffff' : '#1e1e1e'),
    foreground: read('--vscode-editor-foreground', '--vscode-foreground') || (lightTheme ? '#000000' : '#cccccc'),
    border:
      (highContrast ? read('--vscode-contrastBorder') : '') ||
      read('--vscode-editorWidget-border', '--vscode-widget-border', '--vscode-panel-border') ||
      '#808080',
    focus: read('--vscode-focusBorder', '--vscode-contrastActiveBorder') || '#007fd4',
    errorBackground: read('--vscode-inputValidation-errorBackground') || '#5a1d1d',
    errorBorder: read('--vscode-inputValidation-errorBorder', '--vscode-errorForeground') || '#be1100',
    errorForeground: read('--vscode-errorForeground') || '#f48771',
    disabledForeground: read('--vscode-disabledForeground', '--vscode-descriptionForeground') || '#808080',
    mark: read('--vscode-editorWarning-foreground', '--vscode-focusBorder') || '#cca700',
    numberFont: read('--vscode-editor-font-family') || 'monospace',
  };
}

/** One board view: a scroll container, the sizer inside it and the canvas inside the sizer. */
export class GridCanvas {
  private layout: GridLayout | null = null;
  private picture: BoardPicture = { kind: 'empty' };
  private theme: ThemeColours | null = null;
  private focused = false;
  private frame: number | null = null;

  /** `scroller` must scroll (overflow: auto); `sizer` is its child, `canvas` the sizer's child. */
  constructor(
    private readonly scroller: HTMLElement,
    private readonly sizer: HTMLElement,
    private readonly canvas: HTMLCanvasElement,
  ) {}

  /** The visible part of the board in content coordinates. */
  viewport(): Rectangle {
    return { x: this.scroller.scrollLeft, y: this.scroller.scrollTop, width: this.scroller.clientWidth, height: this.scroller.clientHeight };
  }

  /** The cell under a pointer event position (client coordinates), or null. */
  cellAt(clientX: number, clientY: number): CellPosition | null {
    if (this.layout === null) return null;
    // The sizer's box is the board's content box, whatever the canvas currently covers.
    const box = this.sizer.getBoundingClientRect();
    const point: Point = { x: clientX - box.left, y: clientY - box.top };
    return hitTest(this.layout, point);
  }

  /** Scrolls as little as needed to show `cell` whole. */
  reveal(cell: CellPosition): void {
    if (this.layout === null) return;
    const target = scrollToReveal(this.layout, cell, this.viewport());
    if (target.x !== this.scroller.scrollLeft) this.scroller.scrollLeft = target.x;
    if (target.y !== this.scroller.scrollTop) this.scroller.scrollTop = target.y;
  }

  /** How many whole rows the viewport shows (for PageUp/PageDown). */
  pageRows(): number {
    if (this.layout === null) return 1;
    const range = visibleRange(this.layout, this.viewport());
    return Math.max(1, range.lastRow - range.firstRow);
  }

  /**
   * Shows `picture`: sizes the sizer (the scrollable area) at once, so hit tests and scrolling
   * use the new layout immediately, and paints the canvas in the next animation frame (several
   * updates in one frame paint once).
   */
  update(picture: BoardPicture, theme: ThemeColours, focused: boolean): void {
    this.picture = picture;
    this.theme = theme;
    this.focused = focused;
    if (picture.kind === 'empty') {
      this.layout = null;
      this.sizer.style.width = '0px';
      this.sizer.style.height = '0px';
      this.sizer.classList.remove('grid-sizer--gapped', 'grid-sizer--solid', 'grid-sizer--error');
    } else {
      const layout = picture.layout;
      this.layout = layout;
      const size = contentSize(layout);
      const gapped = isGapped(layout, theme);
      this.sizer.classList.toggle('grid-sizer--gapped', gapped && layout.topology !== 'hex');
      this.sizer.classList.toggle('grid-sizer--solid', !gapped);
      this.sizer.classList.toggle('grid-sizer--error', picture.kind === 'solution' && picture.presses === null);
      this.sizer.classList.toggle('grid-sizer--stale', picture.kind === 'solution' && picture.stale);
      this.sizer.style.width = `${size.width}px`;
      this.sizer.style.height = `${Math.ceil(size.height)}px`;
    }
    this.schedulePaint();
  }

  /** Paints again in the next animation frame (after scrolling or resizing). */
  schedulePaint(): void {
    if (this.frame !== null) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = null;
      this.paint();
    });
  }

  /** Sizes the canvas to the visible part of the board and paints the cells in it. */
  paint(): void {
    const picture = this.picture;
    const theme = this.theme;
    if (picture.kind === 'empty' || theme === null) {
      this.canvas.width = 0;
      this.canvas.height = 0;
      this.canvas.style.width = '0px';
      this.canvas.style.height = '0px';
      return;
    }
    const layout = picture.layout;
    const size = contentSize(layout);
    const fullWidth = Math.ceil(size.width);
    const fullHeight = Math.ceil(size.height);
    const view = this.viewport();
    const width = Math.max(0, Math.min(fullWidth, view.width));
    const height = Math.max(0, Math.min(fullHeight, view.height));
    const left = Math.max(0, Math.min(view.x, fullWidth - width));
    const top = Math.max(0, Math.min(view.y, fullHeight - height));
    const ratio = window.devicePixelRatio || 1;
    const pixelWidth = Math.round(width * ratio);
    const pixelHeight = Math.round(height * ratio);
    if (this.canvas.width !== pixelWidth) this.canvas.width = pixelWidth;
    if (this.canvas.height !== pixelHeight) this.canvas.height = pixelHeight;
    this.canvas.style.width = `${width}px`;
    this.canvas.style.height = `${height}px`;
    this.canvas.style.left = `${left}px`;
    this.canvas.style.top = `${top}px`;
    this.canvas.dataset.offsetX = String(left);
    this.canvas.dataset.offsetY = String(top);
    const context = this.canvas.getContext('2d');
    if (context === null) return;
    context.setTransform(ratio, 0, 0, ratio, -left * ratio, -top * ratio);
    context.clearRect(left, top, width, height);
    const range = visibleRange(layout, { x: left, y: top, width, height });
    if (range.lastRow < range.firstRow) return;
    const gapped = isGapped(layout, theme);
    switch (picture.kind) {
      case 'puzzle':
        drawPuzzle(context, picture, range, theme, gapped, this.focused);
        break;
      case 'solution':
        drawSolution(context, picture, range, theme, gapped);
        break;
      default: {
        const unknownPicture: never = picture;
        throw new Error(`unknown picture ${String(unknownPicture)}`);
      }
    }
  }
}

type PuzzlePicture = Extract<BoardPicture, { kind: 'puzzle' }>;
type SolutionPicture = Extract<BoardPicture, { kind: 'solution' }>;

/**
 * Whether cells get separating lines: always in high contrast, otherwise when large enough. Tiny
 * cells are drawn edge to edge (and the sizer draws a rectangle round the board), which also
 * keeps large hex boards fast to paint.
 */
function isGapped(layout: GridLayout, theme: ThemeColours): boolean {
  return isHighContrast(theme.kind) || layout.cellSize >= MIN_GAP_CELL_SIZE;
}

/** Calls `visit` for every cell of the range in reading order. */
function forEachCell(range: VisibleRange, visit: (row: number, col: number) => void): void {
  for (let row = range.firstRow; row <= range.lastRow; row++) {
    for (let col = range.firstColumn; col <= range.lastColumn; col++) visit(row, col);
  }
}

const offsetCache = new Map<string, readonly Point[]>();

/** {@link hexagonOffsets}, computed once per size and inset. */
function cachedHexagonOffsets(cellSize: number, inset: number): readonly Point[] {
  const key = `${cellSize}/${inset}`;
  let offsets = offsetCache.get(key);
  if (offsets === undefined) {
    if (offsetCache.size > 64) offsetCache.clear();
    offsetCache.set(key, (offsets = hexagonOffsets(cellSize, inset)));
  }
  return offsets;
}

/** Adds the cell's shape (square, or hexagon shrunk by `inset`) to `path` as a closed sub-path. */
function addCellShape(path: Path2D, layout: GridLayout, row: number, col: number, inset: number, gapped: boolean): void {
  if (layout.topology === 'hex') {
    const centre = cellCentre(layout, row, col);
    const offsets = cachedHexagonOffsets(layout.cellSize, inset);
    path.moveTo(centre.x + offsets[0].x, centre.y + offsets[0].y);
    for (let i = 1; i < offsets.length; i++) path.lineTo(centre.x + offsets[i].x, centre.y + offsets[i].y);
    path.closePath();
    return;
  }
  const box = cellBounds(layout, row, col);
  // Square cells leave a one-pixel line at their left and top; the sizer draws the board's right and bottom edge.
  const gap = gapped ? 1 : 0;
  path.rect(box.x + gap + inset, box.y + gap + inset, box.width - gap - 2 * inset, box.height - gap - 2 * inset);
}

/** Paints the lines between square cells: one rectangle under the visible cells, which leave a line free. */
function drawSquareLines(context: CanvasRenderingContext2D, layout: GridLayout, range: VisibleRange, colour: string, gapped: boolean): void {
  if (layout.topology === 'hex' || !gapped) return;
  const first = cellBounds(layout, range.firstRow, range.firstColumn);
  const last = cellBounds(layout, range.lastRow, range.lastColumn);
  context.fillStyle = colour;
  context.fillRect(first.x, first.y, last.x + last.width - first.x, last.y + last.height - first.y);
}

/**
 * Fills the visible cells row by row, one path per colour and row: a path per cell is slow, and
 * so is one huge path (Chromium builds a path of thousands of hexagons in quadratic time).
 * `fillOf` gives a cell's fill colour; `mark` may add a dot or square to the path of a colour.
 */
function fillCells(
  context: CanvasRenderingContext2D,
  layout: GridLayout,
  range: VisibleRange,
  gapped: boolean,
  border: string,
  fillOf: (row: number, col: number) => string,
  mark?: (row: number, col: number, pathFor: (colour: string) => Path2D) => void,
): void {
  const hex = layout.topology === 'hex';
  for (let row = range.firstRow; row <= range.lastRow; row++) {
    const fills = new Map<string, Path2D>();
    const marks = new Map<string, Path2D>();
    const outlines = hex && gapped ? new Path2D() : null;
    const markPath = (colour: string): Path2D => {
      let path = marks.get(colour);
      if (path === undefined) marks.set(colour, (path = new Path2D()));
      return path;
    };
    for (let col = range.firstColumn; col <= range.lastColumn; col++) {
      const fill = fillOf(row, col);
      let path = fills.get(fill);
      if (path === undefined) fills.set(fill, (path = new Path2D()));
      addCellShape(path, layout, row, col, outlines !== null ? 0.5 : 0, gapped);
      if (outlines !== null) addCellShape(outlines, layout, row, col, 0.5, false);
      mark?.(row, col, markPath);
    }
    for (const [fill, path] of fills) {
      context.fillStyle = fill;
      context.fill(path);
    }
    if (outlines !== null) {
      context.strokeStyle = border;
      context.lineWidth = layout.cellSize >= MIN_GAP_CELL_SIZE ? 1 : 0.5;
      context.stroke(outlines);
    }
    for (const [colour, path] of marks) {
      context.fillStyle = colour;
      context.fill(path);
    }
  }
}

/** The visual centre of a cell (square cells sit right/below of their left/top line). */
function markCentre(layout: GridLayout, row: number, col: number, gapped: boolean): Point {
  const centre = cellCentre(layout, row, col);
  return layout.topology !== 'hex' && gapped ? { x: centre.x + 0.5, y: centre.y + 0.5 } : centre;
}

function setNumberFont(context: CanvasRenderingContext2D, cellSize: number, digits: number, font: string): number {
  const fontSize = Math.max(7, Math.floor(cellSize * (digits > 1 ? 0.42 : 0.5)));
  context.font = `${fontSize}px ${font}`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  return fontSize;
}

function drawPuzzle(
  context: CanvasRenderingContext2D,
  picture: PuzzlePicture,
  range: VisibleRange,
  theme: ThemeColours,
  gapped: boolean,
  focused: boolean,
): void {
  const { layout, states, grid } = picture;
  const size = layout.cellSize;
  const colours = Array.from({ length: states }, (_, state) => cellColours(state, states));
  const marks = Array.from({ length: states }, (_, state) => cellMark(state, states, theme.kind, size));
  const stateAt = (row: number, col: number): number => {
    const value = grid[row * layout.columns + col] ?? 0;
    return value >= 0 && value < states ? value : 0;
  };
  drawSquareLines(context, layout, range, theme.border, gapped);
  fillCells(
    context,
    layout,
    range,
    gapped,
    theme.border,
    (row, col) => colours[stateAt(row, col)].fill,
    (row, col, pathFor) => {
      const state = stateAt(row, col);
      const mark = marks[state];
      switch (mark.kind) {
        case 'none':
        case 'digit':
          return;
        case 'dot': {
          const centre = markCentre(layout, row, col, gapped);
          const radius = Math.max(1, size * 0.16);
          const dots = pathFor(colours[state].text);
          dots.moveTo(centre.x + radius, centre.y);
          dots.arc(centre.x, centre.y, radius, 0, 2 * Math.PI);
          return;
        }
        case 'square': {
          const centre = markCentre(layout, row, col, gapped);
          const side = Math.max(1, size * mark.fraction);
          pathFor(colours[state].text).rect(centre.x - side / 2, centre.y - side / 2, side, side);
          return;
        }
        default: {
          const unknownMark: never = mark;
          throw new Error(`unknown mark ${String(unknownMark)}`);
        }
      }
    },
  );
  if (marks.some((mark) => mark.kind === 'digit')) {
    const fontSize = setNumberFont(context, size, String(states - 1).length, theme.numberFont);
    forEachCell(range, (row, col) => {
      const state = stateAt(row, col);
      const mark = marks[state];
      if (mark.kind !== 'digit') return;
      const centre = markCentre(layout, row, col, gapped);
      context.fillStyle = colours[state].text;
      context.fillText(mark.text, centre.x, centre.y + fontSize * 0.05);
    });
  }
  if (picture.proof) drawProofMarks(context, layout, picture.proof, range, (row, col) => colours[stateAt(row, col)].text, theme, gapped);
  const rings = picture.hint === null ? (picture.highlights ?? []) : [picture.hint, ...(picture.highlights ?? [])];
  for (const { row, col } of rings) {
    if (row < range.firstRow || row > range.lastRow || col < range.firstColumn || col > range.lastColumn) continue;
    const centre = markCentre(layout, row, col, gapped);
    const radius = Math.max(2, layout.topology === 'hex' ? hexRadius(size) * 0.72 : size * 0.4);
    const width = Math.max(1.5, size * 0.08);
    // Two rings, one contrasting with the cell's fill and one in the theme's focus colour, show on any fill and theme.
    context.beginPath();
    context.arc(centre.x, centre.y, radius, 0, 2 * Math.PI);
    context.lineWidth = width * 2;
    context.strokeStyle = colours[stateAt(row, col)].text;
    context.stroke();
    context.lineWidth = width;
    context.strokeStyle = theme.focus;
    context.stroke();
  }
  if (focused && picture.selected !== null) drawSelection(context, layout, picture.selected, theme.focus, gapped);
}

/** Cells at least this large (CSS px) show the weight of their mark (k > 2) as a number in their top-left corner. */
const MIN_WEIGHT_CELL_SIZE = 36;

/**
 * Frames the marked cells of a proof: a wide line in the colour that contrasts with the cell's
 * fill (black or white, as the state digits) under a narrower one in the theme's mark colour, so
 * the frame shows on any fill and theme, and is a shape (not a colour) unlike the round hint
 * rings. With more than two states, large cells also show the weight in their top-left corner.
 */
function drawProofMarks(
  context: CanvasRenderingContext2D,
  layout: GridLayout,
  proof: ProofDisplay,
  range: VisibleRange,
  contrastAt: (row: number, col: number) => string,
  theme: ThemeColours,
  gapped: boolean,
): void {
  const size = layout.cellSize;
  const width = Math.max(1, size * 0.035);
  const inset = Math.max(1.5, size * 0.08);
  const under = new Map<string, Path2D>();
  const over = new Path2D();
  const weights: { row: number; col: number; weight: number }[] = [];
  forEachCell(range, (row, col) => {
    const weight = proof.weights[row * layout.columns + col] ?? 0;
    if (weight === 0) return;
    const colour = contrastAt(row, col);
    let path = under.get(colour);
    if (path === undefined) under.set(colour, (path = new Path2D()));
    addCellShape(path, layout, row, col, inset, gapped);
    addCellShape(over, layout, row, col, inset, gapped);
    weights.push({ row, col, weight });
  });
  context.lineWidth = width * 2.5;
  for (const [colour, path] of under) {
    context.strokeStyle = colour;
    context.stroke(path);
  }
  context.lineWidth = width;
  context.strokeStyle = theme.mark;
  context.stroke(over);
  if (proof.states <= 2 || size < MIN_WEIGHT_CELL_SIZE) return;
  context.font = `${Math.floor(size * 0.22)}px ${theme.numberFont}`;
  context.textAlign = 'left';
  context.textBaseline = 'middle';
  for (const { row, col, weight } of weights) {
    const centre = markCentre(layout, row, col, gapped);
    // Above and left of the state digit, inside the frame.
    const x = centre.x - 0.32 * size;
    const y = centre.y - (layout.topology === 'hex' ? 0.2 : 0.25) * size;
    context.fillStyle = contrastAt(row, col);
    context.fillText(String(weight), x, y);
  }
}

function drawSelection(context: CanvasRenderingContext2D, layout: GridLayout, cell: CellPosition, colour: string, gapped: boolean): void {
  const size = layout.cellSize;
  context.strokeStyle = colour;
  context.lineWidth = 2;
  const outline = new Path2D();
  if (layout.topology === 'hex') {
    addCellShape(outline, layout, cell.row, cell.col, size >= 12 ? 1.5 : -1, gapped);
  } else {
    const box = cellBounds(layout, cell.row, cell.col);
    const gap = gapped ? 1 : 0;
    // Inside large cells; around small ones, where an inner outline would hide the cell.
    if (size >= 12) outline.rect(box.x + gap + 1, box.y + gap + 1, box.width - gap - 2, box.height - gap - 2);
    else outline.rect(box.x - 1, box.y - 1, box.width + 2, box.height + 2);
  }
  context.stroke(outline);
}

function drawSolution(context: CanvasRenderingContext2D, picture: SolutionPicture, range: VisibleRange, theme: ThemeColours, gapped: boolean): void {
  const { layout, presses } = picture;
  const size = layout.cellSize;
  const failed = presses === null;
  const border = failed ? theme.errorBorder : theme.border;
  const text = theme.foreground;
  const countAt = (row: number, col: number): number => (presses === null ? 0 : (presses[row * layout.columns + col] ?? 0));
  const fill = failed ? theme.errorBackground : theme.background;
  drawSquareLines(context, layout, range, border, gapped);
  fillCells(
    context,
    layout,
    range,
    gapped,
    border,
    () => fill,
    (row, col, pathFor) => {
      // Cells too small for numbers show a square where presses are needed.
      if (size >= MIN_DIGIT_CELL_SIZE || countAt(row, col) === 0) return;
      const centre = markCentre(layout, row, col, gapped);
      const side = Math.max(1, size * 0.5);
      pathFor(text).rect(centre.x - side / 2, centre.y - side / 2, side, side);
    },
  );
  if (presses !== null && size >= MIN_DIGIT_CELL_SIZE) {
    const fontSize = setNumberFont(context, size, 1, theme.numberFont);
    context.fillStyle = text;
    forEachCell(range, (row, col) => {
      const count = countAt(row, col);
      if (count === 0) return;
      const label = String(count);
      if (label.length > 1) setNumberFont(context, size, label.length, theme.numberFont);
      const centre = markCentre(layout, row, col, gapped);
      context.fillText(label, centre.x, centre.y + fontSize * 0.05);
      if (label.length > 1) setNumberFont(context, size, 1, theme.numberFont);
    });
  }
  if (picture.selected !== undefined) drawSelection(context, layout, picture.selected, theme.focus, gapped);
}
