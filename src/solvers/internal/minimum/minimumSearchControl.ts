/**
 * The minimum search's clock and progress: a deadline checked between chunks of work, the best
 * total and proven lower bound known so far, and progress reports throttled to a few a second.
 * Also what every exhaustive search takes and gives, and the chunked walk they share. Pure apart
 * from reading the clock and calling the given callback.
 */

import type { KernelChoice } from '../kernels/wasmRuntime';
import type { SolutionSet } from './minimumSearch';

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
    let step = 0;
    while (step < steps) {
      if (this.control.expired() || this.control.cannotFinish((before + step) / total, this.begun)) return false;
      const started = performance.now();
      const to = Math.min(steps, step + this.chunk);
      const found = searchChunk(step, to);
      if (found >= 0) {
        step = found + 1;
      } else {
        step = to;
        this.chunk = nextChunk(this.chunk, performance.now() - started);
      }
      this.control.progress((before + step) / total);
    }
    return true;
  }
}
