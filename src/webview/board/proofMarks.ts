/**
 * The marks of a proof that a board cannot be solved, drawn over cells large enough to frame.
 * DOM only here.
 */

import { addCellShape, forEachCell, markCentre } from './cellShapes';
import type { GridLayout, VisibleRange } from './gridGeometry';
import type { ThemeColours } from './themeColours';
import type { ProofDisplay } from '../state/unsolvableProof';

/** Cells at least this large (CSS px) show the weight of their mark (k > 2) as a number in their top-left corner. */
const MIN_WEIGHT_CELL_SIZE = 36;

/**
 * Frames the marked cells of a proof: a wide line in the colour that contrasts with the cell's
 * fill (black or white, as the state digits) under a narrower one in the theme's mark colour, so
 * the frame shows on any fill and theme, and is a shape (not a colour) unlike the round hint
 * rings. With more than two states, large cells also show the weight in their top-left corner.
 * Used where cells are drawn as paths; the raster shows marked cells by colour (rasterPainter.ts).
 */
export function drawProofMarks(
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
