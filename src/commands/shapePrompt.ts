/**
 * Asking for a board shape (rows, columns, states, objective, topology) with input boxes and a
 * quick pick, as New Puzzle and Analyze Board Shape do.
 */

import * as vscode from 'vscode';
import { TOPOLOGIES, type BoardShape, type Topology } from '../core/puzzle';

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
    value: String(Math.min(max, Math.max(min, value))),
    validateInput: (text) => integerInputProblem(text, min, max),
  });
  return answer === undefined ? undefined : Number(answer);
}

/** The largest rows and cells a prompt accepts. */
export interface ShapeLimits {
  readonly maxSide: number;
  readonly maxCells: number;
}

/** Asks for a board shape, starting from `defaults`; undefined when the user cancels. */
export async function askShape(title: string, defaults: BoardShape, limits: ShapeLimits): Promise<BoardShape | undefined> {
  const rows = await askInteger(title, 'Rows', defaults.rows, 1, limits.maxSide);
  if (rows === undefined) return undefined;
  const columns = await askInteger(title, 'Columns', defaults.columns, 1, Math.min(limits.maxSide, Math.floor(limits.maxCells / rows)));
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
