/**
 * Asking for a board shape (size, states, objective, topology) as one multi-step QuickInput with
 * Back, as Analyze Board Shape does. The steps are those of New Puzzle's form (newPuzzleForm.ts)
 * without the title and the start.
 */

import type { BoardShape } from '../core/puzzle';
import { formShape, SHAPE_STEPS, startForm, type ShapeLimits } from './newPuzzleForm';
import { runQuickInputForm } from './quickInputForm';

/** The largest sides and cell count the size step accepts (defined with the form's steps). */
export type { ShapeLimits } from './newPuzzleForm';

/** Asks for a board shape under the title `title`, starting from `defaults`; undefined when the user cancels. */
export async function askShape(title: string, defaults: BoardShape, limits: ShapeLimits): Promise<BoardShape | undefined> {
  const answers = await runQuickInputForm(title, startForm(SHAPE_STEPS, defaults, limits));
  return answers && formShape(answers);
}
