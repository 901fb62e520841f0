/**
 * lightsOut.reset. Reset: puts the active grid back to the last saved state and restarts the move counter.
 */

import { webviewCommand } from './webviewCommand';

/** lightsOut.reset */
export const resetCommand = webviewCommand('lightsOut.reset', 'reset');
