import * as assert from 'node:assert/strict';
import type { HostMessage, PuzzleView, SolutionView } from '../../src/shared/protocol';
import {
  boardKey,
  cellLabel,
  describeSolution,
  diagnosticText,
  initialGridViewState,
  isRunning,
  persistedViewState,
  pressesDescription,
  reduce,
  restoreGridViewState,
  shapeChange,
  type GridViewEvent,
  type GridViewState,
  type Transition,
} from '../../src/webview/gridViewState';

const puzzle = (grid: number[], extra: Partial<PuzzleView> = {}): PuzzleView => ({ rows: 2, columns: 2, states: 2, objective: 0, topology: 'plain', grid, ...extra });
const documentMessage = (view: PuzzleView, version = 1, dirty = false): HostMessage => ({ type: 'document', version, dirty, state: { kind: 'puzzle', puzzle: view, warnings: [] } });
const host = (message: HostMessage): GridViewEvent => ({ type: 'host', message });
const solution = (presses: number[], extra: Partial<SolutionView> = {}): SolutionView => ({
  solvable: true,
  presses,
  totalPresses: presses.reduce((a, b) => a + b, 0),
  minimal: true,
  solutionCount: '1',
  solver: 'internal',
  elapsedMs: 3,
  ...extra,
});

/** Runs events in order, returning the last transition and every message posted on the way. */
function run(state: GridViewState, ...events: GridViewEvent[]): Transition & { readonly posted: Transition['messages'] } {
  let last: Transition = { state, messages: [] };
  const posted: Transition['messages'] = [];
  for (const event of events) {
    last = reduce(last.state, event);
    posted.push(...last.messages);
  }
  return { ...last, posted };
}

const start = puzzle([1, 0, 0, 1]);
const loaded = (): GridViewState => reduce(initialGridViewState(), host(documentMessage(start))).state;

