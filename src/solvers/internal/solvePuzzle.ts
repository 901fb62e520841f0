/**
 * The internal engine: exact solving over Z_k for every k in 2..36, every topology and size.
 *
 * 1. The board's system is split by the Chinese remainder theorem into its prime-power parts and
 *    each part solved by the fastest exact method for the shape ({@link boardSystem}): polynomial
 *    methods for plain and torus boards over GF(p), light chasing to a small reduced system
 *    eliminated mod p and lifted to p^e otherwise. Plain boards with k = 2 keep their own
 *    bit-packed path end to end ({@link solveBinaryPlainPuzzle}). Boards with holes or another
 *    neighbourhood (symmetric or not) take the general chase over their own rules; a per-cell
 *    target only changes the right-hand side b_e = target_e - state_e.
 * 2. The solution set is x0 + kernel; its size is the exact solution count, and the minimum-press
 *    member is searched over the kernel until a deadline when the search's estimated cost fits the
 *    time allowed ({@link settledOutcome}), with a proven lower bound and the reason when it is not
 *    proven.
 * 3. An unsolvable board gets a certificate: a quiet pattern of the transposed system (the
 *    system itself when the neighbourhood is symmetric) whose dot product with the board's
 *    right-hand side is not 0.
 * 4. Every returned pattern and certificate is checked against the board's equations first.
 * Pure.
 */

import { cellCount, checkShape, type Puzzle } from '../../core/puzzle';
import type { SolveOptions, SolveResult } from '../types';
import { solveBinaryPlainPuzzle } from './polynomial/binaryPlainPuzzle';
import { boardSystem, polynomialPart, solveBoardSystem, unsolvableCertificate, type BoardSystem } from './boardSystem';
import { kernelBuildMs } from './minimum/minimumSearchCost';
import { byteSum } from './arithmetic/byteSum';
import { certificateHolds, pressEquationsHold } from './pressEquations';
import { rightHandSideKernelRuns, rightHandSideWithKernel } from './kernels/rightHandSideKernel';
import { generalRules } from './systemRules';
import { settledOutcome, systemProgress, unsolvableOutcome, type SolveOutcome } from './solveOutcome';

/** Boards of this many cells or more get their right-hand side from the SIMD kernel where the engine runs it. */
const RIGHT_HAND_SIDE_KERNEL_CELLS = 4096;

/**
 * The right-hand side of a board's system: b_e = target_e - state_e (mod k), the target being the
 * cell's entry of `target` or else the objective; 0 at holes.
 */
export function rightHandSide(puzzle: Puzzle): Uint8Array {
  const k = puzzle.states;
  const { grid, target, holes } = puzzle;
  let b: Uint8Array;
  if (grid.length >= RIGHT_HAND_SIDE_KERNEL_CELLS && rightHandSideKernelRuns(k)) {
    b = rightHandSideWithKernel(grid, target ?? null, puzzle.objective, k);
  } else if (target) {
    b = new Uint8Array(grid.length);
    for (let i = 0; i < grid.length; i++) b[i] = (target[i] - grid[i] + k) % k;
  } else {
    b = new Uint8Array(grid.length);
    const byState = Uint8Array.from({ length: k }, (_, state) => (puzzle.objective - state + k) % k);
    for (let i = 0; i < grid.length; i++) b[i] = byState[grid[i]];
  }
  if (holes) for (let i = 0; i < grid.length; i++) if (holes[i] !== 0) b[i] = 0;
  return b;
}

/**
 * A puzzle with the same right-hand side and no per-cell target: state_e - target_e + objective
 * in every cell (so objective - state' = target - state). Paths that read the objective (the
 * binary plain fast path) take a board with a target this way.
 */
export function withoutTarget(puzzle: Puzzle): Puzzle {
  const { target } = puzzle;
  if (!target) return puzzle;
  const k = puzzle.states;
  const grid = new Uint8Array(puzzle.grid.length);
  for (let i = 0; i < grid.length; i++) grid[i] = (puzzle.grid[i] - target[i] + puzzle.objective + 2 * k) % k;
  return { ...puzzle, grid, target: null };
}

/** Solves a puzzle exactly over Z_k. Never changes the puzzle. */
export function solvePuzzle(puzzle: Puzzle, options: SolveOptions = {}): SolveResult {
  const started = performance.now();
  checkShape(puzzle);
  if (puzzle.grid.length !== cellCount(puzzle)) throw new RangeError(`the grid has ${puzzle.grid.length} cells, expected ${cellCount(puzzle)}`);
  const outcome = solveOnBestPath(puzzle, options);
  // Assigned, not spread: a spread would read a press grid the fast path unpacks only when read.
  return Object.assign(outcome, { solver: 'internal' as const, elapsedMs: performance.now() - started });
}

/**
 * Plain boards with k = 2, the cross and no hole take the bit-packed fast path; every other board
 * its shape's {@link BoardSystem} (boards with holes or another neighbourhood: the general chase).
 * A per-cell target only changes the right-hand side. Progress of building a new system is reported as phase `system` (a few
 * times a second at most).
 */
export function solveOnBestPath(puzzle: Puzzle, options: SolveOptions = {}): SolveOutcome {
  if (puzzle.topology === 'plain' && puzzle.states === 2 && !generalRules(puzzle)) return solveBinaryPlainPuzzle(withoutTarget(puzzle), options);
  const system = boardSystem(puzzle, systemProgress(options));
  return solveWithSystem(system, puzzle, options);
}

/** Solves a puzzle with a prepared {@link BoardSystem} (for many boards of one shape). */
export function solveWithSystem(system: BoardSystem, puzzle: Puzzle, options: SolveOptions = {}): SolveOutcome {
  const k = puzzle.states;
  const b = rightHandSide(puzzle);
  const solution = solveBoardSystem(system, b);
  const quietPatterns = system.quietBasis;
  if ('failedPart' in solution) {
    const certificate = unsolvableCertificate(system, b, solution.failedPart);
    if (!certificateHolds(puzzle, certificate, b, k)) throw new Error('internal solver: the certificate of unsolvability does not hold');
    return unsolvableOutcome(certificate, quietPatterns);
  }
  const particular = solution.presses;
  if (!pressEquationsHold(puzzle, particular, b, k)) throw new Error('internal solver: the found press pattern does not solve the board');
  const orders = system.kernelOrders;
  const total = byteSum(particular);
  let polynomial = 0;
  for (const { part } of system.parts) if (polynomialPart(system.shape, part.power)) polynomial += part.kernelOrders.length;
  return settledOutcome(
    {
      k,
      particular,
      total,
      solutionCount: orders.reduce((product, order) => product * BigInt(order), 1n),
      orders,
      kernelHeld: system.kernelHeld,
      kernelMs: kernelBuildMs(particular.length, polynomial, orders.length - polynomial),
      kernel: () => system.kernel,
      quietPatterns,
      solves: (presses) => pressEquationsHold(puzzle, presses, b, k),
    },
    options,
  );
}
