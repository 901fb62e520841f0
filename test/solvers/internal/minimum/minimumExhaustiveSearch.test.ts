import * as assert from 'node:assert/strict';
import { join } from 'node:path';
import fc from 'fast-check';
import {
  exhaustiveSearch,
  exhaustiveWalk,
  searchShare,
  shareCells,
  type SearchShareMessage,
  type SearchThread,
} from '../../../../src/solvers/internal/minimum/minimumExhaustiveSearch';
import { minimumSolution, type SolutionSet } from '../../../../src/solvers/internal/minimum/minimumSearch';
import { SearchControl, SHARED_BLOCKS, STEP_SHARE_CELLS } from '../../../../src/solvers/internal/minimum/minimumSearchControl';
import { settledOutcome, type SolutionSetFacts } from '../../../../src/solvers/internal/solveOutcome';
import { startHelperThread } from '../../../../src/workers/helperThread';
import { classedCoset, cosetHas, cosetMinimum, patternTotal, randomCoset } from '../../../support/bruteForce';

/** tsc's output of the helper thread's entry. */
const workerScript = join(__dirname, '..', '..', '..', '..', 'src', 'solvers', 'internal', 'minimum', 'minimumSearchWorker.js');

/**
 * A helper on the calling thread that takes its share at once when posted, as if the caller had
 * already claimed the first `callerBlocks` blocks: every split of the blocks, deterministically.
 * `expired`: its deadline has passed when it starts (it claims a block and searches nothing).
 */
function splittingHelper(callerBlocks: number, expired = false): SearchThread & { readonly posts: number } {
  let posts = 0;
  return {
    get posts() {
      return posts;
    },
    post(message: SearchShareMessage) {
      posts++;
      const cells = shareCells(message.memory);
      for (let block = 0; block < callerBlocks; block++) cells[block] = 1;
      searchShare(expired ? { ...message, deadlineEpochMs: Date.now() - 1 } : message);
      for (let block = 0; block < callerBlocks; block++) cells[block] = 0;
    },
    end: () => undefined,
  };
}

function alone(set: SolutionSet, deadline = Infinity) {
  const start = { presses: set.particular, total: patternTotal(set.particular) };
  return exhaustiveSearch(set, start, new SearchControl(deadline, start.total));
}

function shared(set: SolutionSet, helper: SearchThread, deadline = Infinity) {
  const start = { presses: set.particular, total: patternTotal(set.particular) };
  return exhaustiveSearch(set, start, new SearchControl(deadline, start.total), helper);
}

