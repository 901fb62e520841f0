/**
 * The game's own history, carried out by the active grid's webview: Undo Move, Redo Move (also
 * Ctrl+Z and Ctrl+Shift+Z while the grid plays) and Keep This Position (writes the play position
 * into the document as one undoable edit).
 */

import { webviewCommand } from './webviewCommand';

/** lightsOut.undoMove */
export const undoMoveCommand = webviewCommand('lightsOut.undoMove', 'undoMove');

/** lightsOut.redoMove */
export const redoMoveCommand = webviewCommand('lightsOut.redoMove', 'redoMove');

/** lightsOut.keepPosition */
export const keepPositionCommand = webviewCommand('lightsOut.keepPosition', 'keepPosition');
