/**
 * The time a solve of the internal engine takes, estimated from the board's shape before any work,
 * as {@link solverMemoryEstimate} estimates its memory: the exact solve of a whole command-line
 * process (start, the board, the linear system, the count and the first solution), not the search
 * for the fewest presses, which runs to its own deadline. A cost model per prime-power part of
 * Z_k (the Chinese remainder theorem splits the system as {@link boardSystem} does): a
 * polynomial part costs nanoseconds per cell by topology, as does a torus part over a prime power
 * (its lifted cyclic system); a dense part (prime powers on plain and hex boards, short tori,
 * tall hex boards) a chase per cell and the elimination of its reduced system, cubic in the free
 * presses (bit-packed over GF(2)); boards with holes or another neighbourhood chase each offset of
 * every cell and eliminate a band of the free presses. The constants are fitted to whole-process
 * CPU times on the benchmark boards (test/solvers/internal/solveTime.test.ts holds the recorded
 * measurements; `npm run bench` prints estimate against measurement). Pure.
 */

import { isClassicBoard, type BoardShape } from '../../core/puzzle';
import * as l10n from '../../domain/l10n';
import { neighbourhoodOffsets } from '../../domain/topology';
import { durationWords } from '../../domain/unprovenWords';
import { topologyLabel } from '../../domain/vocabularyWords';
import { primePowers } from './arithmetic/modular';
import { hexPolynomialShape } from './polynomial/hexPolynomialPart';

/** The shape facts the estimate reads. */
export type SolveTimeShape = Pick<BoardShape, 'rows' | 'columns' | 'topology' | 'states' | 'neighbourhood' | 'holes'>;

/** Starting the process, reading or making the board and printing the answer: the binary plain path's fixed cost. */
const START_MS = 120;
/** The fixed cost of every other path (its compiled kernels and first runs). */
const ENGINE_START_MS = 400;
/** Per cell of the bit-packed binary plain path (a plain board with 2 states and the cross). */
const BINARY_PLAIN_NS_PER_CELL = 1.8;
/** Per cell and prime-power part beyond the first: combining the parts' answers. */
const COMBINE_NS_PER_CELL = 4;
/** Per cell of a polynomial part, by topology, over GF(2) and over an odd prime. */
const POLYNOMIAL_NS_PER_CELL = {
  plain: { binary: 2, odd: 13 },
  torus: { binary: 3.7, odd: 4.5 },
  hex: { binary: 5.3, odd: 6.8 },
} as const;
/** Per cell of a torus part over a prime power p^e, e = 2 (in proportion to e): the lifted 2x2 cyclic system and its Z_(p^e) chases. */
const TORUS_PRIME_POWER_NS_PER_CELL = 35;
/**
 * A dense part (a prime power on a plain or hex board, a short torus, a tall hex board), by topology: its chase per cell,
 * and its elimination per n^3 for the shorter side n (over 2^e and over an odd p^e, for e = 2;
 * in proportion to e).
 */
const DENSE_COST = {
  plain: { nsPerCell: 0, nsPerCube: { binary: 0.017, odd: 0.027 } },
  torus: { nsPerCell: 160, nsPerCube: { binary: 0.093, odd: 0.15 } },
  hex: { nsPerCell: 115, nsPerCube: { binary: 0.37, odd: 0.6 } },
} as const;
/** Per cell and offset of the chase of a board with holes or another neighbourhood. */
const RULES_NS_PER_CELL_OFFSET = 150;
/** Per cube of the free presses of such a board's elimination, over GF(2) and over an odd prime (power). */
const RULES_NS_PER_FREE_CUBE = { binary: 0.02, odd: 0.35 } as const;

/**
 * The estimated milliseconds of an exact solve of this shape by the whole command-line process
 * (see the file's comment): within a factor of 2 of the measured time on the benchmark boards.
 */
export function solveTimeEstimateMs(shape: SolveTimeShape): number {
  const cells = shape.rows * shape.columns;
  const n = Math.min(shape.rows, shape.columns);
  const powers = primePowers(shape.states);
  const classic = isClassicBoard({ ...shape, objective: 0 });
  if (classic && shape.topology === 'plain' && shape.states === 2) return START_MS + (BINARY_PLAIN_NS_PER_CELL * cells) / 1e6;
  let ns = COMBINE_NS_PER_CELL * cells * (powers.length - 1);
  if (!classic) {
    const offsets = neighbourhoodOffsets(shape.neighbourhood);
    // The chase leaves about as many lines of the shorter side free as the neighbourhood spans.
    const free = (shape.topology === 'torus' ? 2 : 1) * spanOf(offsets) * n;
    ns += RULES_NS_PER_CELL_OFFSET * cells * offsets.length;
    for (const { prime } of powers) ns += (prime === 2 ? RULES_NS_PER_FREE_CUBE.binary : RULES_NS_PER_FREE_CUBE.odd) * free ** 3;
    return START_MS + ENGINE_START_MS + ns / 1e6;
  }
  const polynomialShape =
    shape.topology === 'plain' || (shape.topology === 'torus' && n >= 3) || (shape.topology === 'hex' && hexPolynomialShape(shape.rows, shape.columns));
  for (const { prime, exponent } of powers) {
    if (exponent === 1 && polynomialShape) {
      const perCell = POLYNOMIAL_NS_PER_CELL[shape.topology];
      ns += (prime === 2 ? perCell.binary : perCell.odd) * cells;
    } else if (polynomialShape && shape.topology === 'torus') {
      ns += (exponent / 2) * TORUS_PRIME_POWER_NS_PER_CELL * cells;
    } else {
      const dense = DENSE_COST[shape.topology];
      const perCube = prime === 2 ? dense.nsPerCube.binary : dense.nsPerCube.odd;
      ns += dense.nsPerCell * cells + (Math.max(exponent, 2) / 2) * perCube * n ** 3;
    }
  }
  return START_MS + ENGINE_START_MS + ns / 1e6;
}

/** The largest extent of the offsets, rows or columns (1 at least). */
function spanOf(offsets: readonly (readonly [number, number])[]): number {
  if (offsets.length === 0) return 1;
  const rows = offsets.map(([row]) => row);
  const columns = offsets.map(([, column]) => column);
  return Math.max(Math.max(...rows) - Math.min(...rows), Math.max(...columns) - Math.min(...columns), 1);
}

/** "a 5000x5000 hex board with 4 states takes about 9 min to solve", in the display language. */
export function describeSolveTime(shape: SolveTimeShape, estimatedMs: number): string {
  return l10n.t(
    'a {0}x{1} {2} board with {3} states takes about {4} to solve',
    shape.rows,
    shape.columns,
    topologyLabel(shape.topology),
    shape.states,
    durationWords(estimatedMs),
  );
}
