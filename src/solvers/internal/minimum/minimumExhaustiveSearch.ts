/**
 * The exhaustive step of the minimum search: the walk that fits the set (see
 * {@link exhaustiveWalk}), on the calling thread alone or shared with a second thread that the
 * host provides ({@link SearchThreads}).
 *
 * Shared, the walk's positions are cut into blocks that the calling thread claims from the first
 * up and the helper from the middle up, each then from its far end down when it meets the other's
 * ({@link StepShare}), so each mostly walks consecutive blocks and a helper that starts late only
 * leaves more to the caller. Each thread returns the first position of its
 * blocks with its least total; the earlier of the two wins a tie. That is the single walk's
 * rule, so the answer is the single-thread answer, presses included, whichever thread found it
 * and however the blocks fell. The helper stops at the same deadline. It reads its share from a
 * copied message and writes its answer to shared memory; the caller waits for it with
 * Atomics.wait, so the search stays synchronous. Pure: the threads are the host's.
 */

import { binarySearchApplies, binaryWalk } from './minimumBinarySearch';
import { generalSearchApplies, generalWalk } from './minimumGeneralSearch';
import { groupRingSearchApplies, groupRingWalk } from './minimumGroupRingSearch';
import { reducedOrder, reducedWalk } from './minimumOrderReduction';
import type { SolutionSet } from './minimumSearch';
import {
  beats,
  SearchControl,
  SHARED_BLOCKS,
  STEP_SHARE_CELLS,
  StepShare,
  type ExhaustiveWalk,
  type Incumbent,
  type WalkOutcome,
} from './minimumSearchControl';
import { combine } from './minimumSmallSearch';
import { ternarySearchApplies, ternaryWalk } from './minimumTernarySearch';

/**
 * The walk that searches the set, or null when none applies: for k = 2 the split Walsh-Hadamard
 * walk, for a kernel of order 2 or 3 alone (k = 4, 6, 12, ...) the k = 2 or k = 3 walk of the
 * reduced set, for k = 3 the Eisenstein walk, then the group ring walk, then the general walk.
 */
export function exhaustiveWalk(set: SolutionSet): ExhaustiveWalk | null {
  if (set.k === 2) return binarySearchApplies(set) ? binaryWalk : null;
  // The predicates read only k and the orders: the reduced set itself is built by the walk.
  const q = reducedOrder(set);
  const reduced: SolutionSet | null =
    q === null ? null : { k: q, particular: new Uint8Array(0), generators: set.generators.map(() => ({ pattern: new Uint8Array(0), order: q })) };
  if (reduced !== null && reduced.k === 2 && binarySearchApplies(reduced)) return reducedWalk(binaryWalk);
  if (reduced !== null && ternarySearchApplies(reduced)) return reducedWalk(ternaryWalk);
  if (ternarySearchApplies(set)) return ternaryWalk;
  if (groupRingSearchApplies(set)) return groupRingWalk;
  return generalSearchApplies(set) ? generalWalk : null;
}

/** What a helper thread is sent: the set, the incumbent's total, the deadline and the shared memory of the search. */
export interface SearchShareMessage {
  readonly set: SolutionSet;
  readonly incumbentTotal: number;
  /** The deadline as a Date.now() time (each thread has its own performance.now() origin); Infinity for none. */
  readonly deadlineEpochMs: number;
  /** The {@link StepShare} cells, the helper's state and its answer (see {@link sharedViews}). */
  readonly memory: SharedArrayBuffer;
}

/** A thread of the host that runs {@link searchShare} on each message it is posted. */
export interface SearchThread {
  /** Sends the thread a share of a search (the message is copied). */
  post(message: SearchShareMessage): void;
  /** Ends the thread at once; calling it again does nothing. */
  end(): void;
}

/**
 * Starts helper threads for the exhaustive search, where the host has threads and shared memory
 * (the command line, the extension's solver worker); `start` returns null when no thread can start.
 */
export interface SearchThreads {
  start(): SearchThread | null;
}

/** The helper's state in its shared memory. */
const RUNNING = 0;
const DONE = 1;
const FAILED = 2;

/** Int32 cells after the step share: the state, whether the helper's walk was complete, whether it found a solution. */
const STATE = STEP_SHARE_CELLS;
const COMPLETE = STEP_SHARE_CELLS + 1;
const FOUND = STEP_SHARE_CELLS + 2;
const HEADER_CELLS = STEP_SHARE_CELLS + 3;

/** Milliseconds the caller waits past the deadline for a helper that has claimed blocks: it looks at the clock between chunks of about 50 ms. */
const JOIN_GRACE_MS = 1000;

/**
 * Without a deadline, the caller waits for the helper's last block at most this many times as long
 * as one of its own blocks took (plus {@link JOIN_GRACE_MS}): when its own blocks are done, the
 * helper holds at most the block it is walking, and a helper that died without a word (its
 * thread's exit cannot reach a caller blocked in Atomics.wait) must not hold the solve forever.
 */
const LAST_BLOCK_ALLOWANCE = 4;

/**
 * The Int32 cells of a search's shared memory: the {@link StepShare} cells (a claim per block: 0
 * none, 1 the caller, 2 the helper; then the blocks walked), then the helper's state (0 while it
 * runs).
 */
