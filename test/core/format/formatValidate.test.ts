import * as assert from 'node:assert/strict';
import type { LightsDocument } from '../../../src/core/format/formatDocument';
import { checkDocument, codePointLength } from '../../../src/core/format/formatValidate';
import { PuzzleError } from '../../../src/core/puzzle';
import { MAX_NESTING_DEPTH, MAX_TITLE_LENGTH } from '../../../src/domain/limits';

const GOOD: LightsDocument = {
  puzzle: { rows: 2, columns: 3, states: 3, objective: 0, topology: 'plain', grid: Uint8Array.of(0, 1, 2, 2, 1, 0) },
  version: 1,
  extra: {},
};

/** The message checkDocument throws for `document`, or null when it accepts it. */
function problem(document: LightsDocument): string | null {
  try {
    checkDocument(document);
    return null;
  } catch (error) {
    assert.ok(error instanceof PuzzleError, String(error));
    return error.message;
  }
}

/** `value` nested in `depth` arrays. */
function nested(depth: number, value: unknown): unknown {
  return depth === 0 ? value : nested(depth - 1, [value]);
}

describe('formatValidate: checkDocument', () => {
  it('accepts a document that can be printed and read back, with every optional key', () => {
    assert.equal(problem(GOOD), null);
    const holes = Uint8Array.of(1, 0, 0, 0, 0, 0);
    assert.equal(
      problem({
        ...GOOD,
        version: 2,
        title: 'é'.repeat(MAX_TITLE_LENGTH),
        difficulty: 'hard',
        minMoves: 0,
        puzzle: { ...GOOD.puzzle, holes, grid: Uint8Array.of(0, 1, 2, 2, 1, 0) },
        extra: { author: 'Ann', deep: nested(MAX_NESTING_DEPTH - 1, 1) },
      }),
      null,
    );
  });

  it('names what is wrong with the board', () => {
    assert.equal(
      problem({ ...GOOD, puzzle: { ...GOOD.puzzle, rows: 10_001, grid: new Uint8Array(30_003) } }),
      'a 10001x3 board is over the limits of 10000 rows, 10000 columns and 100000000 cells',
    );
    assert.equal(problem({ ...GOOD, puzzle: { ...GOOD.puzzle, grid: new Uint8Array(5) } }), 'the grid of a 2x3 board must be a Uint8Array of 6 cells');
    assert.equal(problem({ ...GOOD, puzzle: { ...GOOD.puzzle, grid: Uint8Array.of(0, 1, 2, 2, 3, 0) } }), 'cell (2, 2) is 3, expected 0..2');
    assert.equal(problem({ ...GOOD, puzzle: { ...GOOD.puzzle, states: 1 } }), 'states must be an integer in 2..36, got 1');
  });

  it('refuses a filled hole and a board made only of holes', () => {
    assert.equal(problem({ ...GOOD, version: 2, puzzle: { ...GOOD.puzzle, holes: Uint8Array.of(0, 1, 0, 0, 0, 0) } }), 'row 1, column 2 is a hole but holds 1');
    assert.equal(
      problem({ ...GOOD, version: 2, puzzle: { ...GOOD.puzzle, grid: new Uint8Array(6), holes: new Uint8Array(6).fill(1) } }),
      'a board made only of holes cannot be written: it needs at least one cell',
    );
  });

  it('refuses metadata out of its range', () => {
    assert.equal(problem({ ...GOOD, version: 3 }), 'version must be 1 or 2, got 3');
    assert.equal(problem({ ...GOOD, version: 1.5 }), 'version must be 1 or 2, got 1.5');
    assert.equal(problem({ ...GOOD, title: 'a'.repeat(MAX_TITLE_LENGTH + 1) }), `title must be a string of at most ${MAX_TITLE_LENGTH} characters`);
    assert.equal(problem({ ...GOOD, difficulty: 'extreme' as never }), 'difficulty must be one of easy, medium, hard, got extreme');
    assert.equal(problem({ ...GOOD, minMoves: -1 }), 'minMoves must be a non-negative integer, got -1');
    assert.equal(problem({ ...GOOD, extra: { grid: 'x' } }), 'extra must not hold the known key "grid"');
    assert.equal(
      problem({ ...GOOD, extra: { deep: nested(MAX_NESTING_DEPTH + 1, 1) } }),
      `extra must not nest tables and arrays more than ${MAX_NESTING_DEPTH} levels deep`,
    );
  });
});

describe('formatValidate: codePointLength', () => {
  it('counts code points once a text is over the title limit, code units below it', () => {
    assert.equal(codePointLength(''), 0);
    assert.equal(codePointLength('abc'), 3);
    const emoji = '😀'.repeat(MAX_TITLE_LENGTH);
    assert.equal(codePointLength(emoji), MAX_TITLE_LENGTH);
    assert.equal(codePointLength('😀'), 2);
  });
});