describe('webview: grid view state', () => {
  it('posts a press with the play flag and counts moves only in play mode', () => {
    const edit = reduce(loaded(), { type: 'press', row: 1, col: 0, delta: -1 });
    assert.deepEqual(edit.messages, [{ type: 'press', row: 1, col: 0, delta: -1, play: false }]);
    assert.equal(edit.state.moves, 0);
    assert.deepEqual(edit.state.selected, { row: 1, col: 0 });
    const play = run(loaded(), { type: 'togglePlayMode' }, { type: 'press', row: 0, col: 1, delta: 1 });
    assert.deepEqual(play.messages, [{ type: 'press', row: 0, col: 1, delta: 1, play: true }]);
    assert.equal(play.state.moves, 1);
    assert.deepEqual(reduce(loaded(), { type: 'press', row: 2, col: 0, delta: 1 }).messages, []);
  });

  it('asks for the baseline when play starts and reports "Solved in N moves (best: M)"', () => {
    const playing = run(loaded(), { type: 'togglePlayMode' });
    assert.deepEqual(playing.messages, [{ type: 'solve', requestId: 1, purpose: 'baseline' }]);
    assert.equal(playing.announce, 'Play mode on: a press changes the cell and its neighbours.');
    const answered = run(
      playing.state,
      host({ type: 'solveResult', requestId: 1, version: 1, purpose: 'baseline', outcome: { ok: true, solution: solution([1, 0, 0, 1]) } }),
      { type: 'press', row: 0, col: 1, delta: 1 },
      host(documentMessage(puzzle([0, 1, 1, 1]), 2, true)),
      { type: 'press', row: 1, col: 1, delta: 1 },
      { type: 'press', row: 0, col: 0, delta: 1 },
    );
    assert.equal(answered.state.best, 2);
    assert.equal(answered.state.playStatus, null);
    const solved = reduce(answered.state, host(documentMessage(puzzle([0, 0, 0, 0]), 4, true)));
    assert.equal(solved.state.playStatus, 'Solved in 3 moves (best: 2)');
    assert.equal(solved.announce, 'Solved in 3 moves (best: 2)');
    // The same board again (for example after saving) does not announce twice.
    const again = reduce(solved.state, host(documentMessage(puzzle([0, 0, 0, 0]), 5, false)));
    assert.equal(again.state.playStatus, 'Solved in 3 moves (best: 2)');
    assert.equal(again.announce, undefined);
  });

  it("shows the puzzle's minMoves as the best while the baseline is pending", () => {
    const withMin = puzzle([1, 0, 0, 0], { minMoves: 1 });
    const state = run(initialGridViewState(), host(documentMessage(withMin)), { type: 'togglePlayMode' }, { type: 'press', row: 0, col: 0, delta: 1 }).state;
    assert.equal(state.bestFromFile, 1);
    const solved = reduce(state, host(documentMessage(puzzle([0, 0, 0, 0], { minMoves: 1 }), 2)));
    assert.equal(solved.state.playStatus, 'Solved in 1 move (best: 1)');
  });

  it('turns the solution stale, not deleted, when the board changes, and fresh again when it comes back', () => {
    const solving = reduce(loaded(), { type: 'solve' });
    assert.deepEqual(solving.messages, [{ type: 'solve', requestId: 1, purpose: 'solution' }]);
    const shown = reduce(solving.state, host({ type: 'solveResult', requestId: 1, version: 1, purpose: 'solution', outcome: { ok: true, solution: solution([1, 0, 0, 1]) } }));
    assert.equal(shown.state.solution?.stale, false);
    assert.equal(shown.announce, 'Solution: 2 presses (minimal); 1 solution; internal, 3 ms.');
    const changed = reduce(shown.state, host(documentMessage(puzzle([1, 1, 0, 1]), 2, true)));
    assert.equal(changed.state.solution?.stale, true);
    assert.deepEqual(changed.state.solution?.outcome, { ok: true, solution: solution([1, 0, 0, 1]) });
    const titleOnly = reduce(shown.state, host(documentMessage(puzzle([1, 0, 0, 1], { title: 'Renamed' }), 2, true)));
    assert.equal(titleOnly.state.solution?.stale, false);
    const undone = reduce(changed.state, host(documentMessage(start, 3)));
    assert.equal(undone.state.solution?.stale, false);
  });

  it('marks a solution stale at once when the board changed while solving', () => {
    const solving = reduce(loaded(), { type: 'solve' }).state;
    const moved = reduce(solving, host(documentMessage(puzzle([0, 0, 0, 1]), 2, true))).state;
    const answered = reduce(moved, host({ type: 'solveResult', requestId: 1, version: 1, purpose: 'solution', outcome: { ok: true, solution: solution([1, 0, 0, 1]) } }));
    assert.equal(answered.state.solution?.stale, true);
  });

  it('drops answers to requests that are not the latest of their kind', () => {
    const twice = run(loaded(), { type: 'solve' }, { type: 'solve' });
    assert.deepEqual(twice.posted, [
      { type: 'solve', requestId: 1, purpose: 'solution' },
      { type: 'cancel', requestId: 1 },
      { type: 'solve', requestId: 2, purpose: 'solution' },
    ]);
    const old = reduce(twice.state, host({ type: 'solveResult', requestId: 1, version: 1, purpose: 'solution', outcome: { ok: true, solution: solution([1, 0, 0, 1]) } }));
    assert.equal(old.state.solution, null);
    assert.equal(old.announce, undefined);
    // An answer of the wrong purpose with the latest id of the other kind is dropped too.
    const wrongKind = reduce(twice.state, host({ type: 'solveResult', requestId: 2, version: 1, purpose: 'baseline', outcome: { ok: true, solution: solution([1, 0, 0, 1]) } }));
    assert.equal(wrongKind.state.best, null);
    const latest = reduce(twice.state, host({ type: 'solveResult', requestId: 2, version: 1, purpose: 'solution', outcome: { ok: true, solution: solution([1, 0, 0, 1]) } }));
    assert.notEqual(latest.state.solution, null);
    const duplicate = reduce(latest.state, host({ type: 'solveResult', requestId: 2, version: 1, purpose: 'solution', outcome: { ok: false, message: 'late' } }));
    assert.equal(duplicate.state.solution?.outcome.ok, true);
  });

  it('drops a hint computed for an older document version', () => {
    const asked = run(loaded(), { type: 'hint' });
    assert.deepEqual(asked.messages, [{ type: 'hint', requestId: 1 }]);
    const moved = reduce(asked.state, host(documentMessage(puzzle([0, 1, 0, 1]), 2, true))).state;
    const outdated = reduce(moved, host({ type: 'hintResult', requestId: 1, version: 1, hint: { kind: 'press', row: 0, col: 0, remaining: 2, shortest: true } }));
    assert.equal(outdated.state.hint, null);
    assert.equal(outdated.announce, undefined);
    assert.equal(outdated.state.pending.hint, null);
  });

  it('shows a current hint, selects its cell and announces it', () => {
    const asked = reduce(loaded(), { type: 'hint' }).state;
    const shown = reduce(asked, host({ type: 'hintResult', requestId: 1, version: 1, hint: { kind: 'press', row: 1, col: 1, remaining: 2, shortest: true } }));
    assert.deepEqual(shown.state.selected, { row: 1, col: 1 });
    assert.equal(shown.state.hint?.row, 1);
    assert.equal(shown.announce, 'Hint: press row 2, column 2 (2 presses to go, on a shortest path).');
    const afterPress = reduce(shown.state, host(documentMessage(puzzle([1, 0, 1, 0]), 2, true)));
    assert.equal(afterPress.state.hint, null);
  });

  it('reports solved, unsolvable and failed hints in words', () => {
    const asked = reduce(loaded(), { type: 'hint' }).state;
    assert.equal(reduce(asked, host({ type: 'hintResult', requestId: 1, version: 1, hint: { kind: 'solved' } })).announce, 'Hint: the puzzle is already solved.');
    assert.equal(reduce(asked, host({ type: 'hintResult', requestId: 1, version: 1, hint: { kind: 'unsolvable' } })).announce, 'Hint: this puzzle has no solution from here.');
    const failed = reduce(asked, host({ type: 'hintResult', requestId: 1, version: 1, hint: { kind: 'error', message: 'clingo not found' } }));
    assert.deepEqual(failed.state.notice, { severity: 'error', message: 'No hint: clingo not found' });
  });

  it('keeps an unsolvable or failed solve as a red panel with its reason', () => {
    const solving = reduce(loaded(), { type: 'solve' }).state;
    const none = reduce(solving, host({ type: 'solveResult', requestId: 1, version: 1, purpose: 'solution', outcome: { ok: true, solution: solution([], { solvable: false, presses: null, totalPresses: null, solutionCount: '0', minimal: false }) } }));
    assert.ok(none.state.solution !== null);
    assert.deepEqual(describeSolution(none.state.solution), { summary: '0 solutions; internal, 3 ms.', error: 'No solution: no sequence of presses reaches the objective.' });
    const failed = reduce(solving, host({ type: 'solveResult', requestId: 1, version: 1, purpose: 'solution', outcome: { ok: false, message: 'clingo exited with code 1' } }));
    assert.ok(failed.state.solution !== null);
    assert.deepEqual(describeSolution(failed.state.solution), { summary: '', error: 'The solver failed: clingo exited with code 1' });
    assert.equal(failed.announce, 'The solver failed: clingo exited with code 1');
  });

  it('hides the grid for an invalid document and keeps the solution as stale', () => {
    const solved = run(loaded(), { type: 'solve' }, host({ type: 'solveResult', requestId: 1, version: 1, purpose: 'solution', outcome: { ok: true, solution: solution([1, 0, 0, 1]) } })).state;
    const invalid = reduce(solved, host({ type: 'document', version: 2, dirty: true, state: { kind: 'invalid', errors: [{ severity: 'error', message: 'bad cell', line: 3, column: 5 }] } }));
    assert.equal(invalid.state.boardKey, null);
    assert.equal(invalid.state.document?.state.kind, 'invalid');
    assert.equal(invalid.state.solution?.stale, true);
    assert.deepEqual(reduce(invalid.state, { type: 'press', row: 0, col: 0, delta: 1 }).messages, []);
    assert.deepEqual(reduce(invalid.state, { type: 'solve' }).messages, []);
    assert.deepEqual(reduce(invalid.state, { type: 'openAsText' }).messages, [{ type: 'openAsText' }]);
    assert.equal(diagnosticText({ severity: 'error', message: 'bad cell', line: 3, column: 5 }), 'line 3, column 5: bad cell');
  });

  it('shows progress only for a pending request and cancels it', () => {
    const solving = reduce(loaded(), { type: 'solve' }).state;
    assert.equal(reduce(solving, host({ type: 'progress', requestId: 7, message: 'old' })).state.progress, null);
    const busy = reduce(solving, host({ type: 'progress', requestId: 1, message: 'Solving 2 × 2…' }));
    assert.deepEqual(busy.state.progress, { requestId: 1, message: 'Solving 2 × 2…' });
    const cancelled = reduce(busy.state, { type: 'cancel' });
    assert.deepEqual(cancelled.messages, [{ type: 'cancel', requestId: 1 }]);
    assert.equal(cancelled.state.progress, null);
    assert.equal(cancelled.state.pending.solution, null);
  });

  it('stops showing a solve as running when the document changes, but still takes its late answer', () => {
    const busy = run(loaded(), { type: 'solve' }, host({ type: 'progress', requestId: 1, message: 'Solving…' })).state;
    assert.equal(isRunning(busy, busy.pending.solution), true);
    const moved = reduce(busy, host(documentMessage(puzzle([0, 0, 0, 1]), 2, true))).state;
    assert.equal(moved.progress, null);
    assert.equal(isRunning(moved, moved.pending.solution), false);
    // Answered for version 2, the board shown: fresh.
    const late = reduce(moved, host({ type: 'solveResult', requestId: 1, version: 2, purpose: 'solution', outcome: { ok: true, solution: solution([0, 0, 0, 1]) } }));
    assert.equal(late.state.solution?.stale, false);
    assert.equal(late.state.solution?.boardKey, boardKey(puzzle([0, 0, 0, 1])));
    // Answered for version 1, the board asked about: shown, but stale.
    const older = reduce(moved, host({ type: 'solveResult', requestId: 1, version: 1, purpose: 'solution', outcome: { ok: true, solution: solution([1, 0, 0, 1]) } }));
    assert.equal(older.state.solution?.stale, true);
    // A dirty-flag-only document of the same version keeps the progress.
    const saved = reduce(busy, host(documentMessage(start, 1, false))).state;
    assert.deepEqual(saved.progress, { requestId: 1, message: 'Solving…' });
  });

  it('carries out palette commands like the buttons', () => {
    assert.deepEqual(reduce(loaded(), host({ type: 'command', command: 'solve' })).messages, [{ type: 'solve', requestId: 1, purpose: 'solution' }]);
    assert.deepEqual(reduce(loaded(), host({ type: 'command', command: 'hint' })).messages, [{ type: 'hint', requestId: 1 }]);
    assert.deepEqual(reduce(loaded(), host({ type: 'command', command: 'reset' })).messages, [{ type: 'reset' }]);
    assert.equal(reduce(loaded(), host({ type: 'command', command: 'togglePlayMode' })).state.playMode, true);
  });

  it('restarts the game after Reset and Randomize in play mode', () => {
    const playing = run(loaded(), { type: 'togglePlayMode' }, { type: 'press', row: 0, col: 0, delta: 1 }, host(documentMessage(puzzle([0, 1, 1, 1]), 2, true))).state;
    const reset = reduce(playing, { type: 'reset' });
    assert.deepEqual(reset.messages, [{ type: 'reset' }]);
    assert.equal(reset.state.moves, 0);
    assert.equal(reset.state.baselineWanted, true);
    const next = reduce(reset.state, host(documentMessage(start, 3)));
    assert.deepEqual(next.messages, [{ type: 'cancel', requestId: 1 }, { type: 'solve', requestId: 2, purpose: 'baseline' }]);
    const clean = reduce(reduce(loaded(), { type: 'togglePlayMode' }).state, { type: 'randomize' });
    assert.deepEqual(clean.messages, [{ type: 'randomize' }]);
  });

  it('validates the setup controls and keeps the objective below the states', () => {
    assert.deepEqual(shapeChange('rows', '7', start), { changes: { rows: 7 } });
    assert.deepEqual(shapeChange('rows', '2', start), { changes: null });
    assert.deepEqual(shapeChange('columns', '2001', start), { error: 'Columns must be a whole number from 1 to 2000.' });
    assert.deepEqual(shapeChange('states', '1', start), { error: 'States must be a whole number from 2 to 36.' });
    assert.deepEqual(shapeChange('objective', '2', start), { error: 'Objective must be a whole number from 0 to 1.' });
    assert.deepEqual(shapeChange('states', '2', puzzle([0, 0, 0, 0], { states: 5, objective: 4 })), { changes: { states: 2, objective: 1 } });
    assert.deepEqual(shapeChange('topology', 'hex', start), { changes: { topology: 'hex' } });
    assert.deepEqual(shapeChange('rows', '2.5', start), { error: 'Rows must be a whole number from 1 to 2000.' });
    const posted = reduce(loaded(), { type: 'shapeInput', field: 'states', value: '4' });
    assert.deepEqual(posted.messages, [{ type: 'reshape', changes: { states: 4 } }]);
    const refused = reduce(loaded(), { type: 'shapeInput', field: 'rows', value: '0' });
    assert.deepEqual(refused.messages, []);
    assert.equal(refused.announce, 'Rows must be a whole number from 1 to 2000.');
  });

  it('clamps the selection to a smaller board and labels the cell', () => {
    const selected = reduce(loaded(), { type: 'select', row: 1, col: 1 }).state;
    const smaller = reduce(selected, host(documentMessage(puzzle([0], { rows: 1, columns: 1 }), 2))).state;
    assert.deepEqual(smaller.selected, { row: 0, col: 0 });
    assert.equal(cellLabel(1, 2, 1, 3), 'row 2, column 3, state 1 of 3');
  });

  it('zooms within 4..64 px and back to fitting', () => {
    assert.equal(reduce(loaded(), { type: 'zoom', direction: 1, currentSize: 40 }).state.cellSize, 48);
    assert.equal(reduce(loaded(), { type: 'zoom', direction: -1, currentSize: 4 }).state.cellSize, 4);
    assert.equal(reduce(loaded(), { type: 'setCellSize', cellSize: 100 }).state.cellSize, 64);
    assert.equal(reduce(loaded(), { type: 'setCellSize', cellSize: null }).state.cellSize, null);
  });

  it('saves and restores the view state, asking for a missing baseline on the first document', () => {
    const solved = run(
      loaded(),
      { type: 'zoom', direction: 1, currentSize: 40 },
      { type: 'solve' },
      host({ type: 'solveResult', requestId: 1, version: 1, purpose: 'solution', outcome: { ok: true, solution: solution([1, 0, 0, 1]) } }),
      { type: 'togglePlayMode' },
      { type: 'press', row: 1, col: 1, delta: 1 },
    ).state;
    const saved = JSON.parse(JSON.stringify(persistedViewState(solved))) as unknown;
    const restored = restoreGridViewState(saved);
    assert.equal(restored.cellSize, 48);
    assert.equal(restored.playMode, true);
    assert.equal(restored.moves, 1);
    assert.deepEqual(restored.selected, { row: 1, col: 1 });
    assert.equal(restored.nextRequestId, 3);
    assert.equal(restored.solution?.boardKey, boardKey(start));
    const first = reduce(restored, host(documentMessage(puzzle([1, 0, 1, 0]), 5, true)));
    assert.deepEqual(first.messages, [{ type: 'solve', requestId: 3, purpose: 'baseline' }]);
    assert.equal(first.state.solution?.stale, true);
    assert.deepEqual(restoreGridViewState('garbage'), initialGridViewState());
    assert.deepEqual(restoreGridViewState({ format: 2 }), initialGridViewState());
  });

  it('describes the presses of a solution for screen readers', () => {
    assert.equal(pressesDescription([0, 1, 0, 2], 2), 'Solution: row 1, column 2: 1 press; row 2, column 2: 2 presses.');
    assert.equal(pressesDescription([0, 0], 2), 'Solution: no presses needed.');
    assert.equal(pressesDescription([1, 1, 1], 3, 2), 'Solution: 3 cells to press.');
  });

  it('fingerprints boards by shape, states, objective and cells, not by title', () => {
    assert.equal(boardKey(start), boardKey(puzzle([1, 0, 0, 1], { title: 'x' })));
    assert.notEqual(boardKey(start), boardKey(puzzle([1, 0, 0, 1], { objective: 1 })));
    assert.notEqual(boardKey(start), boardKey(puzzle([1, 0, 0, 1], { topology: 'torus' })));
    assert.notEqual(boardKey(start), boardKey(puzzle([1, 0, 1, 0])));
  });
});

describe('webview: grid view state announcements', () => {
  it('announces an invalid or too large document once', () => {
    const invalidMessage: HostMessage = { type: 'document', version: 2, dirty: true, state: { kind: 'invalid', errors: [{ severity: 'error', message: 'bad', line: 1, column: 1 }] } };
    const first = reduce(loaded(), host(invalidMessage));
    assert.equal(first.announce, 'The text is not a valid puzzle: 1 error. The grid is hidden until the text is fixed.');
    assert.equal(reduce(first.state, host({ ...invalidMessage, version: 3 })).announce, undefined);
    const large = reduce(loaded(), host({ type: 'document', version: 2, dirty: false, state: { kind: 'tooLarge', rows: 2000, columns: 1000, limit: 1_000_000 } }));
    assert.equal(large.announce, 'This puzzle has 2000000 cells, more than the 1000000 the grid shows.');
  });
});
