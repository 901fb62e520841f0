import * as assert from 'node:assert/strict';
import { binaryPathSolution, enumerateForPathSolution, pathBoards, pathMoves, shortestPath } from '../../src/analysis/shortestPath';
import { boardSystem, particularSolution } from '../../src/solvers/internal/boardSystem';
import { rightHandSide } from '../../src/solvers/internal/solvePuzzle';
import { shortestPathTable } from '../../src/analysis/shortestPathTable';
import { formatStateNumber, puzzleFromStateNumber } from '../../src/analysis/stateNumber';
import { applyPresses, createPuzzle, type BoardShape, type Puzzle } from '../../src/core/puzzle';
import { bruteForceApplyPresses, bruteForceSolve } from '../support/bruteForce';
import { BOARD_SHAPES } from './boardShapes';
import { bruteForceSpace } from './bruteForceSpace';

const plain2 = { states: 2, objective: 0, topology: 'plain' as const };

/** The path as the breadth-first search prints it: `state_hex: (row, col)` per press. */
function listing(puzzle: Puzzle): string[] {
  const path = shortestPath(puzzle);
  assert.ok(path);
  return [...pathBoards(puzzle, path.moves)].map(({ grid, move }) => `${formatStateNumber(grid, puzzle.states)}: (${move.row}, ${move.col})`);
}

