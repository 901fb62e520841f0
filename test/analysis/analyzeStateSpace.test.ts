import * as assert from 'node:assert/strict';
import { AnalysisLimitError } from '../../src/analysis/analysisLimits';
import { allOnState, analysisFromTable, analyzeStateSpace, stateSpaceCountsJson } from '../../src/analysis/analyzeStateSpace';
import { enumeratedShortestPathTable } from '../../src/analysis/shortestPathTable';
import { stateGrid } from '../../src/analysis/stateNumber';
import type { BoardShape } from '../../src/core/puzzle';
import type { Topology } from '../../src/domain/topology';
import { bruteForceSolve } from '../support/bruteForce';
import { BOARD_SHAPES } from './boardShapes';
import { bruteForceDistribution, bruteForceSpace } from './bruteForceSpace';

function shape(rows: number, columns: number, states = 2, objective = 0, topology: Topology = 'plain'): BoardShape {
  return { rows, columns, states, objective, topology };
}

/** The analysis by brute force: every state solved by trying every press pattern. */
function bruteForceAnalysis(board: BoardShape): { distribution: number[]; hardest: bigint[]; solvable: number; allOn: number | null } {
  const cells = board.rows * board.columns;
  const counts: number[] = [];
  const movesOf: number[] = [];
  for (let state = 0; state < board.states ** cells; state++) {
    const result = bruteForceSolve({ ...board, grid: stateGrid(BigInt(state), cells, board.states) });
    movesOf.push(result.minTotal ?? -1);
    if (result.minTotal !== null) counts[result.minTotal] = (counts[result.minTotal] ?? 0) + 1;
  }
  const distribution = Array.from(counts, (count) => count ?? 0);
  const max = distribution.length - 1;
  const hardest = movesOf.flatMap((moves, state) => (moves === max ? [BigInt(state)] : [])).slice(0, 10);
  const allOn = movesOf[allOnState(board)];
  return { distribution, hardest, solvable: movesOf.filter((moves) => moves >= 0).length, allOn: allOn < 0 ? null : allOn };
}

