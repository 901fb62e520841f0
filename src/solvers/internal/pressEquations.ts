/**
 * The board's equations checked directly: for every cell e, the presses that change e add up to
 * b_e mod k. One pass over the cells with the neighbour rules written out per topology for
 * classic boards (no per-cell allocation), so every answer of the engine, up to 10^8 cells, is
 * checked before it is reported; boards with holes or another neighbourhood are checked by the
 * definition through the shared rules (`pressersInto`, `neighbourhoodInto`). Pure.
 */

import type { BoardShape } from '../../core/puzzle';
import { MAX_NEIGHBOURHOOD, neighbourhoodCapacity, neighbourhoodInto, pressersInto, type CellRules } from '../../domain/topology';
import { equationCheckKernelRuns, innerEquationsHold } from './kernels/equationCheckKernel';
import { generalRules, type RulesShape } from './systemRules';

/**
 * True when, for every cell e that is not a hole, the sum of `presses` over the presses that
 * change e is b_e mod k (b = `rightHandSide`, values >= 0; null means 0 everywhere), and no hole
 * is pressed (0 mod k).
 */
export function pressEquationsHold(shape: RulesShape, presses: ArrayLike<number>, rightHandSide: ArrayLike<number> | null, k: number): boolean {
  const rules = generalRules(shape);
  if (rules) return generalEquationsHold(rules, presses, rightHandSide, k);
  const { rows, columns, topology } = shape;
  const wrapped = topology === 'torus';
  if (wrapped && (rows < 3 || columns < 3)) return smallTorusEquationsHold(shape, presses, rightHandSide, k);
  if (presses instanceof Uint8Array && (rightHandSide === null || rightHandSide instanceof Uint8Array))
    return classicByteEquationsHold(shape, presses, rightHandSide, k);
  for (let r = 0; r < rows; r++) {
    const base = r * columns;
    const above = r > 0 ? base - columns : wrapped ? (rows - 1) * columns : -1;
    const below = r + 1 < rows ? base + columns : wrapped ? 0 : -1;
    // Hex ("odd-r"): even rows meet columns c-1 and c of the rows next to them, odd rows c and c+1.
    const shift = topology === 'hex' ? (r % 2 === 0 ? -1 : 1) : 0;
    for (let c = 0; c < columns; c++) {
      let sum = presses[base + c];
      const left = c > 0 ? c - 1 : wrapped ? columns - 1 : -1;
      const right = c + 1 < columns ? c + 1 : wrapped ? 0 : -1;
      if (left >= 0) sum += presses[base + left];
      if (right >= 0) sum += presses[base + right];
      if (above >= 0) sum += presses[above + c];
      if (below >= 0) sum += presses[below + c];
      if (shift !== 0) {
        const other = c + shift;
        if (other >= 0 && other < columns) {
          if (above >= 0) sum += presses[above + other];
          if (below >= 0) sum += presses[below + other];
        }
      }
      const target = rightHandSide ? rightHandSide[base + c] : 0;
      if ((sum - target) % k !== 0) return false;
    }
  }
  return true;
}

/** The fewest cells for which the final check takes the SIMD kernel (below, its memory and instance cost more than they save). */
const SIMD_CHECK_CELLS = 4096;

/** Offset of the residue table's index: a cell's sum minus its target (a byte) plus this is never negative. */
const RESIDUE_OFFSET = 256;

/**
 * {@link pressEquationsHold} on classic boards (tori with both sides at least 3) when the presses
 * and the right-hand side are bytes: each row against views of the rows beside it (a row of zeros
 * past a plain edge), the inner columns without a branch per neighbour, and sum - target tested
 * for a multiple of k in a table instead of a division per cell (10^8 cells in a fraction of the time).
 */
