import * as assert from 'node:assert/strict';
import {
  minimumSearchOptions,
  particularOutcome,
  searchedOutcome,
  searchesMinimum,
  SYSTEM_PROGRESS_INTERVAL_MS,
  systemProgress,
} from '../../../src/solvers/internal/solveOutcome';
import { DEFAULT_MINIMUM_TIMEOUT_MS, type SolveProgress } from '../../../src/solvers/types';

describe('internal solver: what a solve returns, and how it starts the minimum search', () => {
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

  it('calls a particular solution minimal when it is the only one or presses nothing', () => {
    const presses = Uint8Array.from([1, 1]);
    assert.deepEqual(particularOutcome(presses, 2, true, 1n, []), {
      solvable: true,
      presses,
      totalPresses: 2,
      minimal: true,
      lowerBound: 2,
      solutionCount: 1n,
      quietPatterns: [],
      certificate: null,
    });
    const several = particularOutcome(presses, 2, false, 4n, null);
    assert.equal(several.minimal, false);
    assert.equal(several.lowerBound, 0);
    const none = particularOutcome(new Uint8Array(2), 0, false, 4n, null);
    assert.equal(none.minimal, true);
    assert.equal(none.lowerBound, 0);
  });

  it("takes the search's best, with what it proved", () => {
    const presses = Uint8Array.from([0, 1]);
    assert.deepEqual(searchedOutcome({ presses, total: 1, minimal: false, lowerBound: 1 }, 8n, null), {
      solvable: true,
      presses,
      totalPresses: 1,
      minimal: false,
      lowerBound: 1,
      solutionCount: 8n,
      quietPatterns: null,
      certificate: null,
    });
  });
});
