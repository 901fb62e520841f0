/**
 * Board cells drawn as paths, for cells of a few device pixels and more: fills one path per colour
 * and row, the lines that frame the cells (none round a hole, which is left empty: the page shows
 * through), the state marks and numbers, the presses still to do, press counts, and what lies over
 * the cells (hint rings, highlights, the press preview, the selected cell's focus ring, the frames
 * of a proof that the board cannot be solved). DOM only here.
 */

import type { PuzzlePicture, SolutionPicture } from './boardPicture';
import { cellColours, cellMark, MIN_DIGIT_CELL_SIZE, type CellMark } from './cellColours';
import { cornerFlag, hintRing, numberBox, numberFontSize, pressBadge, type CentredBox } from './cellMarkLayout';
import { addCellShape, forEachCell, markCentre, MIN_GAP_CELL_SIZE } from './cellShapes';
import { cellBounds, type CellPosition, type GridLayout, type VisibleRange } from './gridGeometry';
import type { ThemeColours } from './themeColours';
import type { ProofDisplay } from '../state/unsolvableProof';

/**
 * Paints the lines that frame square cells: one rectangle under the visible cells (which leave
 * their left and top line free), reaching one pixel past the board's last column and row for its
 * right and bottom edge. On a board with holes, each cell's own frame instead, so a hole gets none.
 */
function drawSquareLines(
  context: CanvasRenderingContext2D,
  layout: GridLayout,
  range: VisibleRange,
  colour: string,
  gapped: boolean,
  holeAt?: (row: number, col: number) => boolean,
): void {
  if (layout.topology === 'hex' || !gapped) return;
  context.fillStyle = colour;
  const size = layout.cellSize;
  if (holeAt === undefined) {
    const first = cellBounds(layout, range.firstRow, range.firstColumn);
    const last = cellBounds(layout, range.lastRow, range.lastColumn);
    const right = range.lastColumn === layout.columns - 1 ? 1 : 0;
    const bottom = range.lastRow === layout.rows - 1 ? 1 : 0;
    context.fillRect(first.x, first.y, last.x + last.width - first.x + right, last.y + last.height - first.y + bottom);
    return;
  }
  for (let row = range.firstRow; row <= range.lastRow; row++) {
    const frames = new Path2D();
    for (let col = range.firstColumn; col <= range.lastColumn; col++) {
      if (!holeAt(row, col)) frames.rect(col * size, row * size, size + 1, size + 1);
    }
    context.fill(frames);
  }
}

/**
 * Fills the visible cells row by row, one path per colour and row: a path per cell is slow, and
 * so is one huge path (Chromium builds a path of thousands of hexagons in quadratic time).
 * `fillOf` gives a cell's fill colour, or null for a hole (nothing drawn, no outline); `mark` may
 * add a dot or square to the path of a colour.
 */
