import * as assert from 'node:assert/strict';
import { createPuzzle, type Puzzle } from '../../../src/core/puzzle';
import type { Topology } from '../../../src/domain/topology';
import { completeSearchMs } from '../../../src/solvers/internal/minimum/minimumSearchCost';
import {
  BOUND_KERNEL_MS,
  minimumBudgetMs,
  minimumSearchOptions,
  searchedOutcome,
  searchesMinimum,
  settledOutcome,
  SYSTEM_PROGRESS_INTERVAL_MS,
  systemProgress,
  type SolutionSetFacts,
} from '../../../src/solvers/internal/solveOutcome';
import { solvePuzzle } from '../../../src/solvers/internal/solvePuzzle';
import { DEFAULT_MINIMUM_TIMEOUT_MS, type SolveProgress } from '../../../src/solvers/types';
import { assertBruteForceSolves, bruteForceSolve } from '../../support/bruteForce';

describe('internal solver: what a solve returns, and how it starts the minimum search', () => {
  it("minimumBudgetMs: the minimum timeout, never more than is left before the solve's deadline", () => {
    assert.equal(minimumBudgetMs({}), DEFAULT_MINIMUM_TIMEOUT_MS);
    assert.equal(minimumBudgetMs({ minimumTimeoutMs: 500 }), 500);
    assert.equal(minimumBudgetMs({ minimumTimeoutMs: 500, deadline: performance.now() + 3_600_000 }), 500);
    assert.ok(minimumBudgetMs({ deadline: performance.now() + 1000 }) <= 1000);
    assert.equal(minimumBudgetMs({ minimumTimeoutMs: 500, deadline: performance.now() - 1 }), 0);
    // A solve whose deadline has passed still answers, at once, not proven minimal.
    const result = solvePuzzle(createPuzzle({ rows: 39, columns: 39, states: 2, objective: 0, topology: 'plain' }, 1), { deadline: performance.now() - 1 });
    assert.deepEqual([result.solvable, result.minimal], [true, false]);
  });

  it('skips the minimum search only when the options leave it no time', () => {
    assert.equal(searchesMinimum({}), true);
    assert.equal(searchesMinimum({ minimumTimeoutMs: 1 }), true);
    assert.equal(searchesMinimum({ minimumTimeoutMs: 0 }), false);
  });

  it('gives the search its deadline from now, the default when none is asked', () => {
    const before = performance.now();
    const first = { presses: Uint8Array.from([1]), totalPresses: 1, solutionCount: 2n };
    const defaulted = minimumSearchOptions({}, first);
    assert.equal(defaulted.onProgress, undefined);
    assert.ok((defaulted.deadline as number) >= before + DEFAULT_MINIMUM_TIMEOUT_MS);
    assert.ok((defaulted.deadline as number) <= performance.now() + DEFAULT_MINIMUM_TIMEOUT_MS);
    const short = minimumSearchOptions({ minimumTimeoutMs: 50 }, first);
    assert.ok((short.deadline as number) <= performance.now() + 50);
  });

  it('reports the first solution at once, then the search progress as phase minimum', () => {
    const reports: SolveProgress[] = [];
    const first = { presses: Uint8Array.from([1, 0]), totalPresses: 1, solutionCount: 2n };
    const options = minimumSearchOptions({ onProgress: (progress) => reports.push(progress) }, first);
    assert.deepEqual(reports, [{ phase: 'minimum', fraction: 0, firstSolution: first }]);
    options.onProgress?.({ fraction: 0.5, bestTotal: 1, lowerBound: 0 });
    assert.deepEqual(reports[1], { phase: 'minimum', fraction: 0.5, bestTotal: 1, lowerBound: 0 });
  });

  it('forwards elimination progress as phase system once an interval has passed, and nothing when nobody listens', () => {
    assert.equal(systemProgress({}), undefined);
    const reports: SolveProgress[] = [];
    const progress = systemProgress({ onProgress: (report) => reports.push(report) });
    assert.ok(progress);
    const start = performance.now();
    while (performance.now() - start <= SYSTEM_PROGRESS_INTERVAL_MS) {
      // wait out one interval
    }
    progress(0.4);
    assert.deepEqual(reports.at(-1), { phase: 'system', fraction: 0.4 });
  });

  /** Facts of a set whose kernel must not be built (kernel() throws) unless `generators` are given. */
  const facts = (fields: Partial<SolutionSetFacts>): SolutionSetFacts => ({
    k: 2,
    particular: Uint8Array.from([1, 1, 0, 1]),
    total: 3,
    solutionCount: 4n,
    orders: [2, 2],
    kernelHeld: true,
    kernelMs: 0,
    kernel: () => {
      throw new Error('the kernel was built');
    },
    quietPatterns: null,
    solves: () => true,
    ...fields,
  });

  it('calls a particular solution minimal when it is the only one or presses nothing, with no reason', () => {
    const unique = settledOutcome(facts({ orders: [], solutionCount: 1n }), {});
    assert.deepEqual([unique.minimal, unique.lowerBound, unique.unproven, unique.totalPresses], [true, 3, null, 3]);
    const none = settledOutcome(facts({ particular: new Uint8Array(4), total: 0 }), {});
    assert.deepEqual([none.minimal, none.lowerBound, none.unproven], [true, 0, null]);
  });

  it('says why without building the kernel: no time allowed, or a kernel too large to hold', () => {
    const skipped = settledOutcome(facts({}), { minimumTimeoutMs: 0 });
    assert.deepEqual([skipped.minimal, skipped.lowerBound, skipped.unproven], [false, 0, { kind: 'skipped' }]);
    const large = settledOutcome(facts({ kernelHeld: false }), {});
    assert.deepEqual([large.minimal, large.lowerBound, large.unproven], [false, 0, { kind: 'kernelTooLarge', quietPatterns: 2 }]);
  });

  it('answers at once when the estimate is over the time allowed: the particular solution, the estimate, and no kernel when it is costly', () => {
    const reports: SolveProgress[] = [];
    const costly = facts({ kernelMs: BOUND_KERNEL_MS + 1 });
    const outcome = settledOutcome(costly, { minimumTimeoutMs: 100, onProgress: (report) => reports.push(report) });
    assert.equal(outcome.presses, costly.particular);
    assert.deepEqual([outcome.minimal, outcome.lowerBound], [false, 0]);
    assert.deepEqual(outcome.unproven, {
      kind: 'overBudget',
      solutionCount: 4n,
      estimatedMs: BOUND_KERNEL_MS + 1 + completeSearchMs(2, [2, 2], 4),
      budgetMs: 100,
    });
    // No search started, so no progress of one.
    assert.deepEqual(reports, []);
  });

  it('searches when the estimate fits, the default time included', () => {
    // x0 = 1 1 0 1 with kernel {1 1 0 0, 0 0 0 1}: the fewest is 0 0 0 0.
    const generators = [
      { pattern: Uint8Array.from([1, 1, 0, 0]), order: 2 },
      { pattern: Uint8Array.from([0, 0, 0, 1]), order: 2 },
    ];
    const outcome = settledOutcome(facts({ kernel: () => generators }), {});
    assert.deepEqual([outcome.totalPresses, outcome.minimal, outcome.lowerBound, outcome.unproven], [0, true, 0, null]);
  });

  /** Small boards with several solutions each, brute-forced. */
  const boards: { topology: Topology; rows: number; columns: number; states: number }[] = [
    { topology: 'plain', rows: 4, columns: 4, states: 2 },
    { topology: 'torus', rows: 4, columns: 4, states: 2 },
    { topology: 'torus', rows: 3, columns: 3, states: 3 },
    { topology: 'plain', rows: 2, columns: 3, states: 5 },
    { topology: 'plain', rows: 2, columns: 2, states: 6 },
    { topology: 'hex', rows: 2, columns: 3, states: 6 },
    { topology: 'torus', rows: 2, columns: 3, states: 4 },
  ];

  it('over a tiny time allowed: a solution of the set, the exact count, and a lower bound at or below the brute-force minimum', () => {
    let unproven = 0;
    let bounded = 0;
    for (const shape of boards) {
      for (let seed = 1; seed <= 4; seed++) {
        const cells = shape.rows * shape.columns;
        const grid = Uint8Array.from({ length: cells }, (_, cell) => (cell * 7 + seed * 3 + ((cell * seed) % 5)) % shape.states);
        const puzzle: Puzzle = { ...createPuzzle({ ...shape, objective: 0 }, 0), grid };
        const what = `${shape.rows}x${shape.columns} ${shape.topology} k=${shape.states} seed ${seed}`;
        const exact = bruteForceSolve(puzzle);
        const result = solvePuzzle(puzzle, { minimumTimeoutMs: 1e-6 });
        assert.equal(result.solutionCount, exact.solutionCount, what);
        if (!exact.solvable) continue;
        assertBruteForceSolves(puzzle, result.presses, what);
        assert.ok(result.lowerBound !== null && result.lowerBound <= (exact.minTotal as number), `${what}: bound ${result.lowerBound} over ${exact.minTotal}`);
        if (result.minimal) {
          assert.equal(result.totalPresses, exact.minTotal, what);
          assert.equal(result.unproven, null, what);
        } else {
          unproven++;
          if (result.lowerBound > 0) bounded++;
          assert.equal(result.unproven?.kind, 'overBudget', what);
        }
      }
    }
    assert.ok(unproven > 0 && bounded > 0, `${unproven} sets left unproven, ${bounded} with a bound above 0`);
  });

  it("takes the search's best, with what it proved and why not more", () => {
    const presses = Uint8Array.from([0, 1]);
    assert.deepEqual(searchedOutcome({ presses, total: 1, minimal: false, lowerBound: 0 }, 8n, null, { kind: 'deadline', budgetMs: 5 }), {
      solvable: true,
      presses,
      totalPresses: 1,
      minimal: false,
      lowerBound: 0,
      unproven: { kind: 'deadline', budgetMs: 5 },
      solutionCount: 8n,
      quietPatterns: null,
      certificate: null,
    });
    assert.equal(searchedOutcome({ presses, total: 1, minimal: true, lowerBound: 1 }, 8n, null, { kind: 'deadline', budgetMs: 5 }).unproven, null);
  });
});
