import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { pathStates } from '../../src/analysis/pathStates';
import { pathBoards, pathMoves } from '../../src/analysis/shortestPath';
import { formatStateNumber, stateNumber } from '../../src/analysis/stateNumber';
import { createPuzzle, type BoardShape, type Puzzle } from '../../src/core/puzzle';
import { BOARD_SHAPES } from './boardShapes';

/** The states along a path written from the whole board at every press (the slow, plain way). */
function statesFromWholeBoards(puzzle: Puzzle, presses: Uint8Array, decimal: boolean): { row: number; col: number; state: string }[] {
  return [...pathBoards(puzzle, pathMoves(presses, puzzle.columns))].map(({ grid, move }) => ({
    row: move.row,
    col: move.col,
    state: decimal ? stateNumber(grid, puzzle.states, puzzle.holes).toString() : formatStateNumber(grid, puzzle.states, puzzle.holes),
  }));
}

/** A puzzle of `shape` with the given cells (holes kept at 0) and presses of at most `k - 1` per cell (none at holes). */
function board(shape: BoardShape, cells: number[], pressCounts: number[]): { puzzle: Puzzle; presses: Uint8Array } {
  const puzzle = createPuzzle(shape);
  const presses = new Uint8Array(puzzle.grid.length);
  for (let cell = 0; cell < puzzle.grid.length; cell++) {
    if (shape.holes?.[cell]) continue;
    puzzle.grid[cell] = cells[cell] % shape.states;
    presses[cell] = pressCounts[cell] % shape.states;
  }
  return { puzzle, presses };
}

const shapes: BoardShape[] = [
  ...Object.values(BOARD_SHAPES),
  { rows: 3, columns: 5, states: 36, objective: 0, topology: 'plain' },
  { rows: 4, columns: 4, states: 7, objective: 3, topology: 'torus' },
  { rows: 3, columns: 3, states: 10, objective: 0, topology: 'hex' },
  { rows: 1, columns: 2, states: 2, objective: 0, topology: 'torus' },
];

describe('analysis: pathStates (state numbers kept up to date press by press)', () => {
  for (const shape of shapes) {
    it(`writes the numbers the whole boards give, in both notations (${shape.rows}x${shape.columns}, k = ${shape.states}, ${shape.topology}${shape.holes ? ', holes' : ''})`, () => {
      const cells = shape.rows * shape.columns;
      fc.assert(
        fc.property(
          fc.array(fc.nat(35), { minLength: cells, maxLength: cells }),
          fc.array(fc.nat(35), { minLength: cells, maxLength: cells }),
          (grid, counts) => {
            const { puzzle, presses } = board(shape, grid, counts);
            for (const decimal of [false, true]) {
              assert.deepEqual([...pathStates(puzzle, presses, decimal ? 'decimal' : 'game')], statesFromWholeBoards(puzzle, presses, decimal));
            }
          },
        ),
        { numRuns: 40 },
      );
    });
  }

  it('carries and borrows across many decimal limbs (a 12x12 board of 36 states, every cell 35, every cell pressed 35 times)', () => {
    const shape: BoardShape = { rows: 12, columns: 12, states: 36, objective: 0, topology: 'plain' };
    const { puzzle, presses } = board(shape, new Array(144).fill(35), new Array(144).fill(35));
    const expected = statesFromWholeBoards(puzzle, presses, true);
    assert.equal(expected[0].state, (36n ** 144n - 1n).toString());
    assert.deepEqual([...pathStates(puzzle, presses, 'decimal')], expected);
  });
});