describe('internal solver: the exhaustive minimum search shared by two threads', () => {
  it('gives the single-thread answer, presses included, for every split of the blocks (k = 2..12 and the general search)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 15, 18),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 1, max: 14 }),
        fc.array(fc.nat(), { minLength: 60, maxLength: 60 }),
        fc.array(fc.nat(), { minLength: 9, maxLength: 9 }),
        fc.integer({ min: 0, max: SHARED_BLOCKS }),
        (k, d, cells, values, orders, callerBlocks) => {
          const set = randomCoset(k, cells, d, values, orders);
          if (set.generators.reduce((product, g) => product * g.order, 1) > 20_000 || exhaustiveWalk(set) === null) return;
          const single = alone(set);
          const helper = splittingHelper(callerBlocks);
          const split = shared(set, helper);
          assert.equal(helper.posts, 1);
          assert.deepEqual(split, single);
          assert.equal(split?.complete, true);
          assert.equal(split?.best.total, cosetMinimum(set));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('gives the single-thread answer when the blocks are whole batches of lanes (k = 3, 3^11 to 3^13 solutions)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 11, max: 13 }),
        fc.array(fc.nat(), { minLength: 70, maxLength: 70 }),
        fc.integer({ min: 0, max: SHARED_BLOCKS }),
        (d, values, callerBlocks) => {
          const set = randomCoset(3, 40, d, values, [0]);
          assert.deepEqual(shared(set, splittingHelper(callerBlocks)), alone(set));
        },
      ),
      { numRuns: 12 },
    );
  });

  it('gives the single-thread answer on sets whose sums outgrow 16-bit lanes (k = 3, 36000 cells)', function () {
    this.timeout(20_000);
    for (const [seed, callerBlocks] of [
      [4, 0],
      [5, 13],
      [6, SHARED_BLOCKS],
    ]) {
      const set = classedCoset(36_000, 10, 300, seed);
      assert.deepEqual(shared(set, splittingHelper(callerBlocks)), alone(set));
    }
  });

  it("ends incomplete with a member of the set when the deadline ends the helper's share", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(2, 3, 4, 5, 6, 9, 12, 15),
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.nat(), { minLength: 60, maxLength: 60 }),
        fc.integer({ min: 0, max: SHARED_BLOCKS - 1 }),
        (k, d, values, callerBlocks) => {
          const set = randomCoset(k, 12, k === 2 ? d + 4 : d, values, [0]);
          if (exhaustiveWalk(set) === null) return;
          const split = shared(set, splittingHelper(callerBlocks, true));
          assert.ok(split);
          assert.equal(split.complete, false);
          assert.equal(split.best.total, patternTotal(split.best.presses));
          assert.ok(cosetHas(set, split.best.presses));
          assert.ok(split.best.total >= cosetMinimum(set));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('keeps a proven bound and a consistent total when the deadline passes during a shared search', () => {
    for (let milliseconds = 0; milliseconds <= 6; milliseconds += 2) {
      const set = randomCoset(
        3,
        300,
        13,
        Array.from({ length: 499 }, (_, i) => (i * 7919 + milliseconds) % 103),
        [0],
      );
      const least = alone(set)?.best.total;
      assert.ok(least !== undefined);
      const result = minimumSolution(set, { deadline: performance.now() + milliseconds, helper: splittingHelper(milliseconds * 4, milliseconds === 0) });
      assert.equal(result.total, patternTotal(result.presses));
      assert.ok(result.lowerBound <= least && least <= result.total);
      if (result.minimal) assert.equal(result.total, least);
    }
  });

  it('takes the earlier of equal totals whichever thread found it', () => {
    // Two generators that change nothing: every member has the particular's total, and 0 beats it at the first position only.
    const set: SolutionSet = {
      k: 3,
      particular: Uint8Array.of(1, 1, 0, 0),
      generators: [
        { pattern: Uint8Array.of(2, 0, 1, 0), order: 3 },
        { pattern: Uint8Array.of(0, 2, 0, 1), order: 3 },
        { pattern: Uint8Array.of(0, 0, 0, 0), order: 3 },
        { pattern: Uint8Array.of(0, 0, 0, 0), order: 3 },
      ],
    };
    const single = alone(set);
    for (let callerBlocks = 0; callerBlocks <= SHARED_BLOCKS; callerBlocks++) assert.deepEqual(shared(set, splittingHelper(callerBlocks)), single);
  });

  it('searches with a real helper thread and gives the single-thread answer', function () {
    this.timeout(60_000);
    const thread = startHelperThread<SearchShareMessage>(workerScript);
    assert.ok(thread);
    try {
      // Wait until the thread serves messages: a set no walk takes ends at once, as failed.
      const memory = new SharedArrayBuffer(1024);
      thread.post({ set: { k: 2, particular: Uint8Array.of(1), generators: [] }, incumbentTotal: 1, deadlineEpochMs: Infinity, memory });
      assert.equal(Atomics.wait(shareCells(memory), STEP_SHARE_CELLS, 0, 30_000), 'ok');
      for (const [k, d] of [
        [3, 13],
        [2, 26],
        [5, 9],
      ]) {
        const set = randomCoset(
          k,
          600,
          d,
          Array.from({ length: 997 }, (_, i) => (i * 7919) % 101),
          [1],
        );
        assert.deepEqual(shared(set, thread), alone(set));
      }
    } finally {
      thread.end();
      thread.end();
    }
  });

  it('searches alone when the helper never answers', () => {
    const silent: SearchThread = { post: () => undefined, end: () => undefined };
    const set = randomCoset(3, 30, 8, [5, 1, 2, 7, 3, 9, 4], [1]);
    assert.deepEqual(shared(set, silent), alone(set));
  });

  it('does not wait forever, without a deadline, for a helper that claimed a block and died: the answer is then not complete', () => {
    // Claims the last block and never answers, as a thread that died without a word.
    const dead: SearchThread = { post: (message) => void (shareCells(message.memory)[31] = 2), end: () => undefined };
    const set = randomCoset(3, 30, 8, [5, 1, 2, 7, 3, 9, 4], [1]);
    // Before the bound, this call never returned.
    const outcome = shared(set, dead);
    assert.equal(outcome?.complete, false);
    assert.ok(alone(set)?.complete);
  });

  it('ends the helper thread a solve starts, when the search ends and when it throws', () => {
    // 2^30 solutions (a search estimated past the bar for a second thread) whose particular solution meets the first lower bound.
    const generators = Array.from({ length: 30 }, (_, i) => ({
      pattern: Uint8Array.from({ length: 64 }, (_, cell) => (cell > 0 && (cell * (i + 3)) % 7 < 3 ? 1 : 0)),
      order: 2,
    }));
    const particular = Uint8Array.from({ length: 64 }, (_, cell) => (cell === 0 ? 1 : 0));
    for (const solves of [true, false]) {
      let started = 0;
      let ended = 0;
      const facts: SolutionSetFacts = {
        k: 2,
        particular,
        total: 1,
        solutionCount: 2n ** 30n,
        orders: generators.map((g) => g.order),
        kernelHeld: true,
        kernelMs: 0,
        kernel: () => generators,
        quietPatterns: null,
        solves: () => solves,
      };
      const searchThreads = {
        start: (): SearchThread => {
          started++;
          return { post: () => undefined, end: () => ended++ };
        },
      };
      if (solves) assert.equal(settledOutcome(facts, { searchThreads }).minimal, true);
      else assert.throws(() => settledOutcome(facts, { searchThreads }), /left the solution set/);
      assert.equal(started, 1);
      assert.equal(ended, 1);
    }
  });
});