describe('analysis: analyzeStateSpace', () => {
  it('reproduces the breadth-first search for 3x3: binomial distribution, 9 moves at most, only state 341', () => {
    const analysis = analyzeStateSpace(shape(3, 3));
    assert.equal(analysis.totalStates, 512n);
    assert.equal(analysis.solvableStates, 512n);
    assert.equal(analysis.solutionsPerState, 1n);
    assert.deepEqual(analysis.distribution, [1, 9, 36, 84, 126, 126, 84, 36, 9, 1]);
    assert.equal(analysis.maxMoves, 9);
    assert.equal(analysis.hardestCount, 1);
    assert.deepEqual(analysis.hardestStates, [341n]);
    // As the breadth-first search finds: "all lights on" is only five hops away on 3x3.
    assert.equal(analysis.allOnMoves, 5);
  });

  it('analyses 4x4: 4096 solvable states, 16 solutions each, 7 moves at most', () => {
    const analysis = analyzeStateSpace(shape(4, 4));
    assert.equal(analysis.totalStates, 65536n);
    assert.equal(analysis.solvableStates, 4096n);
    assert.equal(analysis.solutionsPerState, 16n);
    assert.deepEqual(analysis.distribution, [1, 16, 120, 560, 1387, 1440, 540, 32]);
    assert.equal(analysis.maxMoves, 7);
    assert.equal(analysis.hardestCount, 32);
    assert.deepEqual(analysis.hardestStates, [6218n, 7243n, 10671n, 16358n, 18783n, 21016n, 22041n, 23319n, 26620n, 28403n]);
    assert.equal(analysis.allOnMoves, 4);
  });

  it('analyses 5x5 completely in well under 5 s: 2^23 solvable states, 15 moves at most for 7350 of them', function () {
    this.timeout(20000);
    const started = performance.now();
    const analysis = analyzeStateSpace(shape(5, 5));
    const elapsed = performance.now() - started;
    assert.equal(analysis.totalStates, 2n ** 25n);
    assert.equal(analysis.solvableStates, 2n ** 23n);
    assert.equal(analysis.solutionsPerState, 4n);
    assert.deepEqual(analysis.distribution, [1, 25, 300, 2300, 12650, 53130, 176176, 467104, 982335, 1596279, 1935294, 1684446, 1004934, 383670, 82614, 7350]);
    assert.equal(
      analysis.distribution.reduce((sum, count) => sum + count, 0),
      2 ** 23,
    );
    assert.equal(analysis.maxMoves, 15);
    assert.equal(analysis.hardestCount, 7350);
    assert.deepEqual(analysis.hardestStates, [15614n, 15781n, 16069n, 16286n, 27665n, 27978n, 28202n, 28529n, 30959n, 31156n]);
    // As the breadth-first search finds: "all lights on" is one of the 7,350 hardest states.
    assert.equal(analysis.allOnMoves, 15);
    assert.ok(elapsed < 5000, `5x5 took ${elapsed.toFixed(0)} ms`);
  });

  it('matches brute force on small boards of every topology, objective and k', function () {
    this.timeout(60000);
    const boards = [
      shape(2, 3),
      shape(3, 3, 2, 1),
      shape(3, 4, 2, 0, 'torus'),
      shape(3, 3, 2, 1, 'hex'),
      shape(1, 7),
      shape(2, 3, 3),
      shape(2, 3, 3, 2, 'hex'),
      shape(2, 2, 4, 1, 'torus'),
      shape(2, 2, 6, 5),
      shape(1, 4, 5, 3),
    ];
    for (const board of boards) {
      const label = `${board.rows}x${board.columns} k=${board.states} objective ${board.objective} ${board.topology}`;
      const expected = bruteForceAnalysis(board);
      const analysis = analyzeStateSpace(board);
      assert.deepEqual(analysis.distribution, expected.distribution, label);
      assert.equal(analysis.solvableStates, BigInt(expected.solvable), label);
      assert.equal(analysis.solvableStates * analysis.solutionsPerState, analysis.totalStates, label);
      assert.equal(analysis.maxMoves, expected.distribution.length - 1, label);
      assert.deepEqual(analysis.hardestStates, expected.hardest, label);
      assert.equal(analysis.allOnMoves, expected.allOn, label);
    }
  });

  it('gives the same statistics by the k = 2 coset walk and by enumerating every press pattern', () => {
    for (const board of [shape(4, 4), shape(3, 5, 2, 1, 'torus'), shape(4, 3, 2, 0, 'hex')]) {
      assert.deepEqual(analyzeStateSpace(board), analysisFromTable(enumeratedShortestPathTable(board)));
    }
  });

  it('reports null all-on moves when the all-on board cannot be solved, and lists fewer hardest states on request', () => {
    // 2x2 with 3 states: the all-on board (every cell 2) is not a solvable state.
    const analysis = analyzeStateSpace(shape(2, 2, 3), { hardestLimit: 2 });
    assert.equal(analysis.allOnMoves, null);
    assert.equal(analysis.solvableStates, 27n);
    assert.equal(analysis.solutionsPerState, 3n);
    assert.equal(analysis.maxMoves, 3);
    assert.equal(analysis.hardestCount, 12);
    assert.deepEqual(analysis.hardestStates, [5n, 7n]);
  });

  it('defines the all-on board as every cell at (objective + k - 1) mod k', () => {
    assert.equal(allOnState(shape(3, 3)), 511);
    assert.equal(allOnState(shape(3, 3, 2, 1)), 0);
    assert.equal(allOnState(shape(1, 3, 3, 0)), 2 + 2 * 3 + 2 * 9);
    assert.equal(allOnState(shape(1, 2, 4, 2)), 1 + 1 * 4);
  });

  it('refuses shapes over the limits with the size asked for', () => {
    assert.throws(
      () => analyzeStateSpace(shape(6, 6)),
      (error: Error) => {
        assert.ok(error instanceof AnalysisLimitError);
        assert.match(error.message, /6x6 board with 2 states visits all 2\^36 = 68,719,476,736 states; the limit is 1,073,741,824 \(2\^30\)/);
        return true;
      },
    );
    assert.throws(() => analyzeStateSpace(shape(5, 5, 3)), /3\^25 = 847,288,609,443 states; the limit is 67,108,864 \(2\^26\)/);
    assert.throws(() => analyzeStateSpace(shape(1000, 1000)), /2\^1000000 = about 10\^301029 states/);
    assert.throws(() => analyzeStateSpace(shape(0, 3)), /rows must be an integer >= 1/);
  });
});

describe('analysis: analyzeStateSpace on boards with holes, neighbourhoods and targets, against brute force', () => {
  for (const [name, shape] of Object.entries(BOARD_SHAPES)) {
    it(`analyses the state space of the cells that are not holes: ${name}`, () => {
      const space = bruteForceSpace(shape);
      const solvable = space.moves.filter((moves) => moves >= 0).length;
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
  }
});

describe('analysis: stateSpaceCountsJson', () => {
  it('writes the counts of the 3x3 analysis with every bigint as its decimal digits', () => {
    const analysis = analyzeStateSpace({ rows: 3, columns: 3, states: 2, objective: 0, topology: 'plain' });
    const json = stateSpaceCountsJson(analysis);
    assert.deepEqual(json, {
      totalStates: '512',
      solvableStates: '512',
      solutionsPerState: '1',
      distribution: [...analysis.distribution],
      maxMoves: analysis.maxMoves,
      hardestCount: analysis.hardestCount,
    });
    assert.equal(
      json.distribution.reduce((sum, count) => sum + count, 0),
      512,
    );
    assert.deepEqual(JSON.parse(JSON.stringify(json)), json);
  });
});