describe('analysis: shortestPath (the breadth-first search path)', () => {
  it('prints the breadth-first search listing for the all-on 3x3, 4x4 and 5x5 boards exactly', () => {
    assert.deepEqual(listing(createPuzzle({ rows: 3, columns: 3, ...plain2 }, 1)), ['1ff: (2, 2)', '5f: (2, 0)', '97: (1, 1)', '2d: (0, 2)', 'b: (0, 0)']);
    assert.deepEqual(listing(createPuzzle({ rows: 4, columns: 4, ...plain2 }, 1)), ['ffff: (3, 2)', '1bff: (2, 0)', '8ef: (1, 3)', '27: (0, 1)']);
    assert.deepEqual(listing(createPuzzle({ rows: 5, columns: 5, ...plain2 }, 1)), [
      '1ffffff: (4, 4)',
      '77ffff: (4, 2)',
      '95ffff: (4, 1)',
      'e4ffff: (3, 3)',
      '6adfff: (3, 2)',
      '2dcfff: (3, 1)',
      'e47ff: (2, 4)',
      '625ff: (2, 3)',
      '254ff: (2, 2)',
      '6c7f: (1, 4)',
      '2f6f: (1, 3)',
      'ce7: (1, 1)',
      '405: (1, 0)',
      '64: (0, 1)',
      '23: (0, 0)',
    ]);
  });

  it('starts every path with the table first press, and its length is the table moves (every 4x4 and 3x3 k=3 state)', () => {
    const shapes: BoardShape[] = [
      { rows: 4, columns: 4, ...plain2 },
      { rows: 3, columns: 3, states: 3, objective: 1, topology: 'plain' },
    ];
    for (const board of shapes) {
      const table = shortestPathTable(board);
      for (let state = 0; state < table.moves.length; state += board.states === 2 ? 1 : 7) {
        const puzzle = puzzleFromStateNumber(board, BigInt(state));
        const path = shortestPath(puzzle);
        if (table.moves[state] === 255) {
          assert.equal(path, null);
          continue;
        }
        assert.ok(path);
        assert.equal(path.moves.length, table.moves[state], `state ${state}`);
        assert.equal(path.minimal && path.webGameOrder, true);
        if (path.moves.length > 0) assert.equal(path.moves[0].row * board.columns + path.moves[0].col, table.firstPress[state]);
      }
    }
  });

  it('ends solved, with the brute-force minimum, yielding each board before its press', () => {
    // Pressing (0, 0) three times and (1, 2) twice: a board whose shortest solution repeats cells.
    const puzzle = applyPresses(createPuzzle({ rows: 2, columns: 3, states: 4, objective: 0, topology: 'plain' }), [3, 0, 0, 0, 0, 2]);
    const path = shortestPath(puzzle);
    assert.ok(path);
    assert.equal(path.moves.length, bruteForceSolve(puzzle).minTotal);
    let board: Uint8Array = Uint8Array.from(puzzle.grid);
    for (const { grid, move } of pathBoards(puzzle, path.moves)) {
      assert.deepEqual(grid, board);
      const press = new Uint8Array(6);
      press[move.row * 3 + move.col] = 1;
      board = bruteForceApplyPresses({ ...puzzle, grid: board }, press);
    }
    assert.deepEqual(board, new Uint8Array(6));
    assert.deepEqual(pathMoves(Uint8Array.of(0, 2, 1), 3), [
      { row: 0, col: 2 },
      { row: 0, col: 1 },
      { row: 0, col: 1 },
    ]);
  });

  it('returns no moves for a solved board and null for an unsolvable one', () => {
    const solved = shortestPath(createPuzzle({ rows: 5, columns: 5, ...plain2 }));
    assert.ok(solved);
    assert.deepEqual(solved.moves, []);
    const corner = createPuzzle({ rows: 5, columns: 5, ...plain2 });
    corner.grid[0] = 1;
    assert.equal(shortestPath(corner), null);
  });

  it('picks the breadth-first search path solution of large k = 2 boards by the transform, and falls back beyond it', function () {
    this.timeout(20000);
    // 30x30: 2^20 solutions per board, found through one Walsh-Hadamard transform.
    const large = shortestPath(createPuzzle({ rows: 30, columns: 30, ...plain2 }, 1));
    assert.ok(large);
    assert.equal(large.minimal && large.webGameOrder, true);
    assert.equal(large.moves.length, 376);
    // 39x39: 2^32 solutions per board, beyond the transform of the search's order: the engine's proven
    // minimum (A075464: 561 presses), in the engine's order.
    const huge = shortestPath(createPuzzle({ rows: 39, columns: 39, ...plain2 }, 1));
    assert.ok(huge);
    assert.equal(huge.webGameOrder, false);
    assert.equal(huge.minimal, true);
    assert.equal(huge.moves.length, 561);
    assert.equal(
      huge.moves.length,
      huge.presses.reduce((sum, value) => sum + value, 0),
    );
    // k = 3, 17x17: 3^12 solutions x 289 cells is over the enumeration limit.
    const general = shortestPath(createPuzzle({ rows: 17, columns: 17, states: 3, objective: 0, topology: 'plain' }, 2));
    assert.ok(general);
    assert.equal(general.webGameOrder, false);
  });

  it('agrees between the transform (k = 2) and plain enumeration of all solutions', () => {
    for (const n of [4, 5, 9]) {
      const puzzle = createPuzzle({ rows: n, columns: n, ...plain2 }, 1);
      const system = boardSystem(puzzle);
      const particular = particularSolution(system, rightHandSide(puzzle));
      assert.ok(particular);
      const fromTransform = binaryPathSolution(
        particular,
        system.kernel.map((generator) => generator.pattern),
      );
      assert.equal(fromTransform.webGameOrder, true);
      assert.deepEqual(fromTransform.presses, enumerateForPathSolution(particular, system.kernel, 2));
    }
  });
});

describe('analysis: shortestPath on boards with holes, neighbourhoods and targets, against brute force', () => {
  for (const [name, shape] of Object.entries(BOARD_SHAPES)) {
    it(`finds a shortest path of sample boards, or none when unsolvable: ${name}`, () => {
      const space = bruteForceSpace(shape);
      for (const state of [0, 1, space.moves.length - 1, Math.floor(space.moves.length / 3)]) {
        const path = shortestPath(puzzleFromStateNumber(shape, BigInt(state)));
        if (space.moves[state] < 0) assert.equal(path, null);
        else assert.equal(path?.moves.length, space.moves[state]);
      }
    });
  }
});
