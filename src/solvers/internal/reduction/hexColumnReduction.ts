/**
 * The column chase of hex boards ("odd-r" offset rows, {@link neighbourhoodInto}) over GF(p).
 *
 * The light of cell (r, c) has neighbours in column c + 1: for even r only (r, c + 1); for odd r
 * (r - 1, c + 1), (r, c + 1) and (r + 1, c + 1), where rows r +- 1 are even. So, given the presses
 * of columns c - 1 and c, the lights of column c fix the presses of column c + 1: first those of
 * the even rows, then those of the odd rows (each with coefficient 1, so the chase never divides).
 * The free presses are the first column's; the pattern solves the board exactly when the virtual
 * column after the last one comes out 0 (its residual). The same chase runs on a cylinder (rows
 * taken modulo an even height, so row parities stay aligned), which {@link hexPolynomialPart}
 * uses. Arrays here are column-major (cell (r, c) at c * height + r): the chase reads and writes
 * whole columns, in order. O(N) per chase. Pure.
 */

import { HexChaseKernel, hexChaseKernelRuns, hexLaneLayout } from '../kernels/hexChaseKernel';
import { hexColumnPackKernelRuns, packBinaryColumnsWithKernel, unpackBinaryColumnsWithKernel } from '../kernels/hexColumnPackKernel';

/**
 * Chases the columns of a height x columns hex grid over GF(p) from the first column's presses
 * `first` (height residues). `rightHandSide` is b = objective - state, column-major, entries
 * 0..p-1 (null: 0). On a cylinder (`wrap`; height even) row -1 is row height - 1 and row height
 * is row 0; otherwise rows outside the grid are absent. Writes the presses, column-major, into
 * `presses` when given and returns the residual: the virtual column after the last one (height
 * residues), zero exactly when the pattern solves the grid.
 */
export function chaseHexColumns(
  height: number,
  columns: number,
  wrap: boolean,
  p: number,
  rightHandSide: Uint8Array | null,
  first: ArrayLike<number>,
  presses: Uint8Array | null,
): Int32Array {
  if (wrap && height % 2 !== 0) throw new RangeError(`a hex cylinder needs an even height, got ${height}`);
  // Columns padded by one row on each side (index r + 1 holds row r): zero off the grid, the
  // wrapped rows on a cylinder. The chase reads its neighbours through two sums of columns:
  // before = x_(c-1) + x_c and after = x_c + x_(c+1) (which is the next column's `before`), so
  // an even row takes before[r - 1 .. r + 1] and an odd row before[r] and after[r +- 1].
  let current = new Int32Array(height + 2);
  let next = new Int32Array(height + 2);
  let before = new Int32Array(height + 2);
  let after = new Int32Array(height + 2);
  for (let r = 0; r < height; r++) current[r + 1] = ((first[r] % p) + p) % p;
  before.set(current);
  const pad = (column: Int32Array): void => {
    if (!wrap) return;
    column[0] = column[height];
    column[height + 1] = column[1];
  };
  pad(before);
  // b - (three sums of two terms of at most p - 1) + 6p lies in 0..7p - 1.
  const residue = new Int32Array(7 * p);
  for (let value = 0; value < residue.length; value++) residue[value] = value % p;
  const offset = 6 * p;
  // The light cone: on the zero right-hand side the presses of column c lie within 2c rows of the
  // first column's (padded indices lo..hi); rows outside it stay 0 and are skipped until it fills the grid.
  let lo = 1;
  let hi = height;
  if (!rightHandSide) {
    while (lo < height && current[lo] === 0) lo++;
    while (hi > lo && current[hi] === 0) hi--;
  }
  for (let c = 0; c < columns; c++) {
    if (presses) presses.set(current.subarray(1, height + 1), c * height);
    const base = c * height - 1;
    // Column c + 1 lies within lo - 2 .. hi + 2; past the grid's padded rows the whole column is chased.
    lo = lo - 2 >= 2 ? lo - 2 : 1;
    hi = hi + 2 <= height - 1 ? hi + 2 : height;
    if (lo === 1 || hi === height) {
      lo = 1;
      hi = height;
    }
    for (let i = lo | 1; i <= hi; i += 2) {
      // Even row r = i - 1: rows r - 1 .. r + 1 of columns c - 1 and c.
      const b = rightHandSide ? rightHandSide[base + i] : 0;
      const value = residue[b + offset - before[i - 1] - before[i] - before[i + 1]];
      next[i] = value;
      after[i] = current[i] + value;
    }
    if (wrap) after[height + 1] = after[1];
    for (let i = lo + (lo & 1); i <= hi; i += 2) {
      // Odd row r = i - 1: (r, c - 1), (r, c), and rows r +- 1 of columns c and c + 1.
      const b = rightHandSide ? rightHandSide[base + i] : 0;
      const value = residue[b + offset - before[i] - after[i - 1] - after[i + 1]];
      next[i] = value;
      after[i] = current[i] + value;
    }
    pad(after);
    [current, next] = [next, current];
    [before, after] = [after, before];
  }
  return current.slice(1, height + 1);
}

