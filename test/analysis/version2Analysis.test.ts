import * as assert from 'node:assert/strict';
import { allSolutions } from '../../src/analysis/teaching/allSolutions';
import { allOnState, analyzeStateSpace } from '../../src/analysis/analyzeStateSpace';
import { difficultyDistribution } from '../../src/analysis/difficultyDistribution';
import { generatePuzzle } from '../../src/analysis/generatePuzzle';
import { lightChasingProblem, lightChasingSteps } from '../../src/analysis/teaching/lightChasing';
import { quietPatternCount } from '../../src/analysis/teaching/quietPatternCount';
import { quietPatterns } from '../../src/analysis/teaching/quietPatterns';
import { shortestPath } from '../../src/analysis/shortestPath';
import { enumeratedShortestPathTable, shortestPathTable, UNSOLVABLE } from '../../src/analysis/shortestPathTable';
import { puzzleFromStateNumber, stateNumber } from '../../src/analysis/stateNumber';
import { applyPresses, createPuzzle, isSolved, type BoardShape, type Puzzle } from '../../src/core/puzzle';
import { bruteForceDistribution, bruteForceSpace } from './version2BruteForce';

const holes3x3 = Uint8Array.of(1, 0, 0, 0, 0, 0, 0, 0, 1);

/** Small version 2 shapes: holes, knight, one-sided, x on a torus with a target, moore with holes and k = 3. */
const SHAPES: Readonly<Record<string, BoardShape>> = {
  'holed 3x3': { rows: 3, columns: 3, states: 2, objective: 0, topology: 'plain', holes: holes3x3 },
  'knight 3x4': { rows: 3, columns: 4, states: 2, objective: 0, topology: 'plain', neighbourhood: 'knight' },
  'one-sided 2x3, k = 3': {
    rows: 2,
    columns: 3,
    states: 3,
    objective: 0,
    topology: 'plain',
    neighbourhood: [
      [0, 0],
      [0, 1],
    ],
  },
  'sigma 3x3': {
    rows: 3,
    columns: 3,
    states: 2,
    objective: 0,
    topology: 'plain',
    neighbourhood: [
      [-1, 0],
      [1, 0],
      [0, -1],
      [0, 1],
    ],
  },
  'x torus 3x4 with a target': {
    rows: 3,
    columns: 4,
    states: 2,
    objective: 0,
    topology: 'torus',
    neighbourhood: 'x',
    target: Uint8Array.of(1, 0, 0, 1, 0, 1, 1, 0, 1, 0, 0, 1),
  },
  'moore 2x3 with a hole and a target, k = 3': {
    rows: 2,
    columns: 3,
    states: 3,
    objective: 0,
    topology: 'plain',
    neighbourhood: 'moore',
    holes: Uint8Array.of(0, 1, 0, 0, 0, 0),
    target: Uint8Array.of(2, 0, 1, 0, 1, 2),
  },
};

