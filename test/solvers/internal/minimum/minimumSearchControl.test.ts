import * as assert from 'node:assert/strict';
import { ChunkedWalk, JUDGE_AFTER_MS, SearchControl, type MinimumProgress } from '../../../../src/solvers/internal/minimum/minimumSearchControl';

describe('internal solver: minimum search control', () => {
  it('reports at most once per interval, never a smaller fraction, and the bound no higher than the best', () => {
    const reports: MinimumProgress[] = [];
    const control = new SearchControl(Infinity, 10, (p) => reports.push(p));
    control.lowerBound = 12;
    control.progress(0.5);
    control.progress(0.7);
    control.progress(0.2, true);
    assert.deepEqual(reports, [
      { fraction: 0.5, bestTotal: 10, lowerBound: 10 },
      { fraction: 0.7, bestTotal: 10, lowerBound: 10 },
    ]);
  });

  it('knows when its deadline has passed', () => {
    assert.equal(new SearchControl(performance.now() - 1, 0).expired(), true);
    assert.equal(new SearchControl(performance.now() + 60_000, 0).expired(), false);
  });

  it('judges whether a search can finish only after enough work', () => {
    const control = new SearchControl(performance.now() + 60_000, 0);
    const now = performance.now();
    assert.equal(control.cannotFinish(0.001, now), false);
    assert.equal(control.cannotFinish(0.001, now - JUDGE_AFTER_MS), true);
    assert.equal(control.cannotFinish(0.5, now - JUDGE_AFTER_MS), false);
  });

  it('gives quiet copies with the same deadline and best', () => {
    let reported = 0;
    const control = new SearchControl(123, 7, () => reported++);
    const quiet = control.quiet();
    quiet.progress(1, true);
    assert.equal(reported, 0);
    assert.equal(quiet.deadline, 123);
    assert.equal(quiet.bestTotal, 7);
  });

  it('walks every step once in chunks, resuming after a step where a better solution was found', () => {
    const fractions: number[] = [];
    const control = new SearchControl(Infinity, 0, (progress) => fractions.push(progress.fraction));
    const walk = new ChunkedWalk(control);
    const searched: number[] = [];
    const complete = walk.walk(10, (from, to) => {
      for (let step = from; step < to; step++) {
        searched.push(step);
        if (step === 3) return step;
      }
      return -1;
    });
    assert.equal(complete, true);
    assert.deepEqual(searched, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    assert.equal(fractions[0] > 0 && fractions[0] <= 1, true);
  });

  it('places a pass within the whole search and stops at the deadline', () => {
    const fractions: number[] = [];
    const open = new ChunkedWalk(new SearchControl(Infinity, 0, (progress) => fractions.push(progress.fraction)));
    assert.equal(
      open.walk(4, () => -1, 4, 8),
      true,
    );
    assert.equal(fractions[0] >= 0.5 && fractions[0] <= 1, true);
    let calls = 0;
    const expired = new ChunkedWalk(new SearchControl(performance.now() - 1, 0));
    assert.equal(
      expired.walk(5, () => {
        calls++;
        return -1;
      }),
      false,
    );
    assert.equal(calls, 0);
    assert.equal(
      expired.walk(0, () => -1),
      true,
    );
  });
});
