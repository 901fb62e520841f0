/**
 * Fingerprints of boards, to tell whether the shown board is still the one an answer (a
 * solution, a hint, a path step) was computed for. Pure.
 */

import type { BoardView, TopologyName } from '../shared/protocol';

const TOPOLOGY_CODES: Readonly<Record<TopologyName, number>> = { plain: 0, torus: 1, hex: 2 };

/**
 * A short fingerprint of a board's shape, states, objective and cells (two 32-bit FNV-1a style
 * hashes): equal boards give equal keys; different boards practically never do. Used to tell
 * whether the shown board is still the one a solution or hint was computed for.
 */
export function boardKey(puzzle: BoardView): string {
  let first = 0x811c9dc5;
  let second = 0x9e3779b9;
  const mix = (value: number): void => {
    first = Math.imul(first ^ value, 0x01000193) >>> 0;
    second = Math.imul(second ^ (value + 0x7f4a7c15), 0x5bd1e995) >>> 0;
    second = (second ^ (second >>> 15)) >>> 0;
  };
  mix(puzzle.rows);
  mix(puzzle.columns);
  mix(TOPOLOGY_CODES[puzzle.topology]);
  mix(puzzle.states);
  mix(puzzle.objective);
  for (const value of puzzle.grid) mix(value);
  return `${puzzle.rows}x${puzzle.columns}:${first.toString(16).padStart(8, '0')}${second.toString(16).padStart(8, '0')}`;
}
