/**
 * The grid panel in its fullest everyday state, shared by the accessibility checks and by
 * `npm run screenshots`: a puzzle in Play after a few moves, with its solution and a hint shown.
 */

import type { GridEditor, Workbench } from './workbench';

/** The moves made before the panel is checked or photographed (row, column; 0-based). */
export const SHOWCASE_MOVES: readonly (readonly [number, number])[] = [
  [0, 0],
  [2, 2],
];

/**
 * Opens `file` (default examples/classic-5x5-all-on.lights), switches to Play, makes
 * {@link SHOWCASE_MOVES}, solves and asks for a hint; returns once the solution and the hint are
 * shown for the position played.
 */
export async function openShowcase(workbench: Workbench, file = 'classic-5x5-all-on.lights'): Promise<GridEditor> {
  const grid = await workbench.openFile(file);
  await grid.setMode('play');
  for (const [row, col] of SHOWCASE_MOVES) await grid.clickCell(row, col);
  await grid.waitForStatus(new RegExp(`^Moves: ${SHOWCASE_MOVES.length}\\b`));
  await grid.solve();
  await grid.hint();
  return grid;
}
