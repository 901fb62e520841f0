import * as assert from 'node:assert/strict';
import { bottomRowLookup } from '../../../src/analysis/teaching/bottomRowLookup';
import { lightChasingSteps } from '../../../src/analysis/teaching/lightChasing';
import { applyPresses, createPuzzle } from '../../../src/core/puzzle';

/** The published "Bottom Row Lookup Table", copied as it is printed. */
const SPEC_TABLE: readonly (readonly [string, string])[] = [
  ['□□□■■', '■□■■■'],
  ['□□■□□', '■■□■■'],
  ['□■□□■', '■■■■□'],
  ['□■■■□', '□□■■■'],
  ['■□□■□', '□■■■■'],
  ['■□■□■', '□■■□■'],
  ['■■□□□', '■■■□■'],
];

/** Reads a row of glyphs with ■ (the table's legend: "Light ON") as 1. */
function asPrinted(glyphs: string): number[] {
  return [...glyphs].map((glyph) => (glyph === '■' ? 1 : 0));
}

/** Reads a row of glyphs with the two glyphs swapped: □ as 1. */
function swapped(glyphs: string): number[] {
  return [...glyphs].map((glyph) => (glyph === '□' ? 1 : 0));
}

/** Whether pressing `top` on a 5x5 board whose chase left `bottom` lit, then chasing again, solves it. */
function clears(bottom: readonly number[], top: readonly number[]): boolean {
  const board = createPuzzle({ rows: 5, columns: 5, states: 2, objective: 0, topology: 'plain' });
  board.grid.set(bottom, 20);
  const pattern = new Uint8Array(25);
  pattern.set(top);
  return lightChasingSteps(applyPresses(board, pattern)).solved;
}

describe('analysis: bottomRowLookup (teaching data)', () => {
  it('derives the printed table for 5 wide, row for row, in its order (with the printed glyphs swapped)', () => {
    const table = bottomRowLookup(5).map((entry) => [Array.from(entry.bottomRow), Array.from(entry.topRow)]);
    assert.deepEqual(
      table,
      SPEC_TABLE.map(([bottom, top]) => [swapped(bottom), swapped(top)]),
    );
  });

  it('shows why the printed glyphs are swapped: read with its legend, no row clears the board; swapped, every row does', () => {
    for (const [bottom, top] of SPEC_TABLE) {
      assert.equal(clears(asPrinted(bottom), asPrinted(top)), false, `${bottom} -> ${top} as printed`);
      assert.equal(clears(swapped(bottom), swapped(top)), true, `${bottom} -> ${top} swapped`);
    }
  });

  it('clears every listed bottom row with the fewest top presses, for other widths, heights and k', () => {
    for (const [columns, rows, states] of [
      [3, 3, 2],
      [4, 4, 2],
      [6, 6, 2],
      [7, 5, 2],
      [3, 3, 3],
      [4, 2, 5],
    ]) {
      const table = bottomRowLookup(columns, rows, states);
      const byBottom = new Map<string, number>();
      // Brute force over all top rows: which bottom rows can be cleared and with how few presses.
      for (let code = 0; code < states ** columns; code++) {
        const top = Array.from({ length: columns }, (_, cell) => Math.floor(code / states ** cell) % states);
        const board = applyPresses(createPuzzle({ rows, columns, states, objective: 0, topology: 'plain' }), [
          ...top,
          ...new Array((rows - 1) * columns).fill(0),
        ]);
        const left = lightChasingSteps(board).bottomRow;
        const key = Array.from(left, (value) => (states - value) % states).join(',');
        const total = top.reduce((sum, value) => sum + value, 0);
        byBottom.set(key, Math.min(byBottom.get(key) ?? Infinity, total));
      }
      byBottom.delete(new Array(columns).fill(0).join(','));
      const label = `${rows}x${columns} k=${states}`;
      assert.equal(table.length, byBottom.size, label);
      for (const { bottomRow, topRow } of table) {
        assert.equal(
          topRow.reduce((sum, value) => sum + value, 0),
          byBottom.get(bottomRow.join(',')),
          label,
        );
      }
    }
  });

  it('is empty when every chase ends clear (4x4: top-row presses never reach the bottom row)', () => {
    assert.deepEqual(bottomRowLookup(4), []);
    assert.deepEqual(bottomRowLookup(3).length, 7);
  });

  it('refuses widths whose top rows are too many to try', () => {
    assert.throws(() => bottomRowLookup(21), /2\^21 top rows/);
    assert.throws(() => bottomRowLookup(0), RangeError);
  });
});
