/**
 * The boards along a path as their state numbers (see stateNumber.ts), one press after another,
 * each number kept up to date by the few digits a press changes instead of being written again
 * from the whole board: a path of p presses on a board of n cells costs O(p * n) to print (each
 * line is that long) and not O(p * n^2), and nothing but the current board's number is held.
 * Pure.
 */

import { isHole, type Puzzle } from '../core/puzzle';
import { neighbourTable } from '../domain/topology';

/** One press of a path with the state number of the board before it. */
export interface PathState {
  readonly row: number;
  readonly col: number;
  /** The board before the press: as `formatStateNumber` writes it, or in decimal. */
  readonly state: string;
}

/** How the state numbers are written: as the web game prints them (hexadecimal for 2 states, else base k), or in decimal. */
export type StateNotation = 'game' | 'decimal';

/** A state number kept up to date digit by digit, written on request. */
interface StateText {
  /** Adds `delta` times k^digit to the number. */
  add(digit: number, delta: number): void;
  text(): string;
}

/**
 * The presses of `presses` in path order (highest cell first, a cell pressed m times m times in a
 * row, the order of a shortest path's moves), each with the state number of the board before it, in `notation`.
 */
export function* pathStates(puzzle: Puzzle, presses: ArrayLike<number>, notation: StateNotation): Generator<PathState> {
  const k = puzzle.states;
  const grid = puzzle.grid.slice();
  // Digit j of a state number is the j-th cell that is not a hole, row-major.
  const digitOf = new Int32Array(grid.length).fill(-1);
  let digits = 0;
  for (let cell = 0; cell < grid.length; cell++) if (!isHole(puzzle, cell)) digitOf[cell] = digits++;
  const number = notation === 'decimal' ? decimalText(digits, k) : k === 2 ? hexadecimalText(digits) : baseText(digits, k);
  for (let cell = 0; cell < grid.length; cell++) if (digitOf[cell] >= 0 && grid[cell] !== 0) number.add(digitOf[cell], grid[cell]);
  const { offsets, cells } = neighbourTable(puzzle);
  for (let cell = presses.length - 1; cell >= 0; cell--) {
    const row = Math.floor(cell / puzzle.columns);
    const col = cell % puzzle.columns;
    for (let time = 0; time < presses[cell]; time++) {
      yield { row, col, state: number.text() };
      for (let at = offsets[cell]; at < offsets[cell + 1]; at++) {
        const changed = cells[at];
        const next = (grid[changed] + 1) % k;
        if (digitOf[changed] >= 0) number.add(digitOf[changed], next - grid[changed]);
        grid[changed] = next;
      }
    }
  }
}

const ZERO = 48;
const DIGIT_CODES = Array.from('0123456789abcdefghijklmnopqrstuvwxyz', (character) => character.charCodeAt(0));
const latin1 = new TextDecoder('latin1');
/** The characters of 0000 to 9999, four each. */
const FOUR_DIGITS = Uint8Array.from({ length: 40_000 }, (_, index) => ZERO + (Math.floor(Math.floor(index / 4) / 10 ** (3 - (index % 4))) % 10));

/** The characters from the first that is not "0" (or one "0" when all are). */
function withoutLeadingZeros(characters: Uint8Array): string {
  let first = 0;
  while (first < characters.length - 1 && characters[first] === ZERO) first++;
  return latin1.decode(characters.subarray(first));
}

/** Base k, one character per digit, most significant first. */
function baseText(digits: number, k: number): StateText {
  const characters = new Uint8Array(Math.max(1, digits)).fill(ZERO);
  const values = new Uint8Array(digits);
  return {
    add(digit, delta) {
      values[digit] = (((values[digit] + delta) % k) + k) % k;
      characters[digits - 1 - digit] = DIGIT_CODES[values[digit]];
    },
    text: () => withoutLeadingZeros(characters),
  };
}

