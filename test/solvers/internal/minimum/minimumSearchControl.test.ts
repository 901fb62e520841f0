import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  ChunkedWalk,
  JUDGE_AFTER_MS,
  SearchControl,
  SHARED_BLOCKS,
  STEP_SHARE_CELLS,
  StepShare,
  type MinimumProgress,
} from '../../../../src/solvers/internal/minimum/minimumSearchControl';

/**
 * Two threads sharing the blocks, interleaved by `schedule` (at each turn, which thread acts; a
 * thread walks each block it claims for `lengths[block]` turns; the second joins at turn `late`):
 * the blocks each claimed, in order, and how many blocks were claimed when the first stopped.
 */
function shareBlocks(schedule: readonly boolean[], lengths: readonly number[], late: number) {
  const cells = new Int32Array(new SharedArrayBuffer(4 * STEP_SHARE_CELLS));
  const threads = [new StepShare(cells, false), new StepShare(cells, true)];
  const claimed: number[][] = [[], []];
  const busy = [0, 0];
  // A second thread that never comes is done from the start.
  const done = [false, late === Infinity];
  let claimedWhenFirstStopped = 0;
  for (let turn = 0; !(done[0] && done[1]); turn++) {
    const t = done[0] || (!done[1] && schedule[turn % schedule.length] && turn >= late) ? 1 : 0;
    if (done[t]) continue;
    if (busy[t] > 0) {
      busy[t]--;
      continue;
    }
    const block = threads[t].next();
    if (block < 0) {
      done[t] = true;
      if (t === 0) claimedWhenFirstStopped = cells.subarray(0, SHARED_BLOCKS).filter((cell) => cell !== 0).length;
      continue;
    }
    claimed[t].push(block);
    busy[t] = lengths[block];
  }
  return { claimed, cells, claimedWhenFirstStopped };
}

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

  it('shares the blocks between two threads: each claimed once, all claimed when the first stops, in at most two runs of consecutive blocks each', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 1, maxLength: 50 }),
        fc.array(fc.integer({ min: 0, max: 6 }), { minLength: SHARED_BLOCKS, maxLength: SHARED_BLOCKS }),
        fc.integer({ min: 0, max: 400 }),
        (schedule, lengths, late) => {
          const { claimed, cells, claimedWhenFirstStopped } = shareBlocks(schedule, lengths, late);
          // The first thread stops only when no block is left: the second then holds at most the one it walks.
          assert.equal(claimedWhenFirstStopped, SHARED_BLOCKS);
          const all = [...claimed[0], ...claimed[1]].sort((a, b) => a - b);
          assert.deepEqual(
            all,
            Array.from({ length: SHARED_BLOCKS }, (_, block) => block),
          );
          claimed.forEach((blocks, t) => blocks.forEach((block) => assert.equal(cells[block], t + 1)));
          // At most two runs each: one up, one down.
          for (const blocks of claimed) {
            let runs = 0;
            blocks.forEach((block, i) => {
              if (i === 0 || Math.abs(block - blocks[i - 1]) !== 1) runs++;
            });
            assert.ok(runs <= 2, `runs of ${blocks.join(' ')}`);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('starts the first thread at the first block and the second at the middle, and leaves all to the first when the second never comes', () => {
    const even = shareBlocks([false, true], new Array<number>(SHARED_BLOCKS).fill(1), 0);
    assert.deepEqual(
      even.claimed[0],
      Array.from({ length: SHARED_BLOCKS / 2 }, (_, block) => block),
    );
    assert.deepEqual(
      even.claimed[1],
      Array.from({ length: SHARED_BLOCKS / 2 }, (_, block) => SHARED_BLOCKS / 2 + block),
    );
    const alone = shareBlocks([true], new Array<number>(SHARED_BLOCKS).fill(1), Infinity);
    assert.deepEqual(
      alone.claimed[0],
      Array.from({ length: SHARED_BLOCKS }, (_, block) => block),
    );
    assert.deepEqual(alone.claimed[1], []);
  });
});
