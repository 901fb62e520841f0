/**
 * Every command of the extension, in the order of package.json contributes.commands.
 */

import { analyzeBoardShapeCommand } from './analyzeBoardShapeCommand';
import { exportPictureCommand } from './exportPictureCommand';
import { hintCommand } from './hintCommand';
import { importSettingsCommand } from './importSettingsCommand';
import type { LightsCommand } from './lightsCommand';
import { newPuzzleCommand } from './newPuzzleCommand';
import { openAsGridCommand, openAsTextCommand } from './openCommands';
import { openExampleCommand } from './openExampleCommand';
import { openLearnCommand } from './openLearnCommand';
import { keepPositionCommand, redoMoveCommand, undoMoveCommand } from './playCommands';
import { randomizeCommand } from './randomizeCommand';
import { resetCommand } from './resetCommand';
import { showSolutionPathCommand } from './showSolutionPathCommand';
import { solveCommand } from './solveCommand';
import { togglePlayModeCommand } from './togglePlayModeCommand';

/** All commands, registered by activate(). */
export const allCommands: readonly LightsCommand[] = [
  newPuzzleCommand,
  openExampleCommand,
  solveCommand,
  randomizeCommand,
  togglePlayModeCommand,
  hintCommand,
  resetCommand,
  undoMoveCommand,
  redoMoveCommand,
  keepPositionCommand,
  showSolutionPathCommand,
  openLearnCommand,
  analyzeBoardShapeCommand,
  openAsTextCommand,
  openAsGridCommand,
  importSettingsCommand,
  exportPictureCommand,
];
