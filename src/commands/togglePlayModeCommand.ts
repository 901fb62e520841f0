/**
 * lightsOut.togglePlayMode. Toggle Play Mode: switches the active grid between setup and play.
 */

import { webviewCommand } from './webviewCommand';

/** lightsOut.togglePlayMode */
export const togglePlayModeCommand = webviewCommand('lightsOut.togglePlayMode', 'togglePlayMode');
