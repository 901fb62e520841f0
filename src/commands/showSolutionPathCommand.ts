/**
 * lightsOut.showSolutionPath. Show Solution Path: opens the active grid's path panel, which steps
 * through a shortest sequence of presses (the web game's order) with Next and Previous.
 */

import { webviewCommand } from './webviewCommand';

/** lightsOut.showSolutionPath */
export const showSolutionPathCommand = webviewCommand('lightsOut.showSolutionPath', 'showSolutionPath');