function classicByteEquationsHold(
  shape: Pick<BoardShape, 'rows' | 'columns' | 'topology'>,
  presses: Uint8Array,
  rightHandSide: Uint8Array | null,
  k: number,
): boolean {
  const { rows, columns, topology } = shape;
  const wrapped = topology === 'torus';
  const hex = topology === 'hex';
  // Seven pressers of at most 255 each, less a target of at most 255.
  const multipleOfK = new Uint8Array(7 * 255 + RESIDUE_OFFSET + 1);
  for (let i = 0; i < multipleOfK.length; i++) multipleOfK[i] = (i - RESIDUE_OFFSET) % k === 0 ? 1 : 0;
  const zeros = new Uint8Array(columns);
  const view = (start: number): Uint8Array => (start < 0 ? zeros : presses.subarray(start, start + columns));
  // k = 2 on rows of whole words: four cells a 32-bit word ({@link evenInnerCells}).
  const parityWords =
    k === 2 &&
    LITTLE_ENDIAN &&
    columns >= 8 &&
    columns % 4 === 0 &&
    presses.byteOffset % 4 === 0 &&
    (rightHandSide === null || rightHandSide.byteOffset % 4 === 0);
  const words = (bytes: Uint8Array): Uint32Array => new Uint32Array(bytes.buffer, bytes.byteOffset, columns >>> 2);
  // Boards worth a kernel's memory: the inner cells 16 at a time in WebAssembly SIMD; only a true
  // answer is final there (false may mean an entry of k or more), so false checks every cell here.
  const innerChecked =
    columns >= 18 &&
    rows * columns >= SIMD_CHECK_CELLS &&
    equationCheckKernelRuns(k) &&
    innerEquationsHold(presses, rightHandSide, { rows, columns, wrapped, hex }, k);
  for (let r = 0; r < rows; r++) {
    const base = r * columns;
    const row = view(base);
    const up = view(r > 0 ? base - columns : wrapped ? (rows - 1) * columns : -1);
    const down = view(r + 1 < rows ? base + columns : wrapped ? 0 : -1);
    const b = rightHandSide === null ? zeros : rightHandSide.subarray(base, base + columns);
    // Hex ("odd-r"): even rows meet columns c-1 and c of the rows next to them, odd rows c and c+1.
    const shift = hex ? (r % 2 === 0 ? -1 : 1) : 0;
    const edge = (c: number): boolean => {
      let sum = row[c] + up[c] + down[c];
      const left = c > 0 ? c - 1 : wrapped ? columns - 1 : -1;
      const right = c + 1 < columns ? c + 1 : wrapped ? 0 : -1;
      if (left >= 0) sum += row[left];
      if (right >= 0) sum += row[right];
      const other = c + shift;
      if (shift !== 0 && other >= 0 && other < columns) sum += up[other] + down[other];
      return multipleOfK[sum - b[c] + RESIDUE_OFFSET] === 1;
    };
    if (!edge(0) || (columns > 1 && !edge(columns - 1))) return false;
    if (innerChecked) continue;
    if (parityWords) {
      if (!evenInnerCells(words(row), words(up), words(down), words(b), shift)) return false;
    } else if (shift === 0) {
      for (let c = 1; c < columns - 1; c++) {
        if (multipleOfK[row[c - 1] + row[c] + row[c + 1] + up[c] + down[c] - b[c] + RESIDUE_OFFSET] !== 1) return false;
      }
    } else {
      for (let c = 1; c < columns - 1; c++) {
        const other = c + shift;
        if (multipleOfK[row[c - 1] + row[c] + row[c + 1] + up[c] + down[c] + up[other] + down[other] - b[c] + RESIDUE_OFFSET] !== 1) return false;
      }
    }
  }
  return true;
}

/** Whether the platform stores the low byte of a word first (a Uint32Array over bytes reads cell 4i + j as byte j of word i). */
const LITTLE_ENDIAN = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1;

/**
 * For k = 2: whether sum - target is even in every inner cell of a row (all but the first and the
 * last, which the caller checks), four cells a word. The parity of a sum is the XOR of its terms'
 * low bits, so the bytes of a word never carry into each other: the row's word XOR its neighbours
 * shifted by one byte (the cells c-1 and c+1, across words), the rows beside (and for hex rows their
 * cells c-1 or c+1, by `shift`), and the target's word, has the low bit of byte j set exactly where
 * cell 4i + j's equation fails.
 */