/** Row-major values (>= 0) of a rows x columns grid, reduced mod p, in column-major order; null stays null. */
export function toColumnMajor(values: ArrayLike<number> | null, rows: number, columns: number, p: number): Uint8Array | null {
  if (!values) return null;
  const out = new Uint8Array(rows * columns);
  // Blocks of 64 x 64 cells keep both sides of the transpose in cache.
  const block = 64;
  for (let r0 = 0; r0 < rows; r0 += block) {
    const r1 = Math.min(rows, r0 + block);
    for (let c0 = 0; c0 < columns; c0 += block) {
      const c1 = Math.min(columns, c0 + block);
      for (let r = r0; r < r1; r++) for (let c = c0; c < c1; c++) out[c * rows + r] = values[r * columns + c] % p;
    }
  }
  return out;
}

/** A column-major rows x columns grid in row-major order, as a new array. */
export function toRowMajor(values: Uint8Array, rows: number, columns: number): Uint8Array {
  const out = new Uint8Array(rows * columns);
  const block = 64;
  for (let r0 = 0; r0 < rows; r0 += block) {
    const r1 = Math.min(rows, r0 + block);
    for (let c0 = 0; c0 < columns; c0 += block) {
      const c1 = Math.min(columns, c0 + block);
      for (let c = c0; c < c1; c++) for (let r = r0; r < r1; r++) out[r * columns + c] = values[c * rows + r];
    }
  }
  return out;
}

/**
 * The GF(2) column chase, bit-packed: a column is two bit vectors, its even rows (row 2j at bit j)
 * and its odd rows (row 2j + 1 at bit j), `stride` words per column. With S = O_c + O_(c-1) and
 * T = E_c + E_(c+1) the chase of {@link chaseHexColumns} is
 * E_(c+1)[j] = bE + E_c + E_(c-1) + S[j] + S[j-1] and O_(c+1)[j] = bO + O_c + O_(c-1) + T[j] + T[j+1]:
 * XORs and one-bit shifts of whole words, 32 cells at a time.
 */
export interface BinaryColumnLayout {
  readonly height: number;
  readonly columns: number;
  readonly wrap: boolean;
  /** Even rows per column, ceil(height / 2), and odd rows, floor(height / 2). */
  readonly evenRows: number;
  readonly oddRows: number;
  /** Words of the even rows; the odd rows follow them. */
  readonly evenWords: number;
  /** Words per column. */
  readonly stride: number;
}

/** Grids of this many cells or more are packed and unpacked by the SIMD kernel where the engine runs it. */
const PACK_KERNEL_CELLS = 4096;

/** Columns packed or unpacked together: their words (one per column and row group) stay in cache. */
const COLUMN_BLOCK = 256;

/** The packed layout of a height x columns hex grid or cylinder (`wrap`, height even). */
export function binaryColumnLayout(height: number, columns: number, wrap: boolean): BinaryColumnLayout {
  if (wrap && height % 2 !== 0) throw new RangeError(`a hex cylinder needs an even height, got ${height}`);
  const evenRows = (height + 1) >> 1;
  const oddRows = height >> 1;
  const evenWords = (evenRows + 31) >> 5;
  return { height, columns, wrap, evenRows, oddRows, evenWords, stride: evenWords + ((oddRows + 31) >> 5) };
}

/** Row-major values (>= 0, taken mod 2) of the layout's grid, packed by columns; null stays null. */
export function packBinaryColumns(values: ArrayLike<number> | null, layout: BinaryColumnLayout): Uint32Array | null {
  if (!values) return null;
  const { height, columns, evenWords, stride } = layout;
  if (values instanceof Uint8Array && height * columns >= PACK_KERNEL_CELLS && hexColumnPackKernelRuns()) return packBinaryColumnsWithKernel(values, layout);
  const out = new Uint32Array(columns * stride);
  // Blocks of columns keep the words being filled in cache while the rows are read in order.
  for (let c0 = 0; c0 < columns; c0 += COLUMN_BLOCK) {
    const c1 = Math.min(columns, c0 + COLUMN_BLOCK);
    for (let r = 0; r < height; r++) {
      const j = r >> 1;
      const word = (r & 1 ? evenWords : 0) + (j >> 5);
      const bit = 1 << (j & 31);
      const base = r * columns;
      for (let c = c0, at = c0 * stride + word; c < c1; c++, at += stride) if (values[base + c] & 1) out[at] |= bit;
    }
  }
  return out;
}

