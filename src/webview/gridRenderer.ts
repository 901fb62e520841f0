/**
 * Draws a board on a canvas that is only as large as the visible part of its scroll container:
 * the scroll container holds a sizer as large as the whole board, the canvas sits inside the sizer
 * at the current scroll offset, and each draw paints only the cells in view (so a 1000 x 1000
 * board costs what its visible part costs). devicePixelRatio aware. DOM only here and in main.ts.
 */

import { cellColours, cellMark, isHighContrast, themeKindFromClasses, type ThemeKind } from './cellColours';
import {
  cellBounds,
  cellCentre,
  contentSize,
  hexagonCorners,
  hexRadius,
  hitTest,
  scrollToReveal,
  visibleRange,
  type CellPosition,
  type GridLayout,
  type Point,
  type Rectangle,
} from './gridGeometry';

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
    }
  | {
      readonly kind: 'solution';
      readonly layout: GridLayout;
      /** Presses per cell, or null for an unsolvable puzzle or a failed solve (painted as an error). */
      readonly presses: readonly number[] | null;
      readonly stale: boolean;
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
    border: (highContrast ? read('--vscode-contrastBorder') : '') || read('--vscode-editorWidget-border', '--vscode-widget-border', '--vscode-panel-border') || '#808080',
    focus: read('--vscode-focusBorder', '--vscode-contrastActiveBorder') || '#007fd4',
    errorBackground: read('--vscode-inputValidation-errorBackground') || '#5a1d1d',
    errorBorder: read('--vscode-inputValidation-errorBorder', '--vscode-errorForeground') || '#be1100',
    errorForeground: read('--vscode-errorForeground') || '#f48771',
    disabledForeground: read('--vscode-disabledForeground', '--vscode-descriptionForeground') || '#808080',
    numberFont: read('--vscode-editor-font-family') || 'monospace',
  };
}

/** One board view: a scroll container, the sizer inside it and the canvas inside the sizer. */
export class GridCanvas {
  private layout: GridLayout | null = null;

  /** `scroller` must scroll (overflow: auto); `sizer` is its child, `canvas` the sizer's child. */
  constructor(
    private readonly scroller: HTMLElement,
    private readonly sizer: HTMLElement,
    private readonly canvas: HTMLCanvasElement,
  ) {}

  /** The size of the scroll container's visible area in CSS px. */
  viewportSize(): { readonly width: number; readonly height: number } {
    return { width: this.scroller.clientWidth, height: this.scroller.clientHeight };
  }

  /** The visible part of the board in content coordinates. */
  viewport(): Rectangle {
    return { x: this.scroller.scrollLeft, y: this.scroller.scrollTop, width: this.scroller.clientWidth, height: this.scroller.clientHeight };
  }

