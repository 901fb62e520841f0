/**
 * The minimum search's clock and progress: a deadline checked between chunks of work, the best
 * total and proven lower bound known so far, and progress reports throttled to a few a second.
 * Also what every exhaustive search takes and gives, and the chunked walk they share. Pure apart
 * from reading the clock and calling the given callback.
 */

import type { KernelChoice } from '../kernels/wasmRuntime';
import type { SolutionSet } from './minimumSearch';
import { combine } from './minimumSmallSearch';

/** A member of a solution set: its presses and their total. */
export interface Incumbent {
  readonly presses: Uint8Array;
  readonly total: number;
}

/** A solution found and whether the whole set was searched. */
export interface SearchOutcome extends Incumbent {
  readonly complete: boolean;
}

/**
 * An exhaustive search: searches the whole set from the incumbent (a member of the set) until the
 * control's deadline and returns the best found; `complete` when every solution was covered.
 * `choice` picks the kernel where the search has a SIMD one.
 */
export type ExhaustiveSearch = (set: SolutionSet, incumbent: Incumbent, control: SearchControl, choice?: KernelChoice) => SearchOutcome;

/**
 * What a walk of an exhaustive search found: the best total, the generator coefficients of the
 * solution with it and its position in the walk (null and -1 when nothing beat the incumbent's
 * total), and whether every position the walk took was searched before the deadline.
 */
export interface WalkOutcome {
  readonly total: number;
  readonly digits: readonly number[] | null;
  readonly position: number;
  readonly complete: boolean;
}

/**
 * The walk of an exhaustive search over the set from an incumbent's total: the positions of the
 * search (every solution once) are walked in one order, and the solution returned is the first
 * position (and within it, the search's first choice) with the least total below the incumbent's.
 * With a {@link StepShare} only the blocks of positions this thread claims are walked (see
 * {@link ChunkedWalk.walkPositions}), and the result is the same rule over those blocks.
 */
export type ExhaustiveWalk = (set: SolutionSet, incumbentTotal: number, control: SearchControl, choice?: KernelChoice, share?: StepShare) => WalkOutcome;

/** The {@link ExhaustiveSearch} of a walk: the presses of what it found (x0 + sum c_i g_i), or the incumbent. */
export function searchOfWalk(walk: ExhaustiveWalk): ExhaustiveSearch {
  return (set, incumbent, control, choice) => {
    const outcome = walk(set, incumbent.total, control, choice);
    if (outcome.digits === null) return { ...incumbent, complete: outcome.complete };
    return { presses: combine(set, outcome.digits), total: outcome.total, complete: outcome.complete };
  };
}

/**
 * Whether a find at `position` with `total` beats the best so far (`bestTotal` at `bestPosition`,
 * -1 for the incumbent): a smaller total, or the same total at an earlier position of the walk
 * (never the incumbent's). So walks over blocks in any order agree with one walk in order.
 */
export function beats(total: number, position: number, bestTotal: number, bestPosition: number): boolean {
  return total < bestTotal || (total === bestTotal && bestPosition >= 0 && position < bestPosition);
}

/** Progress as the minimum search reports it. */
export interface MinimumProgress {
  readonly fraction: number;
  readonly bestTotal: number;
  readonly lowerBound: number;
}

/** Least time between two progress reports: at most 4 a second. */
export const PROGRESS_INTERVAL_MS = 250;

/** Work a search does before its rate is taken to say whether it can finish. */
export const JUDGE_AFTER_MS = 1000;

/** Time per chunk of steps between two looks at the clock, in the exhaustive searches. */
const CHUNK_MS = 50;

/**
 * The number of steps of an exhaustive search's next chunk, from the last chunk's size and the
 * milliseconds it took: about {@link CHUNK_MS} of work, doubling while a chunk takes no measurable
 * time, between 1 and 2^24 steps.
 */
export function nextChunk(chunk: number, elapsedMs: number): number {
  return Math.max(1, Math.min(2 ** 24, Math.round(elapsedMs > 0 ? (chunk * CHUNK_MS) / elapsedMs : chunk * 2)));
}

/** The shared state of one minimum search. */
export class SearchControl {
  /** The fewest presses found so far. */
  bestTotal: number;
  /** A proven lower bound on every solution's presses. */
  lowerBound = 0;
  private lastReport = -Infinity;
  private lastFraction = 0;

