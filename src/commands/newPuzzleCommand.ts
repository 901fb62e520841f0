/**
 * lightsOut.newPuzzle: asks for rows, columns, states, objective and topology (defaults from the
 * `lightsOut.defaults.*` settings) and how to fill the board, then opens an untitled .lights
 * document in the grid.
 */

import * as vscode from 'vscode';
import { printLights } from '../core/format';
import { createPuzzle } from '../core/puzzle';
import { GRID_VIEW_TYPE } from '../editor/lightsEditorProvider';
import { generatePuzzle } from '../solvers/internal/generatePuzzle';
import { MAX_EDITOR_CELLS, MAX_EDITOR_SIDE } from '../shared/protocol';
import { defaultShape } from '../settings/lightsSettings';
import type { LightsCommand } from './lightsCommand';
import { askShape } from './shapePrompt';

/** lightsOut.newPuzzle */
export const newPuzzleCommand: LightsCommand = {
  id: 'lightsOut.newPuzzle',
  async run() {
    const shape = await askShape('New Lights Out Puzzle', defaultShape(), { maxSide: MAX_EDITOR_SIDE, maxCells: MAX_EDITOR_CELLS });
    if (!shape) return;
    const start = await vscode.window.showQuickPick(
      [
        { label: 'Random solvable puzzle', id: 'random' as const },
        { label: 'Solved board', description: 'every cell in the objective state, to design your own', id: 'solved' as const },
      ],
      { title: 'New Lights Out Puzzle', placeHolder: 'Start with' },
    );
    if (!start) return;
    let text: string;
    if (start.id === 'random') {
      const generated = generatePuzzle(shape, { seed: `${Date.now()}-${Math.random()}` });
      text = printLights({ puzzle: generated.puzzle, version: 1, extra: {}, ...(generated.minMoves !== null ? { minMoves: generated.minMoves } : {}) });
    } else {
      text = printLights({ puzzle: createPuzzle(shape), version: 1, extra: {} });
    }
    const document = await vscode.workspace.openTextDocument({ language: 'lights', content: text });
    await vscode.commands.executeCommand('vscode.openWith', document.uri, GRID_VIEW_TYPE);
  },
};
