/**
 * Board cells drawn as paths, for cells of a few device pixels and more: fills one path per colour
 * and row, the lines between cells, the state marks and numbers, press counts, and what lies over
 * the cells (hint rings, highlights, the selected cell's outline, the frames of a proof that the
 * board cannot be solved). DOM only here.
 */

import type { PuzzlePicture, SolutionPicture } from './boardPicture';
import { cellColours, cellMark, MIN_DIGIT_CELL_SIZE } from './cellColours';
import { addCellShape, forEachCell, markCentre, MIN_GAP_CELL_SIZE } from './cellShapes';
import { cellBounds, hexRadius, type CellPosition, type GridLayout, type VisibleRange } from './gridGeometry';
import type { ThemeColours } from './themeColours';
import type { ProofDisplay } from '../state/unsolvableProof';

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

function setNumberFont(context: CanvasRenderingContext2D, cellSize: number, digits: number, font: string): number {
  const fontSize = Math.max(7, Math.floor(cellSize * (digits > 1 ? 0.42 : 0.5)));
  context.font = `${fontSize}px ${font}`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  return fontSize;
}

/** The state of cell (row, col) of the puzzle, 0 for a value outside 0..k-1. */
function puzzleStateAt(picture: PuzzlePicture, row: number, col: number): number {
  const value = picture.grid[row * picture.layout.columns + col] ?? 0;
  return value >= 0 && value < picture.states ? value : 0;
}

/** Paints the puzzle's visible cells as paths: fills, lines, state marks and digits, and the proof's frames. */
export function drawPuzzleCells(context: CanvasRenderingContext2D, picture: PuzzlePicture, range: VisibleRange, theme: ThemeColours, gapped: boolean): void {
  const { layout, states } = picture;
  const size = layout.cellSize;
  const colours = Array.from({ length: states }, (_, state) => cellColours(state, states));
  const marks = Array.from({ length: states }, (_, state) => cellMark(state, states, theme.kind, size));
  const stateAt = (row: number, col: number): number => puzzleStateAt(picture, row, col);
  const holes = picture.holes;
  const holeAt = (row: number, col: number): boolean => holes !== undefined && holes[row * layout.columns + col] === 1;
  drawSquareLines(context, layout, range, theme.border, gapped);
  fillCells(
    context,
    layout,
    range,
    gapped,
    theme.border,
    // A hole is no cell: empty background, framed by the lines between cells.
    (row, col) => (holeAt(row, col) ? theme.background : colours[stateAt(row, col)].fill),
    (row, col, pathFor) => {
      if (holeAt(row, col)) return;
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
      if (mark.kind !== 'digit' || holeAt(row, col)) return;
      const centre = markCentre(layout, row, col, gapped);
      context.fillStyle = colours[state].text;
      context.fillText(mark.text, centre.x, centre.y + fontSize * 0.05);
    });
  }
  if (picture.target !== undefined) drawTargetChips(context, picture, range, gapped, theme);
  if (picture.proof) drawProofMarks(context, layout, picture.proof, range, (row, col) => colours[stateAt(row, col)].text, theme, gapped);
}

/** Cells at least this large (CSS px) show the weight of their mark (k > 2) as a number in their top-left corner. */
const MIN_WEIGHT_CELL_SIZE = 36;

/**
 * Frames the marked cells of a proof: a wide line in the colour that contrasts with the cell's
 * fill (black or white, as the state digits) under a narrower one in the theme's mark colour, so
 * the frame shows on any fill and theme, and is a shape (not a colour) unlike the round hint
 * rings. With more than two states, large cells also show the weight in their top-left corner.
 * The raster shows marked cells by colour instead.
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

/** Target chips are drawn on cells at least this large (CSS px); smaller cells say their target in their accessible name only. */
export const MIN_TARGET_CHIP_CELL_SIZE = 10;

/**
 * Marks each cell's target state with a chip in its top-left corner: a small cell in the target
 * state's own fill, framed in the cell's text colour (which has AA contrast with the cell's fill,
 * so the chip's edge shows on every cell and theme), with the target's digit in the target's text
 * colour when the chip is large enough and k > 2.
 */
