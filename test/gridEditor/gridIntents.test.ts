import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { parseLights } from '../../src/core/format/formatRead';
import type { ParsedLights } from '../../src/core/format/formatDocument';
import { applyTextEdits } from '../../src/core/format/formatEdits';
import { puzzleRows } from '../support/puzzleRows';
import { bruteForceApplyPresses } from '../support/bruteForce';
import {
  IntentError,
  isRandomPuzzleTitle,
  keepPositionEdits,
  pressEdits,
  puzzleAtPosition,
  randomizeOutcome,
  randomPuzzleTitle,
  reshapeEdits,
} from '../../src/gridEditor/gridIntents';
import { DIFFICULTIES } from '../../src/domain/difficultyScale';
import { TOPOLOGIES } from '../../src/domain/topology';
import type { PlayPress } from '../../src/protocol/protocol';
import { difficultyOfMoves } from '../../src/domain/difficultyScale';
import { shapeDifficultyScale } from '../../src/analysis/difficultyDistribution';
import { solvePuzzle } from '../../src/solvers/internal/solvePuzzle';

const text = `# my puzzle
title = "Test"
rows = 3
columns = 3
states = 3
minMoves = 4
grid = """
0 1 2
1 1 1
2 1 0
"""
colour = "red"
`;

function parsed(source: string): ParsedLights {
  const result = parseLights(source);
  if (!result.ok) throw new Error(result.errors.map((e) => e.message).join('; '));
  return result;
}

function apply(source: string, edits: ReturnType<typeof pressEdits>): ParsedLights {
  return parsed(applyTextEdits(source, edits));
}