  /** The cell under a pointer event position (client coordinates), or null. */
  cellAt(clientX: number, clientY: number): CellPosition | null {
    if (this.layout === null) return null;
    const box = this.canvas.getBoundingClientRect();
    const canvasX = Number(this.canvas.dataset.offsetX ?? '0');
    const canvasY = Number(this.canvas.dataset.offsetY ?? '0');
    const point: Point = { x: clientX - box.left + canvasX, y: clientY - box.top + canvasY };
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

  /** Sizes the sizer and canvas for `picture` and paints the visible cells. */
  draw(picture: BoardPicture, theme: ThemeColours, focused: boolean): void {
    if (picture.kind === 'empty') {
      this.layout = null;
      this.sizer.style.width = '0px';
      this.sizer.style.height = '0px';
      this.canvas.width = 0;
      this.canvas.height = 0;
      this.canvas.style.width = '0px';
      this.canvas.style.height = '0px';
      return;
    }
    const layout = picture.layout;
    this.layout = layout;
    const size = contentSize(layout);
    const highContrast = isHighContrast(theme.kind);
    const gapped = layout.topology !== 'hex' && (highContrast || layout.cellSize >= MIN_GAP_CELL_SIZE);
    this.sizer.classList.toggle('grid-sizer--gapped', gapped);
    this.sizer.classList.toggle('grid-sizer--solid', layout.topology !== 'hex' && !gapped);
    this.sizer.classList.toggle('grid-sizer--error', picture.kind === 'solution' && picture.presses === null);
    this.sizer.style.width = `${size.width}px`;
    this.sizer.style.height = `${Math.ceil(size.height)}px`;
    const view = this.viewport();
    const width = Math.max(0, Math.min(Math.ceil(size.width), view.width));
    const height = Math.max(0, Math.min(Math.ceil(size.height), view.height));
    const left = Math.max(0, Math.min(view.x, Math.ceil(size.width) - width));
    const top = Math.max(0, Math.min(view.y, Math.ceil(size.height) - height));
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
    const cells: CellPosition[] = [];
    for (let row = range.firstRow; row <= range.lastRow; row++) {
      for (let col = range.firstColumn; col <= range.lastColumn; col++) cells.push({ row, col });
    }
    switch (picture.kind) {
      case 'puzzle':
        drawPuzzle(context, picture, cells, theme, gapped, focused);
        break;
      case 'solution':
        drawSolution(context, picture, cells, theme, gapped);
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

/** Traces the cell's shape (square or hexagon) as the current path, shrunk by `inset`. */
function traceCell(context: CanvasRenderingContext2D, layout: GridLayout, cell: CellPosition, inset: number): void {
  context.beginPath();
  if (layout.topology === 'hex') {
    const corners = hexagonCorners(layout, cell.row, cell.col, inset);
    context.moveTo(corners[0].x, corners[0].y);
    for (let i = 1; i < corners.length; i++) context.lineTo(corners[i].x, corners[i].y);
    context.closePath();
    return;
  }
  const box = cellBounds(layout, cell.row, cell.col);
  context.rect(box.x + inset, box.y + inset, box.width - 2 * inset, box.height - 2 * inset);
}

/** Paints the separating lines under square cells, then returns how far cells are inset. */
function drawBackground(context: CanvasRenderingContext2D, layout: GridLayout, cells: readonly CellPosition[], colour: string, gapped: boolean): void {
  if (layout.topology === 'hex' || !gapped || cells.length === 0) return;
  const first = cellBounds(layout, cells[0].row, cells[0].col);
  const last = cellBounds(layout, cells[cells.length - 1].row, cells[cells.length - 1].col);
  context.fillStyle = colour;
  context.fillRect(first.x, first.y, last.x + last.width - first.x, last.y + last.height - first.y);
}

/** Fills a square cell leaving a one-pixel line at its left and top (the sizer draws the board's right and bottom edge). */
function fillCell(context: CanvasRenderingContext2D, layout: GridLayout, cell: CellPosition, fill: string, border: string, gapped: boolean): void {
  context.fillStyle = fill;
  if (layout.topology === 'hex') {
    traceCell(context, layout, cell, 0.5);
    context.fill();
    context.strokeStyle = border;
    context.lineWidth = layout.cellSize >= MIN_GAP_CELL_SIZE ? 1 : 0.5;
    context.stroke();
    return;
  }
  const box = cellBounds(layout, cell.row, cell.col);
  const gap = gapped ? 1 : 0;
  context.fillRect(box.x + gap, box.y + gap, box.width - gap, box.height - gap);
}

/** The visual centre of a square cell, which sits right/below of its left/top line. */
function markCentre(layout: GridLayout, cell: CellPosition, gapped: boolean): Point {
  const centre = cellCentre(layout, cell.row, cell.col);
  return layout.topology !== 'hex' && gapped ? { x: centre.x + 0.5, y: centre.y + 0.5 } : centre;
}

function drawText(context: CanvasRenderingContext2D, text: string, centre: Point, cellSize: number, colour: string, font: string): void {
  const fontSize = Math.max(7, Math.floor(cellSize * (text.length > 1 ? 0.42 : 0.5)));
  context.fillStyle = colour;
  context.font = `${fontSize}px ${font}`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(text, centre.x, centre.y + fontSize * 0.05);
}

function drawPuzzle(context: CanvasRenderingContext2D, picture: PuzzlePicture, cells: readonly CellPosition[], theme: ThemeColours, gapped: boolean, focused: boolean): void {
  const { layout, states, grid } = picture;
  const size = layout.cellSize;
  drawBackground(context, layout, cells, theme.border, gapped);
  const colours = Array.from({ length: states }, (_, state) => cellColours(state, states));
  const marks = Array.from({ length: states }, (_, state) => cellMark(state, states, theme.kind, size));
  for (const cell of cells) {
    const state = grid[cell.row * layout.columns + cell.col] ?? 0;
    const colour = colours[state] ?? cellColours(state, states);
    fillCell(context, layout, cell, colour.fill, theme.border, gapped);
    const mark = marks[state] ?? cellMark(state, states, theme.kind, size);
    const centre = markCentre(layout, cell, gapped);
    switch (mark.kind) {
      case 'none':
        break;
      case 'digit':
        drawText(context, mark.text, centre, size, colour.text, theme.numberFont);
        break;
      case 'dot':
        context.fillStyle = colour.text;
        context.beginPath();
        context.arc(centre.x, centre.y, Math.max(1, size * 0.16), 0, 2 * Math.PI);
        context.fill();
        break;
      case 'square': {
        const side = Math.max(1, size * mark.fraction);
        context.fillStyle = colour.text;
        context.fillRect(centre.x - side / 2, centre.y - side / 2, side, side);
        break;
      }
      default: {
        const unknownMark: never = mark;
        throw new Error(`unknown mark ${String(unknownMark)}`);
      }
    }
  }
  if (picture.hint !== null) {
    const state = grid[picture.hint.row * layout.columns + picture.hint.col] ?? 0;
    const centre = markCentre(layout, picture.hint, gapped);
    const radius = layout.topology === 'hex' ? hexRadius(size) * 0.72 : size * 0.4;
    const width = Math.max(1.5, size * 0.08);
    // Two rings, contrasting with the cell and with each other, so the hint shows on any fill and theme.
    context.lineWidth = width * 2;
    context.strokeStyle = cellColours(state, states).text;
    context.beginPath();
    context.arc(centre.x, centre.y, Math.max(2, radius), 0, 2 * Math.PI);
    context.stroke();
    context.lineWidth = width;
    context.strokeStyle = theme.focus;
    context.stroke();
  }
  if (focused && picture.selected !== null) drawSelection(context, layout, picture.selected, theme.focus, gapped);
}

function drawSelection(context: CanvasRenderingContext2D, layout: GridLayout, cell: CellPosition, colour: string, gapped: boolean): void {
  const size = layout.cellSize;
  context.strokeStyle = colour;
  context.lineWidth = 2;
  if (layout.topology === 'hex') {
    traceCell(context, layout, cell, size >= 12 ? 1.5 : -1);
    context.stroke();
    return;
  }
  const box = cellBounds(layout, cell.row, cell.col);
  const gap = gapped ? 1 : 0;
  if (size >= 12) context.strokeRect(box.x + gap + 1, box.y + gap + 1, box.width - gap - 2, box.height - gap - 2);
  else context.strokeRect(box.x - 1, box.y - 1, box.width + 2, box.height + 2);
}

function drawSolution(context: CanvasRenderingContext2D, picture: SolutionPicture, cells: readonly CellPosition[], theme: ThemeColours, gapped: boolean): void {
  const { layout, presses } = picture;
  const size = layout.cellSize;
  const failed = presses === null;
  const fill = failed ? theme.errorBackground : theme.background;
  const border = failed ? theme.errorBorder : theme.border;
  const text = picture.stale ? theme.disabledForeground : theme.foreground;
  context.globalAlpha = picture.stale ? 0.5 : 1;
  drawBackground(context, layout, cells, border, gapped);
  for (const cell of cells) {
    fillCell(context, layout, cell, fill, border, gapped);
    if (presses === null) continue;
    const count = presses[cell.row * layout.columns + cell.col] ?? 0;
    if (count === 0) continue;
    const centre = markCentre(layout, cell, gapped);
    if (size >= 12) {
      drawText(context, String(count), centre, size, text, theme.numberFont);
    } else {
      const side = Math.max(1, size * 0.5);
      context.fillStyle = text;
      context.fillRect(centre.x - side / 2, centre.y - side / 2, side, side);
    }
  }
  context.globalAlpha = 1;
}