function evenInnerCells(row: Uint32Array, up: Uint32Array, down: Uint32Array, target: Uint32Array, shift: number): boolean {
  const n = row.length;
  for (let i = 0; i < n; i++) {
    const word = row[i];
    const before = i > 0 ? row[i - 1] : 0;
    const after = i + 1 < n ? row[i + 1] : 0;
    let parity = word ^ ((word << 8) | (before >>> 24)) ^ ((word >>> 8) | (after << 24)) ^ up[i] ^ down[i] ^ target[i];
    if (shift < 0) {
      parity ^= ((up[i] << 8) | (i > 0 ? up[i - 1] >>> 24 : 0)) ^ ((down[i] << 8) | (i > 0 ? down[i - 1] >>> 24 : 0));
    } else if (shift > 0) {
      parity ^= ((up[i] >>> 8) | (i + 1 < n ? up[i + 1] << 24 : 0)) ^ ((down[i] >>> 8) | (i + 1 < n ? down[i + 1] << 24 : 0));
    }
    // The first and the last cell of the row are the caller's.
    const inner = i === 0 ? 0x01010100 : i === n - 1 ? 0x00010101 : 0x01010101;
    if ((parity & inner) !== 0) return false;
  }
  return true;
}

/** The same check through the shared neighbour rules, for tori with a side of 1 or 2 (merged neighbours). */
function smallTorusEquationsHold(
  shape: Pick<BoardShape, 'rows' | 'columns' | 'topology'>,
  presses: ArrayLike<number>,
  rightHandSide: ArrayLike<number> | null,
  k: number,
): boolean {
  const buffer = new Int32Array(MAX_NEIGHBOURHOOD);
  const cells = shape.rows * shape.columns;
  for (let e = 0; e < cells; e++) {
    const size = neighbourhoodInto(shape, e, buffer);
    let sum = 0;
    for (let j = 0; j < size; j++) sum += presses[buffer[j]];
    if ((sum - (rightHandSide ? rightHandSide[e] : 0)) % k !== 0) return false;
  }
  return true;
}

/** The equations by definition: for every cell that is not a hole, the sum over its pressers; holes unpressed. */
function generalEquationsHold(rules: CellRules, presses: ArrayLike<number>, rightHandSide: ArrayLike<number> | null, k: number): boolean {
  const buffer = new Int32Array(neighbourhoodCapacity(rules));
  const { holes } = rules;
  const cells = rules.rows * rules.columns;
  for (let e = 0; e < cells; e++) {
    if (holes && holes[e] !== 0) {
      if (presses[e] % k !== 0) return false;
      continue;
    }
    const size = pressersInto(rules, e, buffer);
    let sum = 0;
    for (let j = 0; j < size; j++) sum += presses[buffer[j]];
    if ((sum - (rightHandSide ? rightHandSide[e] : 0)) % k !== 0) return false;
  }
  return true;
}

/**
 * True when `certificate` y proves the board unsolvable: y is 0 at every hole, for every press j
 * the sum of y over the cells j changes is 0 mod k (y^T A = 0: on classic boards the press matrix
 * is symmetric, so that is its own equations with b = 0), and y . b is not 0 mod k.
 */
export function certificateHolds(shape: RulesShape, certificate: Uint8Array, rightHandSide: ArrayLike<number>, k: number): boolean {
  const rules = generalRules(shape);
  if (rules ? !orthogonalToPresses(rules, certificate, k) : !pressEquationsHold(shape, certificate, null, k)) return false;
  let dot = 0;
  for (let i = 0; i < certificate.length; i++) if (certificate[i] !== 0) dot = (dot + certificate[i] * rightHandSide[i]) % k;
  return dot !== 0;
}

/** True when y is 0 at holes and, for every press j, the sum of y over the cells j changes is 0 mod k. */
function orthogonalToPresses(rules: CellRules, y: ArrayLike<number>, k: number): boolean {
  const buffer = new Int32Array(neighbourhoodCapacity(rules));
  const { holes } = rules;
  const cells = rules.rows * rules.columns;
  for (let j = 0; j < cells; j++) {
    if (holes && holes[j] !== 0) {
      if (y[j] % k !== 0) return false;
      continue;
    }
    const size = neighbourhoodInto(rules, j, buffer);
    let sum = 0;
    for (let i = 0; i < size; i++) sum += y[buffer[i]];
    if (sum % k !== 0) return false;
  }
  return true;
}
