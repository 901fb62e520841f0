/**
 * lightsOut.randomize: the active grid's Randomize action, as its button runs it (the difficulty
 * picked in the panel, a new game in play mode).
 */

import { webviewCommand } from './webviewCommand';

/** lightsOut.randomize */
export const randomizeCommand = webviewCommand('lightsOut.randomize', 'randomize');