export function shareCells(memory: SharedArrayBuffer): Int32Array {
  return new Int32Array(memory, 16, HEADER_CELLS);
}

/** The views of a search's shared memory: the total and position (doubles), then the Int32 cells, then the digits. */
function sharedViews(memory: SharedArrayBuffer, generators: number): { numbers: Float64Array; cells: Int32Array; digits: Int32Array } {
  return {
    numbers: new Float64Array(memory, 0, 2),
    cells: shareCells(memory),
    digits: new Int32Array(memory, 16 + 4 * HEADER_CELLS, generators),
  };
}

/** Bytes of a search's shared memory for `generators` generators. */
function sharedBytes(generators: number): number {
  return 16 + 4 * (HEADER_CELLS + generators);
}

/**
 * Searches the set exhaustively from the incumbent until the control's deadline, with the helper's
 * help when one is given (it is sent the set once; the caller ends it). Returns the best member
 * found (the incumbent when nothing beats it) and whether every solution was covered, or null
 * when no exhaustive search applies. The answer does not depend on the helper.
 */
export function exhaustiveSearch(
  set: SolutionSet,
  incumbent: Incumbent,
  control: SearchControl,
  helper: SearchThread | null = null,
): { best: Incumbent; complete: boolean } | null {
  const walk = exhaustiveWalk(set);
  if (walk === null) return null;
  const outcome = helper === null ? walk(set, incumbent.total, control) : sharedWalk(walk, set, incumbent.total, control, helper);
  if (outcome.digits === null) return { best: incumbent, complete: outcome.complete };
  return { best: { presses: combine(set, outcome.digits), total: outcome.total }, complete: outcome.complete };
}

/** The walk shared with the helper: its blocks and answer through shared memory, the better answer of the two. */
function sharedWalk(walk: ExhaustiveWalk, set: SolutionSet, incumbentTotal: number, control: SearchControl, helper: SearchThread): WalkOutcome {
  const d = set.generators.length;
  const memory = new SharedArrayBuffer(sharedBytes(d));
  const { numbers, cells, digits } = sharedViews(memory, d);
  const deadlineEpochMs = Number.isFinite(control.deadline) ? Date.now() + (control.deadline - performance.now()) : Infinity;
  helper.post({ set, incumbentTotal, deadlineEpochMs, memory });
  const started = performance.now();
  const own = walk(set, incumbentTotal, control, undefined, new StepShare(cells, false));
  const ownMs = performance.now() - started;
  // A helper that claimed no block has nothing to add (it may never have started).
  let helped = false;
  let ownBlocks = 0;
  for (let block = 0; block < SHARED_BLOCKS; block++) {
    const claim = Atomics.load(cells, block);
    if (claim === 2) helped = true;
    if (claim === 1) ownBlocks++;
  }
  if (!helped) return own;
  const waitUntil = Number.isFinite(control.deadline)
    ? control.deadline + JOIN_GRACE_MS
    : performance.now() + (LAST_BLOCK_ALLOWANCE * ownMs) / Math.max(1, ownBlocks) + JOIN_GRACE_MS;
  while (Atomics.load(cells, STATE) === RUNNING) {
    const left = waitUntil - performance.now();
    if (left <= 0) break;
    Atomics.wait(cells, STATE, RUNNING, left);
  }
  if (Atomics.load(cells, STATE) !== DONE) return { ...own, complete: false };
  const complete = own.complete && cells[COMPLETE] === 1;
  if (cells[FOUND] === 1) {
    const other = { total: numbers[0], position: numbers[1], digits: Array.from(digits) };
    if (beats(other.total, other.position, own.total, own.digits === null ? -1 : own.position)) {
      control.bestTotal = Math.min(control.bestTotal, other.total);
      return { ...other, complete };
    }
  }
  return { ...own, complete };
}

/**
 * The helper's side (what a {@link SearchThread} runs): walks the blocks it claims (as the second
 * thread of the {@link StepShare}), with the same walk and deadline as the caller, and writes its answer to the shared memory
 * (its state DONE, or FAILED when the walk threw), waking the caller.
 */
export function searchShare(message: SearchShareMessage): void {
  const { set, incumbentTotal, deadlineEpochMs, memory } = message;
  const { numbers, cells, digits } = sharedViews(memory, set.generators.length);
  let state = FAILED;
  try {
    const walk = exhaustiveWalk(set);
    if (walk === null) return;
    const deadline = Number.isFinite(deadlineEpochMs) ? performance.now() + (deadlineEpochMs - Date.now()) : Infinity;
    const outcome = walk(set, incumbentTotal, new SearchControl(deadline, incumbentTotal), undefined, new StepShare(cells, true));
    cells[COMPLETE] = outcome.complete ? 1 : 0;
    if (outcome.digits !== null) {
      cells[FOUND] = 1;
      numbers[0] = outcome.total;
      numbers[1] = outcome.position;
      digits.set(outcome.digits);
    }
    state = DONE;
  } finally {
    Atomics.store(cells, STATE, state);
    Atomics.notify(cells, STATE);
  }
}
