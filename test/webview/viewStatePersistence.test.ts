import * as assert from 'node:assert/strict';
import type { PuzzleView } from '../../src/shared/protocol';
import { gameStatusText, initialGridViewState, reduce, shownPuzzle, type GridViewState } from '../../src/webview/gridViewState';
import { persistedViewState, restoreGridViewState, samePersistedParts } from '../../src/webview/viewStatePersistence';
import { documentMessage, host, puzzleView, runEvents, solutionView } from '../support/gridViewFixtures';

const solution = solutionView;
const run = runEvents;

const start = puzzleView([1, 0, 0, 1]);
const loaded = (view: PuzzleView = start): GridViewState => reduce(initialGridViewState(), host(documentMessage(view))).state;
const playing = (view: PuzzleView = start): GridViewState => run(loaded(view), { type: 'setPlayMode', play: true }).state;
const grid = (state: GridViewState): readonly number[] | undefined => shownPuzzle(state)?.grid;

describe('webview: view state persistence', () => {
  it('saves the game and restores it over the same document after a reload, moves, redo history and best included', () => {
    const state = run(
      playing(),
      host({ type: 'solveResult', requestId: 1, version: 1, purpose: 'baseline', outcome: { ok: true, solution: solution([1, 0, 0, 1]) } }),
      { type: 'press', row: 0, col: 0, delta: 1 },
      { type: 'press', row: 0, col: 1, delta: -1 },
      { type: 'undo' },
      { type: 'zoom', direction: 1, currentSize: 40 },
    ).state;
    const saved = JSON.parse(JSON.stringify(persistedViewState(state))) as unknown;
    const restored = restoreGridViewState(saved);
    assert.equal(restored.playMode, true);
    assert.equal(restored.cellSize, 48);
    const reopened = run(restored, host(documentMessage(start, 7, false)));
    assert.deepEqual(grid(reopened.state), grid(state));
    assert.equal(gameStatusText(reopened.state), 'Moves: 1 · fewest possible from the start: 2');
    assert.deepEqual(grid(run(reopened.state, { type: 'redo' }).state), grid(run(state, { type: 'redo' }).state));
    // Reopened over another board: a new game.
    assert.equal(run(restored, host(documentMessage(puzzleView([0, 0, 0, 0]), 1))).state.game.moves.length, 0);
    assert.deepEqual(restoreGridViewState('garbage'), initialGridViewState());
    assert.deepEqual(restoreGridViewState({ format: 1, playMode: true }), initialGridViewState());
    assert.deepEqual(restoreGridViewState({ format: 2, playMode: true, game: { startKey: 'x', moves: [0, 0, 7], undone: [] } }).game.moves, []);
  });

  it('tells by identity whether anything saved changed: a document with the same board saves nothing new, a move does', () => {
    const state = playing();
    const again = run(state, host(documentMessage(start, 2, false))).state;
    assert.equal(samePersistedParts(state, again), true);
    assert.equal(samePersistedParts(state, run(state, { type: 'press', row: 0, col: 0, delta: 1 }).state), false);
    assert.equal(samePersistedParts(state, run(state, { type: 'zoom', direction: 1, currentSize: 40 }).state), false);
  });
});
