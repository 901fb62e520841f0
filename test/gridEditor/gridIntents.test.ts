import * as assert from 'node:assert/strict';
import { parseLights } from '../../src/core/format/formatRead';
import type { ParsedLights } from '../../src/core/format/formatDocument';
import { applyTextEdits } from '../../src/core/format/formatEdits';
import { puzzleRows } from '../support/puzzleRows';
import { IntentError, pressEdits, randomizeOutcome, randomPuzzleTitle, reshapeEdits } from '../../src/gridEditor/gridIntents';
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

  it('randomize replaces the title, difficulty and minMoves with those of the new board, keeping other keys', () => {
    const withDifficulty = text.replace('minMoves = 4', 'minMoves = 4\ndifficulty = "easy"');
    const outcome = randomizeOutcome(withDifficulty, parsed(withDifficulty), 'seed', 'hard');
    const next = apply(withDifficulty, outcome.edits).document;
    const scale = shapeDifficultyScale(next.puzzle);
    assert.equal(outcome.clamped, false);
    assert.equal(next.difficulty, 'hard');
    assert.equal(outcome.difficulty, 'hard');
    assert.equal(difficultyOfMoves(scale, next.minMoves as number), 'hard');
    assert.equal(solvePuzzle(next.puzzle).totalPresses, next.minMoves);
    assert.equal(next.title, `Random 3x3, 3 states, hard (${next.minMoves} moves)`);
    assert.equal(outcome.title, next.title);
    assert.deepEqual(next.extra, { colour: 'red' });
    // Without a difficulty the new board is still rated (it has at most MAX_DIFFICULTY_CELLS cells).
    const any = apply(text, randomizeOutcome(text, parsed(text), 'other').edits).document;
    assert.equal(any.difficulty, difficultyOfMoves(scale, any.minMoves as number));
    assert.equal(any.title, `Random 3x3, 3 states, ${any.difficulty} (${any.minMoves} moves)`);
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