function drawTargetChips(context: CanvasRenderingContext2D, picture: PuzzlePicture, range: VisibleRange, gapped: boolean, theme: ThemeColours): void {
  const { layout, states, target, holes } = picture;
  const size = layout.cellSize;
  if (target === undefined || size < MIN_TARGET_CHIP_CELL_SIZE) return;
  const side = Math.max(5, Math.round(size * 0.36));
  const line = Math.max(1, size * 0.05);
  const digits = states > 2 && side >= 12;
  if (digits) setNumberFont(context, side * 1.6, String(states - 1).length, theme.numberFont);
  forEachCell(range, (row, col) => {
    const index = row * layout.columns + col;
    if (holes !== undefined && holes[index] === 1) return;
    const goal = target[index] ?? 0;
    const centre = markCentre(layout, row, col, gapped);
    const x = centre.x - size / 2 + (layout.topology === 'hex' ? size * 0.2 : 2 + line);
    const y = centre.y - size / 2 + (layout.topology === 'hex' ? size * 0.2 : 2 + line);
    const chip = cellColours(goal, states);
    context.fillStyle = chip.fill;
    context.fillRect(x, y, side, side);
    context.lineWidth = line;
    context.strokeStyle = cellColours(puzzleStateAt(picture, row, col), states).text;
    context.strokeRect(x, y, side, side);
    if (digits) {
      context.fillStyle = chip.text;
      context.fillText(String(goal), x + side / 2, y + side / 2 + side * 0.05);
    }
  });
}

/** Outlines the cells of a press preview (dashed, in the theme's focus colour over a line in the cell's text colour). */
function drawPreview(context: CanvasRenderingContext2D, picture: PuzzlePicture, range: VisibleRange, theme: ThemeColours, gapped: boolean): void {
  const { layout, states, preview } = picture;
  if (preview === undefined || preview.length === 0) return;
  const width = Math.max(1.5, layout.cellSize * 0.06);
  for (const cell of preview) {
    const row = Math.floor(cell / layout.columns);
    const col = cell % layout.columns;
    if (row < range.firstRow || row > range.lastRow || col < range.firstColumn || col > range.lastColumn) continue;
    const outline = new Path2D();
    addCellShape(outline, layout, row, col, Math.max(1, layout.cellSize * 0.12), gapped);
    context.setLineDash([]);
    context.lineWidth = width * 2;
    context.strokeStyle = cellColours(puzzleStateAt(picture, row, col), states).text;
    context.stroke(outline);
    context.setLineDash([Math.max(2, width * 2), Math.max(2, width * 1.5)]);
    context.lineWidth = width;
    context.strokeStyle = theme.focus;
    context.stroke(outline);
  }
  context.setLineDash([]);
}

/**
 * Paints what lies over the puzzle's cells at any zoom: the rings of the hint and the highlighted
 * cells, and the selected cell's outline while the grid has focus. Their sizes have a floor, so
 * they show (over several cells) on boards drawn as a raster too.
 */
export function drawPuzzleOverlays(
  context: CanvasRenderingContext2D,
  picture: PuzzlePicture,
  range: VisibleRange,
  theme: ThemeColours,
  gapped: boolean,
  focused: boolean,
): void {
  const { layout, states } = picture;
  const size = layout.cellSize;
  const textAt = (row: number, col: number): string => cellColours(puzzleStateAt(picture, row, col), states).text;
  const rings = picture.hint === null ? (picture.highlights ?? []) : [picture.hint, ...(picture.highlights ?? [])];
  for (const { row, col } of rings) {
    if (row < range.firstRow || row > range.lastRow || col < range.firstColumn || col > range.lastColumn) continue;
    const centre = markCentre(layout, row, col, gapped);
    const radius = Math.max(3, layout.topology === 'hex' ? hexRadius(size) * 0.72 : size * 0.4);
    const width = Math.max(1.5, size * 0.08);
    // Two rings, one contrasting with the cell's fill and one in the theme's focus colour, show on any fill and theme.
    context.beginPath();
    context.arc(centre.x, centre.y, radius, 0, 2 * Math.PI);
    context.lineWidth = width * 2;
    context.strokeStyle = textAt(row, col);
    context.stroke();
    context.lineWidth = width;
    context.strokeStyle = theme.focus;
    context.stroke();
  }
  drawPreview(context, picture, range, theme, gapped);
  if (focused && picture.selected !== null) drawSelection(context, layout, picture.selected, theme.focus, gapped);
}

/** Outlines the keyboard's cell: inside large cells, around small ones (at least 8 px across, so it shows at any zoom). */
export function drawSelection(context: CanvasRenderingContext2D, layout: GridLayout, cell: CellPosition, colour: string, gapped: boolean): void {
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
    if (size >= 12) {
      outline.rect(box.x + gap + 1, box.y + gap + 1, box.width - gap - 2, box.height - gap - 2);
    } else {
      const half = Math.max(box.width / 2 + 1, 4);
      outline.rect(box.x + box.width / 2 - half, box.y + box.height / 2 - half, 2 * half, 2 * half);
    }
  }
  context.stroke(outline);
}

/** Paints the solution's visible cells as paths: press counts, or a square where cells are too small for numbers. */
export function drawSolutionCells(
  context: CanvasRenderingContext2D,
  picture: SolutionPicture,
  range: VisibleRange,
  theme: ThemeColours,
  gapped: boolean,
): void {
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
}