  /** performance.now() time the search began. */
  readonly startedAt = performance.now();

  constructor(
    /** performance.now() time to stop at. */
    readonly deadline: number,
    initialTotal: number,
    private readonly onProgress?: (progress: MinimumProgress) => void,
  ) {
    this.bestTotal = initialTotal;
  }

  /** A control with the same deadline and best total that reports nothing (for searches inside a search). */
  quiet(): SearchControl {
    return new SearchControl(this.deadline, this.bestTotal);
  }

  /** Reports the share of the time until the deadline that has passed (nothing without a deadline). */
  progressByTime(): void {
    if (Number.isFinite(this.deadline)) this.progress((performance.now() - this.startedAt) / (this.deadline - this.startedAt));
  }

  /** Whether the deadline has passed. */
  expired(): boolean {
    return performance.now() >= this.deadline;
  }

  /** Milliseconds left before the deadline (negative once passed). */
  remaining(): number {
    return this.deadline - performance.now();
  }

  /**
   * Whether a search begun at `startedAt` that has done `fraction` of its work at a steady rate
   * would end after the deadline; judged only after {@link JUDGE_AFTER_MS} of work.
   */
  cannotFinish(fraction: number, startedAt: number): boolean {
    const elapsed = performance.now() - startedAt;
    if (elapsed < JUDGE_AFTER_MS || fraction >= 1) return false;
    return fraction <= 0 || startedAt + elapsed / fraction > this.deadline;
  }

  /** Reports progress (never less than before) unless one was reported within {@link PROGRESS_INTERVAL_MS}; `force` reports anyway. */
  progress(fraction: number, force = false): void {
    this.lastFraction = Math.max(this.lastFraction, Math.min(1, fraction));
    if (!this.onProgress) return;
    const now = performance.now();
    if (!force && now - this.lastReport < PROGRESS_INTERVAL_MS) return;
    this.lastReport = now;
    this.onProgress({ fraction: this.lastFraction, bestTotal: this.bestTotal, lowerBound: Math.min(this.lowerBound, this.bestTotal) });
  }
}

/**
 * Blocks the positions of one exhaustive search are cut into when two threads share it: the thread
 * that ends first waits for at most the other's last block, a 64th of the search (each thread
 * walks runs of consecutive blocks, so more blocks cost no more reloads).
 */
export const SHARED_BLOCKS = 64;

/** Int32 cells of a {@link StepShare}'s memory: a claim per block, then the count of blocks walked. */
export const STEP_SHARE_CELLS = SHARED_BLOCKS + 1;

/**
 * The positions of one exhaustive search shared by two threads through shared memory (an
 * Int32Array of {@link STEP_SHARE_CELLS} cells over a SharedArrayBuffer, zero at first): cut into
 * {@link SHARED_BLOCKS} blocks of consecutive positions, each claimed by one thread at a time. The
 * first thread claims from the first block up, the second from the middle block up, so each walks
 * consecutive blocks (its walk goes on from one block to the next without reloading). A thread
 * whose run up meets a block the other holds (or the last block) claims from the top of what is
 * left down instead, until it meets the other thread's blocks again: the first thread from the
 * last block, the second from the block below the middle (from the last block when the first
 * thread had passed the middle before the second claimed anything). Each block is walked by
 * exactly one thread, every block is claimed once both have stopped, and a thread that starts
 * late, or never, leaves more to the other.
 */
export class StepShare {
  private up = true;
  private cursor: number;

  constructor(
    private readonly cells: Int32Array,
    /** Whether this is the second thread (it starts from the middle block). */
    readonly second: boolean,
  ) {
    this.cursor = second ? SHARED_BLOCKS / 2 : 0;
  }

  /** Claims this thread's next block and returns it, or -1 when this thread has no block left to claim. */
  next(): number {
    for (;;) {
      const block = this.cursor;
      const inRun = this.up ? block < SHARED_BLOCKS : block >= 0;
      if (inRun && Atomics.compareExchange(this.cells, block, 0, this.second ? 2 : 1) === 0) {
        this.cursor += this.up ? 1 : -1;
        return block;
      }
      // The run met the other thread's blocks (or its end): the run down, once.
      if (!this.up) return -1;
      this.up = false;
      // The second thread takes the blocks below the middle, unless the first is past the middle already.
      const climbed = this.second && this.cursor > SHARED_BLOCKS / 2;
      this.cursor = climbed ? SHARED_BLOCKS / 2 - 1 : SHARED_BLOCKS - 1;
    }
  }

