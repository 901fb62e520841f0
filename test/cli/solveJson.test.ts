import * as assert from 'node:assert/strict';
import { enginesAgree, solveJson } from '../../src/cli/solveJson';
import { createPuzzle } from '../../src/core/puzzle';
import type { SolveResult } from '../../src/solvers/types';

const BASE: SolveResult = {
  solvable: true,
  presses: Uint8Array.of(1, 0, 0, 1),
  totalPresses: 2,
  minimal: true,
  lowerBound: 2,
  unproven: null,
  solutionCount: 4n,
  quietPatterns: null,
  certificate: null,
  solver: 'internal',
  elapsedMs: 0.1234567,
};
const answer = (totalPresses: number, minimal: boolean, lowerBound: number): SolveResult => ({ ...BASE, totalPresses, minimal, lowerBound });
const UNSOLVABLE: SolveResult = {
  ...BASE,
  solvable: false,
  presses: null,
  totalPresses: null,
  minimal: false,
  lowerBound: null,
  solutionCount: 0n,
  certificate: Uint8Array.of(0, 1, 1, 0),
};

describe('cli: the JSON of a solve and the agreement of two engines', () => {
  it('prints the grids as rows, lowerBound and the certificate, in the contract order', () => {
    const puzzle = createPuzzle({ rows: 2, columns: 2, states: 2, objective: 0, topology: 'plain' }, 1);
    const json = solveJson(puzzle, BASE, true);
    assert.deepEqual(Object.keys(json), [
      'solvable',
      'presses',
      'totalPresses',
      'minimal',
      'lowerBound',
      'unprovenReason',
      'solutionCount',
      'certificate',
      'solver',
      'elapsedMs',
    ]);
    assert.deepEqual(json.presses, [
      [1, 0],
      [0, 1],
    ]);
    assert.deepEqual([json.lowerBound, json.certificate, json.solutionCount, json.elapsedMs], [2, null, '4', 0.123]);
    const unsolvable = solveJson(puzzle, UNSOLVABLE, true);
    assert.deepEqual(unsolvable.certificate, [
      [0, 1],
      [1, 0],
    ]);
    assert.equal(unsolvable.lowerBound, null);
    assert.equal(solveJson(puzzle, UNSOLVABLE, false).certificate, null);
    assert.equal(solveJson(puzzle, { ...BASE, solver: 'clingo', runner: 'wasm' }, false).runner, 'wasm');
  });

  it('says in "unprovenReason" why a minimum is not proven, null when it is or when not solvable', () => {
    const puzzle = createPuzzle({ rows: 2, columns: 2, states: 2, objective: 0, topology: 'plain' }, 1);
    assert.equal(solveJson(puzzle, BASE, false).unprovenReason, null);
    assert.equal(solveJson(puzzle, UNSOLVABLE, false).unprovenReason, null);
    const skipped = solveJson(puzzle, { ...answer(2, false, 0), unproven: { kind: 'skipped' } }, false);
    assert.equal(skipped.unprovenReason, 'not proven minimal: no time was allowed for the search for the fewest presses (--min-timeout)');
  });

  it('agree: same solvability and count, the same proven minimum, no solution below a proven bound', () => {
    assert.equal(enginesAgree(BASE, answer(2, true, 2)), true);
    assert.equal(enginesAgree(BASE, answer(3, true, 3)), false);
    assert.equal(enginesAgree(BASE, answer(5, false, 0)), true);
    assert.equal(enginesAgree(answer(9, false, 4), answer(6, false, 3)), true);
    // One proved every solution has at least 7 presses; the other found one with 6.
    assert.equal(enginesAgree(answer(9, false, 7), answer(6, false, 3)), false);
    assert.equal(enginesAgree(answer(1, false, 0), BASE), false);
    assert.equal(enginesAgree(BASE, { ...BASE, solutionCount: 2n }), false);
    assert.equal(enginesAgree(UNSOLVABLE, { ...UNSOLVABLE, solver: 'clingo' }), true);
    assert.equal(enginesAgree(UNSOLVABLE, BASE), false);
  });
});
