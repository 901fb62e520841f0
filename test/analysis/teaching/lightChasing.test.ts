import * as assert from 'node:assert/strict';
import { bottomRowLookup } from '../../../src/analysis/teaching/bottomRowLookup';
import { lightChasingSteps, type LightChase } from '../../../src/analysis/teaching/lightChasing';
import { applyPresses, createPuzzle, toRows, type Puzzle } from '../../../src/core/puzzle';
import { puzzleFromRows } from '../../support/puzzleRows';
import { createRandom } from '../../../src/core/random';
import { bruteForceSolve } from '../../support/bruteForce';
import { lightChasingProblem } from '../../../src/analysis/teaching/lightChasing';
import type { BoardShape } from '../../../src/core/puzzle';
import { BOARD_SHAPES } from '../boardShapes';

const plain2 = { states: 2, objective: 0, topology: 'plain' as const };

/** The method the Learn panel teaches, as a whole: chase, press the top row the lookup table gives, chase again. */
function solveByLightChasing(puzzle: Puzzle): { firstChase: LightChase; topRow: Uint8Array | null; secondChase: LightChase | null; solved: boolean } {
  const firstChase = lightChasingSteps(puzzle);
  if (firstChase.solved) return { firstChase, topRow: null, secondChase: null, solved: true };
  const key = firstChase.bottomRow.join(',');
  const entry = bottomRowLookup(puzzle.columns, puzzle.rows, puzzle.states).find((candidate) => candidate.bottomRow.join(',') === key);
  if (!entry) return { firstChase, topRow: null, secondChase: null, solved: false };
  const pattern = new Uint8Array(puzzle.rows * puzzle.columns);
  pattern.set(entry.topRow);
  const secondChase = lightChasingSteps(applyPresses(firstChase.final, pattern));
  return { firstChase, topRow: entry.topRow, secondChase, solved: secondChase.solved };
}

function text(puzzle: Puzzle): string {
  return toRows(puzzle.grid, puzzle.rows, puzzle.columns)
    .map((row) => row.join(''))
    .join('/');
}

// The usual "initial state" example of light chasing.
const initialExample = puzzleFromRows(plain2, [
  [1, 0, 1, 0, 1],
  [0, 1, 1, 1, 0],
  [1, 1, 0, 1, 1],
  [0, 1, 1, 1, 0],
  [1, 0, 1, 0, 1],
]);

