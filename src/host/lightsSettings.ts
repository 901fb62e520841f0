/**
 * Reading the `lightsOut.*` settings (contributes.configuration in package.json). Settings are
 * read at the moment they are used, so changes apply live.
 */

import * as vscode from 'vscode';
import { MAX_EDITOR_SIDE } from '../protocol/protocol';
import { MAX_STATES, MIN_STATES } from '../domain/limits';
import { TOPOLOGIES, type Topology } from '../domain/topology';
import type { BoardShape } from '../core/puzzle';

/** The settings section. */
export const SETTINGS_SECTION = 'lightsOut';

/** The engines `lightsOut.solver` can name. */
export type SolverSetting = 'internal' | 'clingo';

function clampInteger(value: unknown, min: number, max: number, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : fallback;
}

/** The board shape for New Puzzle, from `lightsOut.defaults.*` (invalid values fall back to 5x5, 2 states). */
export function defaultShape(): BoardShape {
  const settings = vscode.workspace.getConfiguration(SETTINGS_SECTION);
  const states = clampInteger(settings.get('defaults.states'), MIN_STATES, MAX_STATES, 2);
  const topology = settings.get<string>('defaults.topology');
  return {
    rows: clampInteger(settings.get('defaults.rows'), 1, MAX_EDITOR_SIDE, 5),
    columns: clampInteger(settings.get('defaults.columns'), 1, MAX_EDITOR_SIDE, 5),
    states,
    objective: clampInteger(settings.get('defaults.objective'), 0, states - 1, 0),
    topology: TOPOLOGIES.includes(topology as Topology) ? (topology as Topology) : 'plain',
  };
}

/** The engine `lightsOut.solver` names. */
export function solverSetting(): SolverSetting {
  return vscode.workspace.getConfiguration(SETTINGS_SECTION).get<string>('solver') === 'clingo' ? 'clingo' : 'internal';
}