/** Hexadecimal for 2 states: four digits a character, the lowest four in the last. */
function hexadecimalText(digits: number): StateText {
  const nibbles = Math.max(1, Math.ceil(digits / 4));
  const characters = new Uint8Array(nibbles).fill(ZERO);
  const values = new Uint8Array(nibbles);
  return {
    add(digit, delta) {
      if (delta % 2 === 0) return;
      const nibble = digit >> 2;
      values[nibble] ^= 1 << (digit & 3);
      characters[nibbles - 1 - nibble] = DIGIT_CODES[values[nibble]];
    },
    text: () => withoutLeadingZeros(characters),
  };
}

/** The base of the decimal limbs: nine decimal digits each. */
const LIMB = 1e9;

/**
 * Decimal, the number held in base 10^9 limbs, least significant first, with every power k^j
 * (j < digits) computed once: adding delta * k^j is one pass over that power's limbs. The powers
 * take about digits^2 * log10(k) / 18 limbs (35 MB for 10,000 digits of base 36).
 */
function decimalText(digits: number, k: number): StateText {
  const limbsOf = (digit: number): number => Math.floor((digit * Math.log10(k)) / 9) + 2;
  const starts = new Float64Array(digits + 1);
  for (let digit = 0; digit < digits; digit++) starts[digit + 1] = starts[digit] + limbsOf(digit);
  const powers = new Uint32Array(starts[digits]);
  const lengths = new Int32Array(digits);
  if (digits > 0) {
    powers[0] = 1;
    lengths[0] = 1;
  }
  for (let digit = 1; digit < digits; digit++) {
    const from = starts[digit - 1];
    const to = starts[digit];
    let carry = 0;
    let length = 0;
    for (let limb = 0; limb < lengths[digit - 1]; limb++) {
      const value = powers[from + limb] * k + carry;
      carry = Math.floor(value / LIMB);
      powers[to + limb] = value - carry * LIMB;
      length = limb + 1;
    }
    if (carry > 0) powers[to + length++] = carry;
    lengths[digit] = length;
  }
  const number = new Float64Array(limbsOf(digits) + 1);
  const characters = new Uint8Array(number.length * 9);
  // The additions since the number was last written, applied together in one pass over the limbs.
  const pendingDigits: number[] = [];
  const pendingDeltas: number[] = [];
  const applyPending = (): void => {
    let longest = 0;
    for (const digit of pendingDigits) longest = Math.max(longest, lengths[digit]);
    let carry = 0;
    let limb = 0;
    for (; limb < longest; limb++) {
      let value = number[limb] + carry;
      for (let index = 0; index < pendingDigits.length; index++) {
        const digit = pendingDigits[index];
        if (limb < lengths[digit]) value += pendingDeltas[index] * powers[starts[digit] + limb];
      }
      carry = Math.floor(value / LIMB);
      number[limb] = value - carry * LIMB;
    }
    // The number never goes below 0 (it is a board's), so a borrow always ends.
    for (; carry !== 0; limb++) {
      const value = number[limb] + carry;
      carry = Math.floor(value / LIMB);
      number[limb] = value - carry * LIMB;
    }
    pendingDigits.length = 0;
    pendingDeltas.length = 0;
  };
  return {
    add(digit, delta) {
      pendingDigits.push(digit);
      pendingDeltas.push(delta);
    },
    text() {
      applyPending();
      let top = number.length - 1;
      while (top > 0 && number[top] === 0) top--;
      let at = 0;
      for (let limb = top; limb >= 0; limb--) {
        // Nine digits: one, then two groups of four from the table.
        const value = number[limb];
        const high = Math.floor(value / 1e8);
        const rest = value - high * 1e8;
        const middle = Math.floor(rest / 1e4);
        characters[at] = ZERO + high;
        const four = middle * 4;
        characters[at + 1] = FOUR_DIGITS[four];
        characters[at + 2] = FOUR_DIGITS[four + 1];
        characters[at + 3] = FOUR_DIGITS[four + 2];
        characters[at + 4] = FOUR_DIGITS[four + 3];
        const low = (rest - middle * 1e4) * 4;
        characters[at + 5] = FOUR_DIGITS[low];
        characters[at + 6] = FOUR_DIGITS[low + 1];
        characters[at + 7] = FOUR_DIGITS[low + 2];
        characters[at + 8] = FOUR_DIGITS[low + 3];
        at += 9;
      }
      return withoutLeadingZeros(characters.subarray(0, at));
    },
  };
}
