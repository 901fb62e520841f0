/**
 * lightsOut.newPuzzle: asks for rows, columns, states, objective and topology (defaults from the
 * `lightsOut.defaults.*` settings) and how to fill the board, then opens an untitled .lights
 * document in the grid.
 */

import * as vscode from 'vscode';
import { printLights } from '../core/format';
import { createPuzzle, TOPOLOGIES, type BoardShape, type Topology } from '../core/puzzle';
import { GRID_VIEW_TYPE } from '../editor/lightsEditorProvider';
import { generatePuzzle } from '../solvers/internal/generatePuzzle';
import { MAX_EDITOR_CELLS, MAX_EDITOR_SIDE } from '../shared/protocol';
import { defaultShape } from '../settings/lightsSettings';
import type { LightsCommand } from './lightsCommand';

/** Validation of an integer typed into an input box: the message, or null when it is fine. */
export function integerInputProblem(text: string, min: number, max: number): string | null {
  if (!/^\s*\d+\s*$/.test(text)) return `Enter a whole number from ${min} to ${max}.`;
  const value = Number(text);
  return value < min || value > max ? `Enter a whole number from ${min} to ${max}.` : null;
}

async function askInteger(title: string, prompt: string, value: number, min: number, max: number): Promise<number | undefined> {
  const answer = await vscode.window.showInputBox({
    title,
    prompt: `${prompt} (${min}..${max})`,
    value: String(value),
    validateInput: (text) => integerInputProblem(text, min, max),
  });
  return answer === undefined ? undefined : Number(answer);
}

/** Asks for a board shape, starting from `defaults`; undefined when the user cancels. */
async function askShape(defaults: BoardShape): Promise<BoardShape | undefined> {
  const title = 'New Lights Out Puzzle';
  const rows = await askInteger(title, 'Rows', defaults.rows, 1, MAX_EDITOR_SIDE);
  if (rows === undefined) return undefined;
  const columns = await askInteger(title, 'Columns', defaults.columns, 1, Math.min(MAX_EDITOR_SIDE, Math.floor(MAX_EDITOR_CELLS / rows)));
  if (columns === undefined) return undefined;
  const states = await askInteger(title, 'States per cell', defaults.states, 2, 36);
  if (states === undefined) return undefined;
  const objective = await askInteger(title, 'Objective state', Math.min(defaults.objective, states - 1), 0, states - 1);
  if (objective === undefined) return undefined;
  const items = TOPOLOGIES.map((topology) => ({
    label: topology,
    description: { plain: '4 neighbours, no wrap', torus: '4 neighbours, edges wrap around', hex: 'hexagonal cells, 6 neighbours' }[topology],
    picked: topology === defaults.topology,
  }));
  const topology = await vscode.window.showQuickPick(
    [...items].sort((a, b) => Number(b.picked) - Number(a.picked)),
    { title, placeHolder: 'Topology' },
  );
  if (!topology) return undefined;
  return { rows, columns, states, objective, topology: topology.label as Topology };
}

/** lightsOut.newPuzzle */
export const newPuzzleCommand: LightsCommand = {
  id: 'lightsOut.newPuzzle',
  async run() {
    const shape = await askShape(defaultShape());
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