/** A packed grid back in row-major order, one byte (0 or 1) per cell. */
export function unpackBinaryColumns(packed: Uint32Array, layout: BinaryColumnLayout): Uint8Array {
  const { height, columns, evenWords, stride } = layout;
  if (height * columns >= PACK_KERNEL_CELLS && hexColumnPackKernelRuns()) return unpackBinaryColumnsWithKernel(packed, layout);
  const out = new Uint8Array(height * columns);
  for (let c0 = 0; c0 < columns; c0 += COLUMN_BLOCK) {
    const c1 = Math.min(columns, c0 + COLUMN_BLOCK);
    for (let r = 0; r < height; r++) {
      const j = r >> 1;
      const word = (r & 1 ? evenWords : 0) + (j >> 5);
      const bit = j & 31;
      const base = r * columns;
      for (let c = c0, at = c0 * stride + word; c < c1; c++, at += stride) out[base + c] = (packed[at] >>> bit) & 1;
    }
  }
  return out;
}

/**
 * {@link chaseHexColumns} over GF(2) on the packed layout: `rightHandSide` packed by
 * {@link packBinaryColumns} (null: 0), `first` the first column's presses (height values, taken
 * mod 2); writes the packed presses into `presses` when given and returns the residual (height 0/1 values).
 */
export function chaseBinaryHexColumns(
  layout: BinaryColumnLayout,
  rightHandSide: Uint32Array | null,
  first: ArrayLike<number>,
  presses: Uint32Array | null,
): Int32Array {
  const { height, columns, wrap, evenRows, oddRows, evenWords, stride } = layout;
  const oddWords = stride - evenWords;
  let previous = new Uint32Array(stride);
  let current = new Uint32Array(stride);
  let next = new Uint32Array(stride);
  for (let r = 0; r < height; r++) if (first[r] & 1) current[(r & 1 ? evenWords : 0) + (r >> 6)] |= 1 << ((r >> 1) & 31);
  const evenMask = evenRows & 31 ? (1 << (evenRows & 31)) - 1 : -1;
  const oddMask = oddRows & 31 ? (1 << (oddRows & 31)) - 1 : -1;
  const lastOdd = oddRows - 1;
  for (let c = 0; c < columns; c++) {
    const base = c * stride;
    if (presses) presses.set(current, base);
    // Even rows: S = O_c + O_(c-1); bit j takes S[j] and S[j-1] (on a cylinder S[-1] is S[oddRows - 1]).
    let carry = wrap && oddRows > 0 ? ((current[evenWords + (lastOdd >> 5)] ^ previous[evenWords + (lastOdd >> 5)]) >>> (lastOdd & 31)) & 1 : 0;
    for (let w = 0; w < evenWords; w++) {
      const s = w < oddWords ? current[evenWords + w] ^ previous[evenWords + w] : 0;
      const b = rightHandSide ? rightHandSide[base + w] : 0;
      next[w] = b ^ current[w] ^ previous[w] ^ s ^ ((s << 1) | carry);
      carry = s >>> 31;
    }
    next[evenWords - 1] &= evenMask;
    // Odd rows: T = E_c + E_(c+1); bit j takes T[j] and T[j+1] (on a cylinder T[oddRows] is T[0]).
    for (let w = 0; w < oddWords; w++) {
      const t = current[w] ^ next[w];
      const above = w + 1 < evenWords ? current[w + 1] ^ next[w + 1] : 0;
      const b = rightHandSide ? rightHandSide[base + evenWords + w] : 0;
      next[evenWords + w] = b ^ current[evenWords + w] ^ previous[evenWords + w] ^ t ^ ((t >>> 1) | (above << 31));
    }
    if (oddWords > 0) {
      if (wrap) next[evenWords + (lastOdd >> 5)] ^= ((current[0] ^ next[0]) & 1) << (lastOdd & 31);
      next[stride - 1] &= oddMask;
    }
    const spare = previous;
    previous = current;
    current = next;
    next = spare;
  }
  const residual = new Int32Array(height);
  for (let r = 0; r < height; r++) residual[r] = (current[(r & 1 ? evenWords : 0) + (r >> 6)] >>> ((r >> 1) & 31)) & 1;
  return residual;
}

/** A board's right-hand side in the layout of its chase (see {@link hexColumnChases}). */
export interface PreparedRightHandSide {
  readonly bytes: Uint8Array | null;
  readonly words: Uint32Array | null;
  /** The SIMD kernel holding b (and room for the presses), when it runs. */
  readonly kernel: HexChaseKernel | null;
}

