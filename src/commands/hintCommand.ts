/**
 * lightsOut.hint. Hint: marks a cell of the active grid that lies on a shortest path to the objective.
 */

import { webviewCommand } from './webviewCommand';

/** lightsOut.hint */
export const hintCommand = webviewCommand('lightsOut.hint', 'hint');
