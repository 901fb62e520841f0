/**
 * lightsOut.reset. Reset Game: the active grid's game goes back to the puzzle as the document
 * holds it now (saved or not) and the move counter to zero; the document is not touched.
 */

import { webviewCommand } from './webviewCommand';

/** lightsOut.reset */
export const resetCommand = webviewCommand('lightsOut.reset', 'reset');
