import * as assert from 'node:assert/strict';
import { initialGridViewState, type GridViewState } from '../../../src/webview/state/gridViewTypes';
import { FOLLOW_PROOF_CELLS, followStatusText, pressesToGo } from '../../../src/webview/state/solutionFollow';
import { documentMessage, host, puzzleView, runEvents, solutionView } from '../../support/gridViewFixtures';

const solved = (playMode: boolean, cells = 2): GridViewState => {
  const grid = new Array(cells * cells).fill(0);
  grid[0] = 1;
  grid[1] = 1;
  grid[cells] = 1;
  const presses = new Array(cells * cells).fill(0);
  presses[0] = 1;
  return runEvents(
    initialGridViewState(),
    host(documentMessage(puzzleView(grid, { rows: cells, columns: cells }))),
    ...(playMode ? [{ type: 'setPlayMode' as const, play: true }] : []),
    { type: 'solve' },
    host({ type: 'solveResult', requestId: playMode ? 2 : 1, version: 1, purpose: 'solution', outcome: { ok: true, solution: solutionView(presses) } }),
  ).state;
};

describe('webview: a solution that follows the player', () => {
  it('marks the presses to go only in Play, and says how many', () => {
    assert.equal(pressesToGo(solved(false)), null);
    assert.equal(followStatusText(solved(false)), null);
    assert.deepEqual(Array.from(pressesToGo(solved(true)) ?? []), [1, 0, 0, 0]);
    assert.equal(followStatusText(solved(true)), '1 press to go');
    const moved = runEvents(solved(true), { type: 'press', row: 1, col: 1, delta: 1 }).state;
    assert.equal(followStatusText(moved), '2 presses to go');
  });

  it('proves the fewest again quietly on small boards only, and takes the proof without a word', () => {
    const moved = runEvents(solved(true), { type: 'press', row: 1, col: 1, delta: 1 });
    assert.equal(moved.state.pending.solution?.quiet, true);
    const proof = runEvents(
      moved.state,
      host({ type: 'progress', requestId: 3, message: 'Solving…' }),
      host({ type: 'solveResult', requestId: 3, version: 1, purpose: 'solution', outcome: { ok: true, solution: solutionView([1, 0, 0, 1]) } }),
    );
    assert.equal(proof.state.progress, null);
    assert.deepEqual(proof.announced, []);
    assert.equal(proof.state.solution?.outcome.ok && proof.state.solution.outcome.solution.minimal, true);
    // A proof of a position already left is dropped.
    const left = runEvents(
      moved.state,
      { type: 'press', row: 0, col: 1, delta: 1 },
      host({ type: 'solveResult', requestId: 3, version: 1, purpose: 'solution', outcome: { ok: true, solution: solutionView([1, 0, 0, 1]) } }),
    );
    assert.deepEqual(Array.from(pressesToGo(left.state) ?? []), [1, 1, 0, 1]);
    const side = Math.ceil(Math.sqrt(FOLLOW_PROOF_CELLS + 1));
    const big = runEvents(solved(true, side), { type: 'press', row: 1, col: 1, delta: 1 });
    assert.equal(big.state.pending.solution, null);
  });

  it('in Play, Hint with a followed solution points at a cell to press without asking the engine', () => {
    const hinted = runEvents(solved(true), { type: 'press', row: 1, col: 1, delta: 1 }, { type: 'select', row: 1, col: 1 }, { type: 'hint' });
    assert.deepEqual(
      hinted.posted.filter((message) => message.type === 'hint'),
      [],
    );
    assert.deepEqual({ row: hinted.state.hint?.row, col: hinted.state.hint?.col, remaining: hinted.state.hint?.remaining }, { row: 1, col: 1, remaining: 2 });
  });
});
