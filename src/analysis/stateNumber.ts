/**
 * Board states as numbers, the way the breadth-first search of classic Lights Out programs numbers them: cell
 * (r, c) of a board with C columns is digit r * C + c of the number in base k, least significant
 * first. For k = 2 the lowest C bits are the first row, and a light that is on is a 1 bit. The
 * cells hold their plain states 0..k-1, whatever the objective or target. On a board with holes
 * the digits are the cells that are not holes, in row-major order (a hole has no state), so a
 * board with n such cells has the numbers 0..k^n - 1. Pure.
 */

import { pickShape, type BoardShape, type Puzzle } from '../core/puzzle';

/** The states of the cells that are not holes, row-major (the grid itself without holes). */
function boardDigits(grid: ArrayLike<number>, holes: Uint8Array | null | undefined): ArrayLike<number> {
  if (!holes || !holes.includes(1)) return grid;
  const digits: number[] = [];
  for (let index = 0; index < grid.length; index++) if (!holes[index]) digits.push(grid[index]);
  return digits;
}

/** The number of a board state: sum over the cells that are not holes, j-th of them, of state * k^j. */
export function stateNumber(grid: ArrayLike<number>, states: number, holes?: Uint8Array | null): bigint {
  return BigInt(`0x${digitsText(boardDigits(grid, holes), 16, states)}`);
}

/**
 * The cells (row-major, each 0..k-1) of the state with the given number on a board of `cells`
 * cells. Throws a RangeError for a negative number or one of k^cells or more.
 */
export function stateGrid(number: bigint, cells: number, states: number): Uint8Array {
  if (number < 0n) throw new RangeError(`a state number is at least 0, got ${number}`);
  const grid = new Uint8Array(cells);
  const base = BigInt(states);
  let rest = number;
  for (let index = 0; index < cells && rest > 0n; index++) {
    grid[index] = Number(rest % base);
    rest /= base;
  }
  if (rest > 0n) throw new RangeError(`state ${number} does not exist on a board of ${cells} cells with ${states} states`);
  return grid;
}

/** The puzzle of a shape (holes, neighbourhood and target kept) whose cells are the state with the given number. */
export function puzzleFromStateNumber(shape: BoardShape, number: bigint): Puzzle {
  const { rows, columns, states, holes } = shape;
  if (!holes || !holes.includes(1)) return { ...pickShape(shape), grid: stateGrid(number, rows * columns, states) };
  const cells: number[] = [];
  holes.forEach((hole, index) => {
    if (!hole) cells.push(index);
  });
  const digits = stateGrid(number, cells.length, states);
  const grid = new Uint8Array(rows * columns);
  cells.forEach((index, j) => (grid[index] = digits[j]));
  return { ...pickShape(shape), grid };
}

/**
 * The state as the breadth-first search prints it in a path: its number in hexadecimal for k = 2 (`1ff` for
 * the all-on 3x3 board), and in base k for other k (digits 0-9 then a-z), without leading zeros
 * ("0" for the all-zero state), of the cells that are not `holes`. Linear in the number of cells,
 * so it suits large boards.
 */
export function formatStateNumber(grid: ArrayLike<number>, states: number, holes?: Uint8Array | null): string {
  const digits = boardDigits(grid, holes);
  return states === 2 ? digitsText(digits, 16, 2) : digitsText(digits, states, states);
}

/** The number written in `radix` (16 with k = 2, or k itself), most significant digit first. */
function digitsText(grid: ArrayLike<number>, radix: number, states: number): string {
  const characters: string[] = [];
  if (radix === states) {
    for (let index = grid.length - 1; index >= 0; index--) characters.push(grid[index].toString(radix));
  } else if (states === 2 && radix === 16) {
    for (let nibble = Math.ceil(grid.length / 4) - 1; nibble >= 0; nibble--) {
      let value = 0;
      for (let bit = 3; bit >= 0; bit--) {
        const index = nibble * 4 + bit;
        value = value * 2 + (index < grid.length ? grid[index] : 0);
      }
      characters.push(value.toString(16));
    }
  } else {
    // Any other combination goes through a bigint; only stateNumber uses it (hex of base k).
    let number = 0n;
    const base = BigInt(states);
    for (let index = grid.length - 1; index >= 0; index--) number = number * base + BigInt(grid[index]);
    return number.toString(radix);
  }
  const text = characters.join('').replace(/^0+/, '');
  return text === '' ? '0' : text;
}
