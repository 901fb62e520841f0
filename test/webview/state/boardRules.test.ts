import * as assert from 'node:assert/strict';
import type { PuzzleView } from '../../../src/protocol/protocol';
import { boardGoal, changedCells, goalAt, hasMixedTarget, holedGridText, isHoleAt, targetAt } from '../../../src/webview/state/boardRules';

/** A 3x3 plain two-state board with these holes (row-major, 1 at a hole) and target. */
const board = (holes?: number[], target?: number[], objective = 1): PuzzleView => ({
  rows: 3,
  columns: 3,
  states: 2,
  objective,
  topology: 'plain',
  grid: new Uint8Array(9),
  ...(holes ? { holes: Uint8Array.from(holes) } : {}),
  ...(target ? { target: Uint8Array.from(target) } : {}),
});

describe('webview: boardRules', () => {
  it('tells holes and the state each cell must reach', () => {
    const holed = board([0, 1, 0, 0, 0, 0, 0, 0, 0]);
    assert.equal(isHoleAt(holed, 1), true);
    assert.equal(isHoleAt(holed, 0), false);
    assert.equal(isHoleAt(board(), 1), false);
    assert.equal(targetAt(holed, 1), 0, 'a hole has no state');
    assert.equal(targetAt(holed, 0), 1, 'the objective');
    assert.equal(targetAt(board(undefined, [0, 1, 0, 1, 0, 1, 0, 1, 0]), 3), 1, 'the target');
  });

  it('says the goal as cheaply as it can: the objective, the target, or the objective with 0 at the holes made once', () => {
    assert.equal(boardGoal(board()), 1);
    const target = board(undefined, [1, 0, 1, 0, 1, 0, 1, 0, 1]);
    assert.equal(boardGoal(target), target.target);
    const holed = board([1, 0, 0, 0, 0, 0, 0, 0, 1]);
    const goal = boardGoal(holed);
    assert.deepEqual(Array.from(goal as Uint8Array), [0, 1, 1, 1, 1, 1, 1, 1, 0]);
    assert.equal(boardGoal(holed), goal, 'made once per holes array');
    assert.deepEqual(Array.from(boardGoal({ ...holed, objective: 0 }) as Uint8Array), new Array(9).fill(0), 'a new objective makes a new goal');
    assert.equal(goalAt(2, 5), 2);
    assert.equal(goalAt(Uint8Array.from([0, 3]), 1), 3);
  });

  it('calls a target mixed only when the cells that are not holes differ', () => {
    assert.equal(hasMixedTarget(board()), false);
    assert.equal(hasMixedTarget(board(undefined, new Array(9).fill(1))), false);
    assert.equal(hasMixedTarget(board(undefined, [1, 1, 1, 1, 0, 1, 1, 1, 1])), true);
    assert.equal(hasMixedTarget(board([0, 0, 0, 0, 1, 0, 0, 0, 0], [1, 1, 1, 1, 0, 1, 1, 1, 1])), false, 'the one different cell is a hole');
  });

  it('lists the cells a press changes: the cross, holes left out, nothing for a hole', () => {
    assert.deepEqual(Array.from(changedCells(board(), 4)).sort(), [1, 3, 4, 5, 7]);
    assert.deepEqual(Array.from(changedCells(board(), 0)).sort(), [0, 1, 3]);
    const holed = board([0, 1, 0, 0, 0, 0, 0, 0, 0]);
    assert.deepEqual(Array.from(changedCells(holed, 4)).sort(), [3, 4, 5, 7]);
    assert.deepEqual(Array.from(changedCells(holed, 1)), []);
    assert.deepEqual(
      Array.from(changedCells({ ...board(), topology: 'torus' }, 0)).sort((a, b) => a - b),
      [0, 1, 2, 3, 6],
    );
  });

  it('writes values for the test hooks with a dot at each hole', () => {
    assert.equal(holedGridText(Uint8Array.from([1, 0, 0, 1]), { columns: 2, holes: Uint8Array.from([0, 1, 0, 0]) }), '1,./0,1');
    assert.equal(holedGridText(Uint8Array.from([1, 2, 3]), { columns: 3 }), '1,2,3');
  });
});