describe('analysis on version 2 boards (holes, neighbourhoods, targets) against brute force', () => {
  for (const [name, shape] of Object.entries(SHAPES)) {
    describe(name, () => {
      const space = bruteForceSpace(shape);
      const solvable = space.moves.filter((moves) => moves >= 0).length;

      it('analyses the state space of the cells that are not holes', () => {
        const analysis = analyzeStateSpace(shape, { hardestLimit: 5 });
        assert.equal(analysis.totalStates, BigInt(space.moves.length));
        assert.equal(analysis.solvableStates, BigInt(solvable));
        assert.equal(analysis.solutionsPerState, BigInt(space.moves.length / solvable));
        assert.deepEqual(analysis.distribution, bruteForceDistribution(space));
        const max = analysis.maxMoves;
        const hardest = space.moves.flatMap((moves, state) => (moves === max ? [BigInt(state)] : [])).slice(0, 5);
        assert.deepEqual(analysis.hardestStates, hardest);
        const allOn = space.moves[allOnState(shape)];
        assert.equal(analysis.allOnMoves, allOn < 0 ? null : allOn);
        assert.equal(analysis.shape.neighbourhood, shape.neighbourhood);
      });

      it('tabulates the fewest moves of every state, by the coset walk and by enumeration', () => {
        const table = shortestPathTable(shape);
        const enumerated = enumeratedShortestPathTable(shape);
        assert.deepEqual(
          Array.from(table.moves),
          space.moves.map((moves) => (moves < 0 ? UNSOLVABLE : moves)),
        );
        assert.deepEqual(Array.from(enumerated.moves), Array.from(table.moves));
        assert.deepEqual(Array.from(enumerated.firstPress), Array.from(table.firstPress));
        assert.equal(table.boardCells.length, space.cells);
      });

      it('counts and lists the quiet patterns: each changes nothing and never presses a hole', () => {
        const count = quietPatternCount(shape);
        assert.deepEqual(count, { known: true, count: space.moves.length / solvable });
        const quiet = quietPatterns(shape);
        assert.equal(quiet.count, BigInt(space.moves.length / solvable));
        const solved = createPuzzle(shape, 0);
        for (const { pattern, order } of quiet.generators) {
          assert.deepEqual(applyPresses(solved, pattern).grid, solved.grid);
          assert.ok(order >= 2);
          shape.holes?.forEach((hole, index) => hole && assert.equal(pattern[index], 0));
        }
      });

      it('finds every solution and a shortest path of sample boards', () => {
        for (const state of [0, 1, space.moves.length - 1, Math.floor(space.moves.length / 3)]) {
          const puzzle = puzzleFromStateNumber(shape, BigInt(state));
          assert.equal(stateNumber(puzzle.grid, shape.states, shape.holes), BigInt(state));
          const found = allSolutions(puzzle, 1000);
          assert.equal(found.count, BigInt(space.solutions[state]));
          for (const solution of found.solutions ?? []) assert.ok(isSolved(applyPresses(puzzle, solution)));
          const path = shortestPath(puzzle);
          if (space.moves[state] < 0) assert.equal(path, null);
          else assert.equal(path?.moves.length, space.moves[state]);
        }
      });

      it('gives the exact distribution of the difficulty scale', () => {
        const distribution = difficultyDistribution(shape);
        assert.equal(distribution.exact, true);
        assert.deepEqual(distribution.weights, bruteForceDistribution(space));
      });

      it('generates puzzles that keep the shape, with the minimum asked for', () => {
        const solve = (puzzle: Puzzle) => {
          const moves = space.moves[Number(stateNumber(puzzle.grid, shape.states, shape.holes))];
          const presses = shortestPath(puzzle)?.presses ?? null;
          return { presses, totalPresses: moves, minimal: true };
        };
        const max = Math.max(...space.moves);
        for (const moves of [0, 1, max]) {
          const made = generatePuzzle(shape, { seed: `v2 ${moves}`, moves, solve });
          assert.equal(made.minMoves, moves);
          assert.equal(space.moves[Number(stateNumber(made.puzzle.grid, shape.states, shape.holes))], moves);
          assert.equal(made.puzzle.neighbourhood, shape.neighbourhood);
          assert.equal(made.puzzle.holes, shape.holes);
          assert.equal(made.puzzle.target, shape.target);
          shape.holes?.forEach((hole, index) => hole && assert.equal(made.puzzle.grid[index], 0));
        }
      });
    });
  }

  it('says plainly when light chasing does not apply', () => {
    assert.equal(lightChasingProblem(SHAPES['holed 3x3']), 'light chasing applies to boards with the cross rule and no holes');
    assert.equal(lightChasingProblem(SHAPES['knight 3x4']), 'light chasing applies to boards with the cross rule and no holes');
    assert.equal(lightChasingProblem({ ...SHAPES['holed 3x3'], holes: null, neighbourhood: 'cross' }), null);
    assert.throws(() => lightChasingSteps(createPuzzle(SHAPES['knight 3x4'])), /cross rule and no holes/);
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

  it('numbers the states of a holed board over its cells that are not holes', () => {
    const shape = SHAPES['holed 3x3'];
    const grid = Uint8Array.of(0, 1, 0, 0, 0, 0, 0, 0, 0);
    assert.equal(stateNumber(grid, 2, shape.holes), 1n);
    assert.deepEqual(Array.from(puzzleFromStateNumber(shape, 127n).grid), [0, 1, 1, 1, 1, 1, 1, 1, 0]);
  });
});