/**
 * The column chases of a hex rows x columns board over GF(p), and of its cylinder of
 * 2(rows + 1) rows: bit-packed for p = 2 ({@link chaseBinaryHexColumns}), the SIMD kernel for odd p
 * where the engine runs it ({@link HexChaseKernel}), one byte per cell otherwise ({@link chaseHexColumns}).
 */
export interface HexColumnChases {
  /** The cylinder's residual from the first column `first` (2(rows + 1) values) on the zero right-hand side. */
  cylinderResidual(first: ArrayLike<number>): Int32Array;
  /** b (row-major, values >= 0, taken mod p; null: 0) in the chase's layout. */
  prepare(rightHandSide: ArrayLike<number> | null): PreparedRightHandSide;
  /** The board's residual from the first column `first` (rows values) through b. */
  residual(b: PreparedRightHandSide, first: ArrayLike<number>): Int32Array;
  /** The board's presses (row-major, 0..p-1) from the first column `first` through b, and the residual. */
  presses(b: PreparedRightHandSide, first: ArrayLike<number>): { presses: Uint8Array; residual: Int32Array };
}

/** The fewest cells for which {@link hexColumnChases} takes the SIMD kernel by default (below, its memories and instances cost more than they save). */
const SIMD_CHASE_CELLS = 4096;

/** Which chase {@link hexColumnChases} runs for odd p: the SIMD kernel where the engine has it, or the portable one. */
export type HexChaseChoice = 'simd' | 'portable';

/** The {@link HexColumnChases} of a hex rows x columns board over GF(p) (`choice` only for odd p; the default runs the kernel where it can, from 4096 cells). */
export function hexColumnChases(
  rows: number,
  columns: number,
  p: number,
  choice: HexChaseChoice = rows * columns >= SIMD_CHASE_CELLS && hexChaseKernelRuns(p) ? 'simd' : 'portable',
): HexColumnChases {
  const cylinderHeight = 2 * (rows + 1);
  if (p === 2) {
    const board = binaryColumnLayout(rows, columns, false);
    const cylinder = binaryColumnLayout(cylinderHeight, columns, true);
    return {
      cylinderResidual: (first) => chaseBinaryHexColumns(cylinder, null, first, null),
      prepare: (rightHandSide) => ({ bytes: null, words: packBinaryColumns(rightHandSide, board), kernel: null }),
      residual: (b, first) => chaseBinaryHexColumns(board, b.words, first, null),
      presses(b, first) {
        const packed = new Uint32Array(columns * board.stride);
        const residual = chaseBinaryHexColumns(board, b.words, first, packed);
        return { presses: unpackBinaryColumns(packed, board), residual };
      },
    };
  }
  if (choice === 'simd') {
    const board = hexLaneLayout(rows, columns, false);
    let cylinder: HexChaseKernel | null = null;
    // A kernel of the board: b's own (with room for its presses), or a new one for the zero
    // right-hand side (not kept: a cached system would hold its board-sized memory).
    const boardKernel = (b: PreparedRightHandSide, presses: boolean): HexChaseKernel =>
      b.kernel ?? new HexChaseKernel(board, p, { rightHandSide: false, presses });
    return {
      cylinderResidual(first) {
        cylinder ??= new HexChaseKernel(hexLaneLayout(cylinderHeight, columns, true), p, { rightHandSide: false, presses: false });
        return cylinder.chase(first, false, false);
      },
      prepare(rightHandSide) {
        if (!rightHandSide) return { bytes: null, words: null, kernel: null };
        const kernel = new HexChaseKernel(board, p, { rightHandSide: true, presses: true });
        kernel.setRightHandSide(rightHandSide);
        return { bytes: null, words: null, kernel };
      },
      residual: (b, first) => boardKernel(b, false).chase(first, b.kernel !== null, false),
      presses(b, first) {
        const kernel = boardKernel(b, true);
        const residual = kernel.chase(first, b.kernel !== null, true);
        return { presses: kernel.pressesRowMajor(), residual };
      },
    };
  }
  return {
    cylinderResidual: (first) => chaseHexColumns(cylinderHeight, columns, true, p, null, first, null),
    prepare: (rightHandSide) => ({ bytes: toColumnMajor(rightHandSide, rows, columns, p), words: null, kernel: null }),
    residual: (b, first) => chaseHexColumns(rows, columns, false, p, b.bytes, first, null),
    presses(b, first) {
      const presses = new Uint8Array(rows * columns);
      const residual = chaseHexColumns(rows, columns, false, p, b.bytes, first, presses);
      return { presses: toRowMajor(presses, rows, columns), residual };
    },
  };
}