describe('editor: grid intents', () => {
  it('a setup click changes exactly one cell, on one line, and drops the stale minMoves', () => {
    const edits = pressEdits(text, parsed(text), 1, 2, 1, false);
    const next = applyTextEdits(text, edits);
    assert.deepEqual(puzzleRows(parsed(next).document.puzzle), [
      [0, 1, 2],
      [1, 1, 2],
      [2, 1, 0],
    ]);
    assert.equal(parsed(next).document.minMoves, undefined);
    assert.equal(next, text.replace('minMoves = 4\n', '').replace('\n1 1 1\n', '\n1 1 2\n'));
  });

  it('a setup click on a board with holes is one edit inside its row, and a hole refuses it', () => {
    const holed = 'version = 2\nrows = 2\ncolumns = 3\ngrid = """\n. 1 0\n0 . 1\n"""\n';
    const edits = pressEdits(holed, parsed(holed), 1, 2, 1, false);
    assert.equal(edits.length, 1);
    assert.equal(applyTextEdits(holed, edits), holed.replace('0 . 1', '0 . 0'));
    assert.throws(() => pressEdits(holed, parsed(holed), 0, 0, 1, false), /row 1, column 1 is a hole/);
  });

  it('a right click subtracts one modulo k', () => {
    assert.deepEqual(puzzleRows(apply(text, pressEdits(text, parsed(text), 0, 0, -1, false)).document.puzzle)[0], [2, 1, 2]);
  });

  it('a play press changes the cell and its neighbours and keeps the metadata', () => {
    const next = apply(text, pressEdits(text, parsed(text), 1, 1, 1, true));
    assert.deepEqual(puzzleRows(next.document.puzzle), [
      [0, 2, 2],
      [2, 2, 2],
      [2, 2, 0],
    ]);
    assert.equal(next.document.minMoves, 4);
  });

  it('refuses cells outside the board', () => {
    assert.throws(() => pressEdits(text, parsed(text), 3, 0, 1, true), IntentError);
  });

  it('resizing keeps the overlapping cells and fills new ones with the objective', () => {
    const next = apply(text, reshapeEdits(text, parsed(text), { rows: 2, columns: 4 }, { maxCells: 1000 }));
    assert.deepEqual(puzzleRows(next.document.puzzle), [
      [0, 1, 2, 0],
      [1, 1, 1, 0],
    ]);
    assert.equal(next.document.title, 'Test');
    assert.deepEqual(next.document.extra, { colour: 'red' });
  });

  it('fewer states clamp cells and the objective', () => {
    const withObjective = text.replace('states = 3', 'states = 3\nobjective = 2');
    const next = apply(withObjective, reshapeEdits(withObjective, parsed(withObjective), { states: 2 }, { maxCells: 1000 }));
    assert.equal(next.document.puzzle.objective, 1);
    assert.deepEqual(puzzleRows(next.document.puzzle), [
      [0, 1, 1],
      [1, 1, 1],
      [1, 1, 0],
    ]);
  });

  it('refuses shapes outside the rules or the editor limit with a message', () => {
    assert.throws(() => reshapeEdits(text, parsed(text), { states: 40 }, { maxCells: 1000 }), /states must be an integer in 2\.\.36/);
    assert.throws(() => reshapeEdits(text, parsed(text), { objective: 3 }, { maxCells: 1000 }), /objective must be an integer in 0\.\.2/);
    assert.throws(
      () => reshapeEdits(text, parsed(text), { rows: 100, columns: 100 }, { maxCells: 1000 }),
      /100x100 board has 10000 cells; the grid editor shows at most 1000/,
    );
  });

  it('randomize gives a solvable board of the same shape with its certified minimum', () => {
    const next = apply(text, randomizeOutcome(text, parsed(text), 'seed').edits);
    const { puzzle, minMoves } = next.document;
    assert.equal(puzzle.rows, 3);
    assert.equal(puzzle.states, 3);
    assert.equal(solvePuzzle(puzzle).totalPresses, minMoves);
  });

  it('randomize replaces the difficulty and minMoves with those of the new board, keeping the user’s title and other keys', () => {
    const withDifficulty = text.replace('minMoves = 4', 'minMoves = 4\ndifficulty = "easy"');
    const outcome = randomizeOutcome(withDifficulty, parsed(withDifficulty), 'seed', 'hard');
    const next = apply(withDifficulty, outcome.edits).document;
    const scale = shapeDifficultyScale(next.puzzle);
    assert.equal(outcome.clamped, false);
    assert.equal(next.difficulty, 'hard');
    assert.equal(outcome.difficulty, 'hard');
    assert.equal(difficultyOfMoves(scale, next.minMoves as number), 'hard');
    assert.equal(solvePuzzle(next.puzzle).totalPresses, next.minMoves);
    assert.equal(next.title, 'Test');
    assert.equal(outcome.title, 'Test');
    assert.deepEqual(next.extra, { colour: 'red' });
    // Without a difficulty the new board is still rated (it has at most MAX_DIFFICULTY_CELLS cells).
    const any = apply(text, randomizeOutcome(text, parsed(text), 'other').edits).document;
    assert.equal(any.difficulty, difficultyOfMoves(scale, any.minMoves as number));
    assert.equal(any.title, 'Test');
  });

  it('randomize titles the new board when the document has no title, or the title a Randomize wrote', () => {
    for (const source of [text.replace('title = "Test"\n', ''), text.replace('"Test"', '"Random 3x3, 3 states, easy (2 moves)"')]) {
      const outcome = randomizeOutcome(source, parsed(source), 'seed', 'hard');
      const next = apply(source, outcome.edits).document;
      assert.equal(next.title, `Random 3x3, 3 states, hard (${next.minMoves} moves)`);
      assert.equal(outcome.title, next.title);
      assert.equal(next.difficulty, 'hard');
    }
    // A title that only starts like one stays: it is the user's.
    const mine = text.replace('"Test"', '"Random 3x3, my favourite"');
    assert.equal(apply(mine, randomizeOutcome(mine, parsed(mine), 'seed').edits).document.title, 'Random 3x3, my favourite');
  });

  it('knows every title randomPuzzleTitle makes, and no title a user would write', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 2, max: 36 }),
        fc.constantFrom(...TOPOLOGIES),
        fc.option(fc.constantFrom(...DIFFICULTIES), { nil: undefined }),
        fc.option(fc.nat({ max: 10_000 }), { nil: null }),
        (rows, columns, states, topology, difficulty, minMoves) =>
          isRandomPuzzleTitle(randomPuzzleTitle({ rows, columns, states, topology }, difficulty, minMoves)),
      ),
    );
    for (const title of [
      '4x4',
      'Random',
      'Random thoughts',
      'Random 5x5!',
      'Random 5x5, extreme',
      'Random 5x5, hard (12 moves) v2',
      'My Random 5x5',
      'random 5x5',
    ])
      assert.equal(isRandomPuzzleTitle(title), false, title);
  });

  it('randomize makes a hard 5x5 puzzle labelled hard', () => {
    const five = `rows = 5\ncolumns = 5\ngrid = """\n${'0 0 0 0 0\n'.repeat(5)}"""\n`;
    for (const seed of ['a', 'b', 'c']) {
      const next = apply(five, randomizeOutcome(five, parsed(five), seed, 'hard').edits).document;
      assert.equal(next.difficulty, 'hard');
      assert.ok((next.minMoves as number) >= 11 && (next.minMoves as number) <= 15, `${seed}: ${next.minMoves}`);
      assert.equal(next.title, `Random 5x5, hard (${next.minMoves} moves)`);
    }
  });

  it('titles random puzzles by shape, difficulty and fewest moves', () => {
    assert.equal(randomPuzzleTitle({ rows: 5, columns: 5, states: 2, topology: 'plain' }, 'hard', 14), 'Random 5x5, hard (14 moves)');
    assert.equal(randomPuzzleTitle({ rows: 4, columns: 6, states: 3, topology: 'torus' }, 'easy', 1), 'Random 4x6 torus, 3 states, easy (1 move)');
    assert.equal(randomPuzzleTitle({ rows: 40, columns: 40, states: 2, topology: 'hex' }, undefined, null), 'Random 40x40 hex');
  });
});

