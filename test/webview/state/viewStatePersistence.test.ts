import * as assert from 'node:assert/strict';
import type { PuzzleView } from '../../../src/protocol/protocol';
import { gameStatusText, reduce } from '../../../src/webview/state/gridViewState';
import { type GridViewState, initialGridViewState } from '../../../src/webview/state/gridViewTypes';
import type { SolutionDisplay, SolutionSummaryView } from '../../../src/webview/state/gridViewTypes';
import {
  MAX_SAVED_SOLUTION_CELLS,
  persistedSolution,
  persistedViewState,
  restoreGridViewState,
  restoreSolution,
  samePersistedParts,
} from '../../../src/webview/state/viewStatePersistence';
import { documentMessage, host, puzzleView, runEvents, shownCells, solutionView } from '../../support/gridViewFixtures';

const solution = solutionView;
const run = runEvents;

const start = puzzleView([1, 0, 0, 1]);
const loaded = (view: PuzzleView = start): GridViewState => reduce(initialGridViewState(), host(documentMessage(view))).state;
const playing = (view: PuzzleView = start): GridViewState => run(loaded(view), { type: 'setPlayMode', play: true }).state;
const grid = shownCells;

/** A solution summary as the panel keeps it (no certificate): 45 presses found in 3 ms by the internal engine, minimal. */
const summary: SolutionSummaryView = {
  solvable: true,
  presses: null,
  totalPresses: 45,
  minimal: true,
  lowerBound: 45,
  minimumTimeoutMs: 30_000,
  unprovenReason: null,
  solutionCount: '1',
  solver: 'internal',
  elapsedMs: 3,
};

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
    assert.deepEqual(restoreGridViewState({ format: 2, playMode: true }), initialGridViewState());
    assert.deepEqual(
      restoreGridViewState({ format: 4, playMode: true, game: { startKey: 'x', moves: [0, 0, 7], undone: [], resets: [], start: null } }).game.moves,
      [],
    );
    // A file opened afresh (nothing saved) is ready to play when the host says so.
    assert.equal(restoreGridViewState(undefined, true).playMode, true);
    assert.equal(restoreGridViewState(undefined).playMode, false);
  });

  it('saves a New game, a Reset and an undone Reset, and restores them so the game goes on after a reload', () => {
    const dealt = run(
      playing(),
      { type: 'newGame' },
      host({ type: 'newGameResult', requestId: 2, version: 1, outcome: { ok: true, grid: Uint8Array.from([0, 1, 1, 0]), minMoves: 2, clamped: false } }),
      { type: 'press', row: 0, col: 0, delta: 1 },
      { type: 'reset' },
      { type: 'press', row: 1, col: 1, delta: 1 },
      { type: 'undo' },
    ).state;
    const saved = JSON.parse(JSON.stringify(persistedViewState(dealt))) as unknown;
    const restored = run(restoreGridViewState(saved), host(documentMessage(start, 7, false))).state;
    assert.deepEqual(grid(restored), grid(dealt));
    assert.deepEqual(restored.game.start, Uint8Array.from([0, 1, 1, 0]));
    assert.deepEqual(grid(run(restored, { type: 'undo' }).state), grid(run(dealt, { type: 'undo' }).state));
    assert.deepEqual(grid(run(restored, { type: 'redo' }).state), grid(run(dealt, { type: 'redo' }).state));
    // A malformed start restores no game.
    const broken = { ...(saved as Record<string, unknown>), game: { ...(saved as { game: object }).game, start: 'zz!' } };
    assert.equal(restoreGridViewState(broken).game.startKey, null);
  });

  it('tells by identity whether anything saved changed: a document with the same board saves nothing new, a move does', () => {
    const state = playing();
    const again = run(state, host(documentMessage(start, 2, false))).state;
    assert.equal(samePersistedParts(state, again), true);
    assert.equal(samePersistedParts(state, run(state, { type: 'press', row: 0, col: 0, delta: 1 }).state), false);
    assert.equal(samePersistedParts(state, run(state, { type: 'zoom', direction: 1, currentSize: 40 }).state), false);
  });

  it('saves the presses of a solution as one base-36 digit per cell, never as a typed array, and restores them', () => {
    const solved = run(
      loaded(),
      { type: 'solve' },
      host({ type: 'solveResult', requestId: 1, version: 1, purpose: 'solution', outcome: { ok: true, solution: solution([1, 0, 0, 1]) } }),
    ).state;
    const saved = persistedViewState(solved);
    const json = JSON.stringify(saved);
    assert.equal(saved.solution?.outcome.ok === true ? saved.solution.outcome.solution.presses : undefined, '1001');
    assert.doesNotMatch(json, /"0":/);
    const restored = restoreGridViewState(JSON.parse(json));
    assert.deepEqual(restored.solution, solved.solution);
    assert.deepEqual(restored.solution?.outcome.ok === true ? restored.solution.outcome.solution.presses : null, Uint8Array.from([1, 0, 0, 1]));
    // Presses up to 35 (states up to 36) and an unsolvable board (no presses) round-trip too.
    const display = (rows: number, columns: number, presses: Uint8Array | null): SolutionDisplay => ({
      rows,
      columns,
      topology: 'torus',
      boardKey: 'k',
      stale: true,
      outcome: { ok: true, solution: { ...summary, presses, solvable: presses !== null, totalPresses: presses === null ? null : 45, lowerBound: null } },
    });
    const wide = display(1, 4, Uint8Array.from([0, 9, 10, 35]));
    assert.deepEqual(JSON.parse(JSON.stringify(persistedSolution(wide))).outcome.solution.presses, '09az');
    assert.deepEqual(restoreSolution(JSON.parse(JSON.stringify(persistedSolution(wide)))), wide);
    assert.deepEqual(restoreSolution(JSON.parse(JSON.stringify(persistedSolution(display(2, 2, null))))), display(2, 2, null));
    const failed: SolutionDisplay = { rows: 2, columns: 2, topology: 'plain', boardKey: 'k', stale: false, outcome: { ok: false, message: 'clingo crashed' } };
    assert.deepEqual(restoreSolution(JSON.parse(JSON.stringify(persistedSolution(failed)))), failed);
  });

  it('restores a first solution saved while its search ran as a solution not proven fewest', () => {
    const searching = run(
      loaded(),
      { type: 'solve' },
      host({ type: 'solveFirst', requestId: 1, version: 1, solution: solution([1, 0, 0, 1], { minimal: false, lowerBound: null, solutionCount: '16' }) }),
    ).state;
    assert.equal(searching.solution?.searching, true);
    const restored = restoreGridViewState(JSON.parse(JSON.stringify(persistedViewState(searching))));
    assert.equal(restored.solution?.searching, undefined);
    assert.equal(restored.solution?.outcome.ok === true ? restored.solution.outcome.solution.minimal : null, false);
  });

  it('keeps solutions only for boards of at most 1,000,000 cells', () => {
    assert.equal(MAX_SAVED_SOLUTION_CELLS, 1_000_000);
    const large = (rows: number): SolutionDisplay => ({
      rows,
      columns: 1000,
      topology: 'plain',
      boardKey: 'k',
      stale: false,
      outcome: { ok: true, solution: { ...summary, presses: new Uint8Array(rows * 1000).fill(1), totalPresses: rows * 1000, lowerBound: rows * 1000 } },
    });
    const saved = persistedSolution(large(1000));
    const presses = saved?.outcome.ok === true ? saved.outcome.solution.presses : null;
    assert.equal(presses?.length, 1_000_000);
    assert.equal(presses?.replace(/1/g, ''), '');
    assert.deepEqual(restoreSolution(saved), large(1000));
    assert.equal(persistedSolution(large(1001)), null);
    // A board larger than that saved by hand is not restored either.
    assert.equal(restoreSolution({ ...saved, rows: 1001 }), null);
  });

  it('never trusts a saved solution: anything malformed restores none, and the rest of the state still restores', () => {
    const solved = run(
      loaded(),
      { type: 'solve' },
      host({ type: 'solveResult', requestId: 1, version: 1, purpose: 'solution', outcome: { ok: true, solution: solution([1, 0, 0, 1]) } }),
    ).state;
    const saved = JSON.parse(JSON.stringify(persistedViewState(solved))) as {
      solution: { outcome: { solution: Record<string, unknown> } } & Record<string, unknown>;
    };
    const withSolution = (change: (copy: typeof saved) => void): unknown => {
      const copy = JSON.parse(JSON.stringify(saved)) as typeof saved;
      change(copy);
      return copy;
    };
    const broken: unknown[] = [
      withSolution((copy) => (copy.solution.outcome.solution.presses = '100')),
      withSolution((copy) => (copy.solution.outcome.solution.presses = '10!1')),
      withSolution((copy) => (copy.solution.outcome.solution.presses = '10A1')),
      withSolution((copy) => (copy.solution.outcome.solution.presses = [1, 0, 0, 1])),
      withSolution((copy) => (copy.solution.outcome.solution.presses = { 0: 1, 1: 0, 2: 0, 3: 1 })),
      withSolution((copy) => (copy.solution.outcome.solution.totalPresses = -2)),
      withSolution((copy) => (copy.solution.outcome.solution.solutionCount = 'many')),
      withSolution((copy) => (copy.solution.outcome.solution.elapsedMs = 'fast')),
      withSolution((copy) => (copy.solution.topology = 'sphere')),
      withSolution((copy) => (copy.solution.rows = 0)),
      withSolution((copy) => (copy.solution.outcome = null as never)),
    ];
    for (const value of broken) {
      const restored = restoreGridViewState(value);
      assert.equal(restored.solution, null, JSON.stringify(value));
      assert.equal(restored.nextRequestId, solved.nextRequestId);
    }
  });
});
