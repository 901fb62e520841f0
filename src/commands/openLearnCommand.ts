/**
 * lightsOut.openLearn: opens the Learn panel of the active grid (the webview opens it and asks
 * for its teaching, as the Learn button does); run without an active grid, it says so.
 */

import { webviewCommand } from './webviewCommand';

/** lightsOut.openLearn */
export const openLearnCommand = webviewCommand('lightsOut.openLearn', 'openLearn');