/** A 3x3 board of 3 states with a hole at the centre and the x neighbourhood (the diagonals). */
const holed = `version = 2
title = "Random 3x3, 3 states, hard (5 moves)"
rows = 3
columns = 3
states = 3
neighbourhood = "x"
difficulty = "hard"
minMoves = 5
grid = """
1 0 2
0 . 0
2 0 1
"""
`;

/** The presses' counts per cell, row-major. */
function pressCounts(presses: readonly PlayPress[], cells: number, columns: number): Int32Array {
  const counts = new Int32Array(cells);
  for (const { row, col, delta } of presses) counts[row * columns + col] += delta;
  return counts;
}

describe('editor: grid intents of a New game’s start board', () => {
  const board = parsed(holed).document.puzzle;
  const notHoles = [0, 1, 2, 3, 5, 6, 7, 8];

  it('plays a position from its start, as the brute-force oracle presses (holes and neighbourhood included)', () => {
    const startArbitrary = fc
      .array(fc.integer({ min: 0, max: 2 }), { minLength: 9, maxLength: 9 })
      .map((cells) => Uint8Array.from(cells, (value, index) => (index === 4 ? 0 : value)));
    const pressArbitrary = fc
      .record({ cell: fc.constantFrom(...notHoles), delta: fc.constantFrom<1 | -1>(1, -1) })
      .map(({ cell, delta }) => ({ row: Math.floor(cell / 3), col: cell % 3, delta }));
    fc.assert(
      fc.property(startArbitrary, fc.array(pressArbitrary, { maxLength: 8 }), (start, presses) => {
        const played = puzzleAtPosition(board, { start, presses });
        assert.deepEqual(played.grid, bruteForceApplyPresses({ ...board, grid: start }, pressCounts(presses, 9, 3)));
        // The message's array is not changed: the start stays the game's start.
        assert.deepEqual(puzzleAtPosition(board, { start, presses: [] }).grid, start);
        assert.deepEqual(board.grid, parsed(holed).document.puzzle.grid);
      }),
    );
  });

  it('refuses a start that does not fit the board, in plain words', () => {
    const refuse = (start: Uint8Array, message: string): void =>
      assert.throws(
        () => puzzleAtPosition(board, { start, presses: [] }),
        (error: unknown) => error instanceof IntentError && error.message === message,
      );
    refuse(new Uint8Array(8), 'The new game has 8 cells, but this 3 × 3 board has 9. Start a new game.');
    refuse(Uint8Array.from([0, 0, 3, 0, 0, 0, 0, 0, 0]), 'The new game has state 3 at row 1, column 3, but this board has states 0 to 2. Start a new game.');
    refuse(Uint8Array.from([0, 0, 0, 0, 1, 0, 0, 0, 0]), 'The new game has a state at row 2, column 2, which is a hole of this board. Start a new game.');
    assert.throws(() => keepPositionEdits(holed, parsed(holed), { start: new Uint8Array(4), presses: [] }), IntentError);
  });

  it('keeps a New game as it began: its start is written, the generator’s metadata and a random title’s moves go', () => {
    const start = Uint8Array.from([2, 1, 0, 1, 0, 1, 0, 1, 2]);
    const next = apply(holed, keepPositionEdits(holed, parsed(holed), { start, presses: [] })).document;
    assert.deepEqual(next.puzzle.grid, start);
    assert.deepEqual(next.puzzle.holes, board.holes);
    assert.equal(next.puzzle.neighbourhood, 'x');
    assert.equal(next.minMoves, undefined);
    assert.equal(next.difficulty, undefined);
    assert.equal(next.title, 'Random 3x3, 3 states');
    // With presses, from the start; a user's title stays.
    const mine = holed.replace('"Random 3x3, 3 states, hard (5 moves)"', '"Mine"');
    const pressed = apply(mine, keepPositionEdits(mine, parsed(mine), { start, presses: [{ row: 0, col: 0, delta: 1 }] })).document;
    assert.deepEqual(pressed.puzzle.grid, bruteForceApplyPresses({ ...board, grid: start }, pressCounts([{ row: 0, col: 0, delta: 1 }], 9, 3)));
    assert.equal(pressed.title, 'Mine');
    // A start equal to the document's board, with no presses, changes nothing.
    assert.deepEqual(keepPositionEdits(holed, parsed(holed), { start: board.grid.slice(), presses: [] }), []);
  });
});