  /** Counts a block as walked (by either thread). */
  walked(): void {
    Atomics.add(this.cells, SHARED_BLOCKS, 1);
  }

  /** Blocks walked by both threads so far. */
  blocksWalked(): number {
    return Atomics.load(this.cells, SHARED_BLOCKS);
  }
}

/**
 * The chunked walk of an exhaustive search: steps taken in chunks of about {@link CHUNK_MS},
 * the clock looked at between chunks. One walk may serve several passes over steps (their chunk
 * size carries over).
 */
export class ChunkedWalk {
  private chunk = 1;
  private readonly begun = performance.now();

  constructor(private readonly control: SearchControl) {}

  /**
   * Walks steps 0..steps-1, calling `searchChunk(from, to)` for each chunk: it returns the step
   * where it found a better solution (the walk resumes after it) or -1 when it searched the whole
   * chunk. `before` and `total` are the whole search's steps done before this pass and in all, for
   * the progress and the judgement whether the search can finish. Returns whether every step was
   * searched before the deadline.
   */
  walk(steps: number, searchChunk: (from: number, to: number) => number, before = 0, total = steps): boolean {
    return this.walkRange(0, steps, searchChunk, (step) => (before + step) / total);
  }

  /**
   * Walks the positions batch * steps + step of `batches` passes over steps 0..steps-1 in order:
   * `load(batch, step)` sets the search at the state before `step` of `batch` (the Gray code
   * state of step - 1, none for step 0) wherever the walk does not go on from the last chunk,
   * then `searchChunk(batch, from, to)` searches chunks as in {@link walk}. With a `share`, only
   * the blocks this thread claims are walked (the positions of each block in order; whole batches
   * when there are at least half as many batches as blocks), and the progress counts the blocks of both
   * threads. Returns whether every position this thread took
   * was searched before the deadline.
   */
  walkPositions(
    batches: number,
    steps: number,
    load: (batch: number, step: number) => void,
    searchChunk: (batch: number, from: number, to: number) => number,
    share?: StepShare,
  ): boolean {
    const total = batches * steps;
    const blocks = share ? SHARED_BLOCKS : 1;
    let next = -1;
    for (let block = share ? share.next() : 0; block >= 0; block = share ? share.next() : -1) {
      // Blocks of whole batches when there are at least half as many batches: a block then loads no more than a batch does.
      const unit = 2 * batches >= blocks ? steps : 1;
      const start = Math.floor((block * total) / unit / blocks) * unit;
      const end = Math.floor(((block + 1) * total) / unit / blocks) * unit;
      const fraction = (position: number): number =>
        share ? (share.blocksWalked() + (position - start) / Math.max(1, end - start)) / blocks : position / Math.max(1, total);
      for (let position = start; position < end;) {
        const batch = Math.floor(position / steps);
        const first = batch * steps;
        const stop = Math.min(end, first + steps);
        if (position !== next || position === first) load(batch, position - first);
        const complete = this.walkRange(
          position - first,
          stop - first,
          (from, to) => searchChunk(batch, from, to),
          (step) => fraction(first + step),
        );
        if (!complete) return false;
        position = next = stop;
      }
      share?.walked();
    }
    return true;
  }

  /** Walks steps from..to-1 in chunks; `fraction(step)` is the share of the search done at a step. */
  private walkRange(from: number, to: number, searchChunk: (from: number, to: number) => number, fraction: (step: number) => number): boolean {
    let step = from;
    while (step < to) {
      if (this.control.expired() || this.control.cannotFinish(fraction(step), this.begun)) return false;
      const started = performance.now();
      const last = Math.min(to, step + this.chunk);
      const found = searchChunk(step, last);
      if (found >= 0) {
        step = found + 1;
      } else {
        step = last;
        this.chunk = nextChunk(this.chunk, performance.now() - started);
      }
      this.control.progress(fraction(step));
    }
    return true;
  }
}