function fillCells(
  context: CanvasRenderingContext2D,
  layout: GridLayout,
  range: VisibleRange,
  gapped: boolean,
  border: string,
  fillOf: (row: number, col: number) => string | null,
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
      if (fill === null) continue;
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
  const fontSize = numberFontSize(cellSize, digits);
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
  drawSquareLines(context, layout, range, theme.lines, gapped, holes === undefined ? undefined : holeAt);
  fillCells(
    context,
    layout,
    range,
    gapped,
    theme.lines,
    // A hole is no cell: nothing is drawn there, so the page shows through.
    (row, col) => (holeAt(row, col) ? null : colours[stateAt(row, col)].fill),
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

/** The box the centre mark of a cell takes (its state number, dot or square), which the rings and badges keep clear of. */
function centreMarkBox(mark: CellMark, cellSize: number, digits: number): CentredBox {
  switch (mark.kind) {
    case 'none':
      return { halfWidth: 0, halfHeight: 0 };
    case 'digit':
      return numberBox(cellSize, digits);
    case 'dot': {
      const radius = Math.max(1, cellSize * 0.16);
      return { halfWidth: radius, halfHeight: radius };
    }
    case 'square': {
      const half = Math.max(1, cellSize * mark.fraction) / 2;
      return { halfWidth: half, halfHeight: half };
    }
    default: {
      const unknownMark: never = mark;
      throw new Error(`unknown mark ${String(unknownMark)}`);
    }
  }
}

/** Cells smaller than this (CSS px) show no marks of presses to go: the Solution grid shows them. */
export const MIN_PRESS_MARK_CELL_SIZE = 4;

/** Counts of presses to go are written in badges whose font is at least this large (CSS px). */
const MIN_COUNT_FONT_SIZE = 7;

/**
 * Marks the presses still to do on the puzzle: on each cell that needs some, a badge in its
 * top-right corner in the cell's text colour (which has AA contrast with every fill): a ring with
 * two states, a disc with the count in the cell's fill colour with more (the disc alone where the
 * count would be too small to read), beside the state number and clear of it. Cells too small for
 * a badge get a flag folded into that corner instead.
 */
function drawPressesToGo(
  context: CanvasRenderingContext2D,
  picture: PuzzlePicture,
  toGo: Uint8Array,
  range: VisibleRange,
  theme: ThemeColours,
  gapped: boolean,
): void {
  const { layout, states, holes } = picture;
  const size = layout.cellSize;
  if (size < MIN_PRESS_MARK_CELL_SIZE) return;
  const digits = String(states - 1).length;
  const discs = new Map<string, Path2D>();
  const counts: { readonly x: number; readonly y: number; readonly font: number; readonly text: string; readonly colour: string }[] = [];
  const discIn = (colour: string): Path2D => {
    let path = discs.get(colour);
    if (path === undefined) discs.set(colour, (path = new Path2D()));
    return path;
  };
  forEachCell(range, (row, col) => {
    const index = row * layout.columns + col;
    const presses = toGo[index] ?? 0;
    if (presses === 0 || (holes !== undefined && holes[index] === 1)) return;
    const state = puzzleStateAt(picture, row, col);
    const colours = cellColours(state, states);
    const centre = markCentre(layout, row, col, gapped);
    const centreBox = centreMarkBox(cellMark(state, states, theme.kind, size), size, digits);
    const badge = pressBadge(size, layout.topology, centreBox);
    const path = discIn(colours.text);
    if (badge === null) {
      const [corner, ...legs] = cornerFlag(size, layout.topology, gapped ? 1 : 0.5, centreBox);
      path.moveTo(centre.x + corner.x, centre.y + corner.y);
      for (const point of legs) path.lineTo(centre.x + point.x, centre.y + point.y);
      path.closePath();
      return;
    }
    const x = centre.x + badge.x;
    const y = centre.y + badge.y;
    path.moveTo(x + badge.radius, y);
    path.arc(x, y, badge.radius, 0, 2 * Math.PI);
    if (states <= 2) {
      // A ring: the inner circle, drawn the other way round, is left out of the fill.
      const hole = badge.radius - Math.max(1.5, badge.radius * 0.42);
      path.moveTo(x + hole, y);
      path.arc(x, y, hole, 0, 2 * Math.PI, true);
      return;
    }
    const text = String(presses);
    const font = Math.floor(badge.radius * (text.length > 1 ? 1.05 : 1.4));
    // A count too small to read is left to the accessible name and the Solution grid: the disc alone.
    if (font >= MIN_COUNT_FONT_SIZE) counts.push({ x, y, font, text, colour: colours.fill });
  });
  for (const [colour, path] of discs) {
    context.fillStyle = colour;
    context.fill(path);
  }
  if (counts.length === 0) return;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  for (const count of counts) {
    context.font = `${count.font}px ${theme.numberFont}`;
    context.fillStyle = count.colour;
    context.fillText(count.text, count.x, count.y + count.font * 0.05);
  }
}

/**
 * Paints what lies over the puzzle's cells at any zoom: the rings of the hint and the highlighted
 * cells, the press preview, the marks of the presses still to do, and the selected cell's focus
 * ring while the grid has focus. The rings keep clear of the cell's number (inside the cell when
 * there is room, round it otherwise), so they show (over several cells) on boards drawn as a
 * raster too.
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
  const digits = String(states - 1).length;
  const isHole = (row: number, col: number): boolean => picture.holes !== undefined && picture.holes[row * layout.columns + col] === 1;
  const textAt = (row: number, col: number): string => (isHole(row, col) ? theme.foreground : cellColours(puzzleStateAt(picture, row, col), states).text);
  const rings = picture.hint === null ? (picture.highlights ?? []) : [picture.hint, ...(picture.highlights ?? [])];
  for (const { row, col } of rings) {
    if (row < range.firstRow || row > range.lastRow || col < range.firstColumn || col > range.lastColumn) continue;
    const centre = markCentre(layout, row, col, gapped);
    const mark = cellMark(puzzleStateAt(picture, row, col), states, theme.kind, size);
    const ring = hintRing(size, centreMarkBox(mark, size, digits));
    // Two rings, one contrasting with the cell's fill and one in the theme's focus colour, show on any fill and theme.
    context.beginPath();
    context.arc(centre.x, centre.y, ring.radius, 0, 2 * Math.PI);
    context.lineWidth = ring.width;
    context.strokeStyle = textAt(row, col);
    context.stroke();
    context.lineWidth = ring.width / 2;
    context.strokeStyle = theme.focus;
    context.stroke();
  }
  drawPreview(context, picture, range, theme, gapped);
  if (picture.toGo) drawPressesToGo(context, picture, picture.toGo, range, theme, gapped);
  const selected = picture.selected;
  if (focused && selected !== null) drawSelection(context, layout, selected, theme.focusRing, textAt(selected.row, selected.col), gapped);
}

/** The width of each of the focus ring's two lines (CSS px): WCAG 2.2 asks for at least 2. */
export const FOCUS_LINE_WIDTH = 2;

/**
 * The focus ring of the keyboard's cell: two lines of {@link FOCUS_LINE_WIDTH}, the outer in
 * `outer` (the theme's focus colour, 3:1 against the page) and the inner in `inner` (a colour with
 * 3:1 against the cell's fill), so the ring stands apart from the cell and from the page in every
 * theme. Inside cells of 12 px and more; round smaller ones, where an inner ring would hide the
 * cell (the inner line then hugs the cell, at least 6 px across).
 */
export function drawSelection(context: CanvasRenderingContext2D, layout: GridLayout, cell: CellPosition, outer: string, inner: string, gapped: boolean): void {
  const size = layout.cellSize;
  const line = FOCUS_LINE_WIDTH;
  const outerPath = new Path2D();
  const innerPath = new Path2D();
  if (layout.topology === 'hex') {
    const outerInset = size >= 12 ? 1.5 : -1 - 1.5 * line;
    addCellShape(outerPath, layout, cell.row, cell.col, outerInset, gapped);
    addCellShape(innerPath, layout, cell.row, cell.col, outerInset + line, gapped);
  } else {
    const box = cellBounds(layout, cell.row, cell.col);
    const gap = gapped ? 1 : 0;
    if (size >= 12) {
      const ring = (inset: number, path: Path2D): void =>
        path.rect(box.x + gap + inset, box.y + gap + inset, box.width - gap - 2 * inset, box.height - gap - 2 * inset);
      ring(line / 2, outerPath);
      ring(line * 1.5, innerPath);
    } else {
      const half = Math.max(box.width / 2 + line / 2, 3);
      const square = (reach: number, path: Path2D): void => path.rect(box.x + box.width / 2 - reach, box.y + box.height / 2 - reach, 2 * reach, 2 * reach);
      square(half, innerPath);
      square(half + line, outerPath);
    }
  }
  context.lineWidth = line;
  context.strokeStyle = outer;
  context.stroke(outerPath);
  context.strokeStyle = inner;
  context.stroke(innerPath);
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
  const border = failed ? theme.errorBorder : theme.lines;
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