describe('analysis: lightChasingSteps (teaching data)', () => {
  it('chases the initial-state example row by row, pressing below every lit cell', () => {
    const chase = lightChasingSteps(initialExample);
    assert.deepEqual(
      chase.steps.map((step) => ({ row: step.row, presses: step.presses.map(({ row, col, times }) => [row, col, times]), board: text(step.board) })),
      [
        {
          row: 0,
          presses: [
            [1, 0, 1],
            [1, 2, 1],
            [1, 4, 1],
          ],
          board: '00000/11011/01110/01110/10101',
        },
        {
          row: 1,
          presses: [
            [2, 0, 1],
            [2, 1, 1],
            [2, 3, 1],
            [2, 4, 1],
          ],
          board: '00000/00000/01110/10101/10101',
        },
        {
          row: 2,
          presses: [
            [3, 1, 1],
            [3, 2, 1],
            [3, 3, 1],
          ],
          board: '00000/00000/00000/00000/11011',
        },
        { row: 3, presses: [], board: '00000/00000/00000/00000/11011' },
      ],
    );
    assert.deepEqual(chase.bottomRow, Uint8Array.of(1, 1, 0, 1, 1));
    assert.equal(chase.solved, false);
  });

  it('solves the initial-state example with the lookup table: bottom ■■□■■, press the top □□■□□, chase again', () => {
    const solution = solveByLightChasing(initialExample);
    assert.deepEqual(solution.topRow, Uint8Array.of(0, 0, 1, 0, 0));
    assert.ok(solution.secondChase);
    assert.equal(solution.secondChase.solved, true);
    assert.equal(solution.solved, true);
  });

  it('solves exactly the solvable random 5x5 boards and handles k states and objectives', () => {
    const random = createRandom('light chasing');
    for (let attempt = 0; attempt < 40; attempt++) {
      const states = attempt % 4 === 3 ? 3 : 2;
      const shape = { rows: 3 + (attempt % 3), columns: 5 - (attempt % 2), states, objective: attempt % states, topology: 'plain' as const };
      const puzzle = { ...createPuzzle(shape), grid: Uint8Array.from({ length: shape.rows * shape.columns }, () => random.nextInt(states)) };
      const solvable = shape.states ** (shape.rows * shape.columns) <= 2 ** 22 ? bruteForceSolve(puzzle).solvable : null;
      const solution = solveByLightChasing(puzzle);
      if (solvable !== null) assert.equal(solution.solved, solvable, `attempt ${attempt}`);
      if (solution.solved && solution.secondChase) assert.ok(solution.secondChase.final.grid.every((value) => value === shape.objective));
    }
  });

  it('presses (objective - state) mod k times below an off cell', () => {
    const puzzle = puzzleFromRows({ states: 4, objective: 3, topology: 'plain' }, [
      [1, 3],
      [0, 0],
    ]);
    const chase = lightChasingSteps(puzzle);
    assert.deepEqual(chase.steps[0].presses, [{ row: 1, col: 0, times: 2 }]);
    // Two presses at (1, 0) add 2 to (0, 0), (1, 0) and (1, 1); the bottom row is then 1 below the objective.
    assert.equal(text(chase.final), '33/22');
    assert.deepEqual(chase.bottomRow, Uint8Array.of(3, 3));
  });

  it('is already solved for a solved board, has no steps for one row, and refuses torus and hex boards', () => {
    assert.equal(lightChasingSteps(createPuzzle({ rows: 5, columns: 5, ...plain2 })).solved, true);
    const oneRow = lightChasingSteps(applyPresses(createPuzzle({ rows: 1, columns: 4, ...plain2 }), [1, 0, 0, 0]));
    assert.deepEqual(oneRow.steps, []);
    assert.deepEqual(oneRow.bottomRow, Uint8Array.of(1, 1, 0, 0));
    assert.throws(() => lightChasingSteps(createPuzzle({ rows: 3, columns: 3, states: 2, objective: 0, topology: 'torus' })), /plain boards/);
    assert.throws(() => lightChasingSteps(createPuzzle({ rows: 3, columns: 3, states: 2, objective: 0, topology: 'hex' })), /plain boards/);
  });
});

describe('analysis: light chasing beyond the classic board', () => {
  it('says plainly when light chasing does not apply', () => {
    assert.equal(lightChasingProblem(BOARD_SHAPES['holed 3x3']), 'light chasing applies to boards with the cross rule and no holes');
    assert.equal(lightChasingProblem(BOARD_SHAPES['knight 3x4']), 'light chasing applies to boards with the cross rule and no holes');
    assert.equal(lightChasingProblem({ ...BOARD_SHAPES['holed 3x3'], holes: null, neighbourhood: 'cross' }), null);
    assert.throws(() => lightChasingSteps(createPuzzle(BOARD_SHAPES['knight 3x4'])), /cross rule and no holes/);
  });

  it('chases towards a per-cell target on a classic board', () => {
    const target = Uint8Array.of(1, 0, 1, 0, 1, 0, 1, 0, 1);
    const shape: BoardShape = { rows: 3, columns: 3, states: 2, objective: 0, topology: 'plain', target };
    const puzzle = createPuzzle(shape, 0);
    const chase = lightChasingSteps(puzzle);
    // Rows 1 and 2 reach their target after the chase; the bottom row is measured against its own.
    assert.deepEqual(Array.from(chase.final.grid.slice(0, 6)), Array.from(target.slice(0, 6)));
    const bottom = chase.final.grid.slice(6).map((state, col) => state ^ target[6 + col]);
    assert.deepEqual(Array.from(chase.bottomRow), Array.from(bottom));
  });
});
