import * as assert from 'node:assert/strict';
import { certificateExplanation, pressesSummary, readableResult, unprovenSentence } from '../../src/cli/solveReport';
import { createPuzzle } from '../../src/core/puzzle';
import type { SolveResult } from '../../src/solvers/types';

const SOLVED: SolveResult = {
  solvable: true,
  presses: Uint8Array.of(1, 0, 0, 2),
  totalPresses: 3,
  minimal: true,
  lowerBound: 3,
  unproven: null,
  solutionCount: 1n,
  quietPatterns: null,
  certificate: null,
  solver: 'internal',
  elapsedMs: 1.25,
};

describe('cli: the readable report of a solve', () => {
  it('says whether the fewest presses are proven, or what bounds them and why the search stopped', () => {
    assert.equal(pressesSummary(SOLVED), 'fewest presses: 3 (proven)');
    assert.equal(
      pressesSummary({ ...SOLVED, totalPresses: 661, minimal: false, lowerBound: 540, elapsedMs: 30_012 }),
      'best found: 661 presses, at least 540 (not proven minimal; the search stopped after 30.0 s)',
    );
    // A bound of 0 says nothing.
    assert.equal(
      pressesSummary({ ...SOLVED, totalPresses: 12, minimal: false, lowerBound: 0, elapsedMs: 2500 }),
      'best found: 12 presses (not proven minimal; the search stopped after 2.5 s)',
    );
    // An engine that stopped (clingo at its time limit) with a solution at the proven bound still has the fewest.
    assert.equal(
      pressesSummary({ ...SOLVED, totalPresses: 12, minimal: false, lowerBound: 12, solver: 'clingo', elapsedMs: 2000 }),
      'fewest presses: 12 (proven by the lower bound; the search stopped after 2.0 s)',
    );
  });

  it('says why a minimum is not proven on a line of its own, naming the option that sets the time', () => {
    const unproven: SolveResult = {
      ...SOLVED,
      totalPresses: 2498222,
      minimal: false,
      lowerBound: 50916,
      unproven: { kind: 'overBudget', solutionCount: 387_420_489n, estimatedMs: 120_000, budgetMs: 30_000 },
      solutionCount: 387_420_489n,
    };
    assert.equal(pressesSummary(unproven), 'best found: 2498222 presses, at least 50916');
    assert.equal(
      unprovenSentence(unproven),
      'not proven minimal: searching all 387,420,489 solutions would take about 2 min, over the 30 s allowed (--min-timeout)',
    );
    assert.equal(
      unprovenSentence({ ...unproven, solver: 'clingo', unproven: { kind: 'deadline', budgetMs: 10_000 } }),
      'not proven minimal: the search for the fewest presses could not finish within the 10 s allowed (--timeout)',
    );
    assert.equal(unprovenSentence(SOLVED), null);
    const puzzle = createPuzzle({ rows: 2, columns: 2, states: 3, objective: 0, topology: 'plain' }, 0);
    assert.deepEqual(readableResult('b.lights', undefined, puzzle, unproven, false).split('\n').slice(2), [
      '  best found: 2498222 presses, at least 50916',
      '  not proven minimal: searching all 387,420,489 solutions would take about 2 min, over the 30 s allowed (--min-timeout)',
    ]);
  });

  it('a solvable board: the count, the time and the engine, the summary, then the press grid', () => {
    const puzzle = createPuzzle({ rows: 2, columns: 2, states: 3, objective: 0, topology: 'plain' }, 0);
    assert.equal(
      readableResult('b.lights', 'Title', puzzle, SOLVED, true),
      [
        'b.lights (Title): 2x2, 3 states, objective 0, plain',
        '  solvable: 1 solution, 1.3 ms (internal)',
        '  fewest presses: 3 (proven)',
        '  1 .',
        '  . 2',
      ].join('\n'),
    );
  });

  it('explains a k = 2 certificate by the parity of the lit marked cells, for either objective', () => {
    // Marks on cells 0 and 2; lit: cell 0 only.
    const board = { ...createPuzzle({ rows: 1, columns: 3, states: 2, objective: 0, topology: 'plain' }, 0), grid: Uint8Array.of(1, 0, 0) };
    const marks = Uint8Array.of(1, 0, 1);
    assert.equal(
      certificateExplanation(board, marks),
      'No sequence of presses can solve this board: every press changes an even number of the marked cells, so the number of lit marked cells stays odd, and the goal needs it even.',
    );
    // Objective 1: the goal lights both marked cells, an even number; with marked cells 0, 1 and 2 it would be odd.
    assert.match(certificateExplanation({ ...board, objective: 1 }, marks), /stays odd, and the goal needs it even\.$/);
    assert.match(
      certificateExplanation({ ...board, objective: 1, grid: Uint8Array.of(0, 0, 0) }, Uint8Array.of(1, 1, 1)),
      /stays even, and the goal needs it odd\.$/,
    );
  });

  it('explains a k > 2 certificate by the marked sum modulo k', () => {
    const board = { ...createPuzzle({ rows: 1, columns: 3, states: 5, objective: 2, topology: 'plain' }, 0), grid: Uint8Array.of(4, 1, 3) };
    // Marked sum 1*4 + 2*1 + 4*3 = 18 = 3 (mod 5); the goal's 2 * (1 + 2 + 4) = 14 = 4 (mod 5).
    assert.equal(
      certificateExplanation(board, Uint8Array.of(1, 2, 4)),
      "No sequence of presses can solve this board: every press changes the marked total (each marked cell's state times its mark, added up) by a multiple of 5, so counted mod 5 it stays 3, and the goal needs 4.",
    );
  });

  it('an unsolvable board: the sentence, then the marks, "." for none', () => {
    const puzzle = { ...createPuzzle({ rows: 1, columns: 3, states: 5, objective: 2, topology: 'plain' }, 0), grid: Uint8Array.of(4, 1, 3) };
    const unsolvable: SolveResult = {
      ...SOLVED,
      solvable: false,
      presses: null,
      totalPresses: null,
      minimal: false,
      lowerBound: null,
      solutionCount: 0n,
      certificate: Uint8Array.of(1, 0, 4),
    };
    const lines = readableResult('u.lights', undefined, puzzle, unsolvable, true).split('\n');
    assert.equal(lines[1], '  not solvable: no combination of presses reaches the objective, 1.3 ms (internal)');
    assert.match(lines[2], /^ {2}No sequence of presses can solve this board: every press changes the marked total/);
    assert.deepEqual(lines.slice(3), ['  marks:', '  1 . 4']);
    assert.equal(readableResult('u.lights', undefined, puzzle, unsolvable, false).split('\n').length, 3);
  });
});
