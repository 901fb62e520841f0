import * as assert from 'node:assert/strict';
import type { PuzzleView } from '../../../src/protocol/protocol';
import { gameStatusText, reduce } from '../../../src/webview/state/gridViewState';
import { type GridViewState, initialGridViewState, shownPuzzle } from '../../../src/webview/state/gridViewTypes';
import { boardKey } from '../../../src/webview/state/boardKey';
import { documentAfterRows, type RowsMessage } from '../../../src/webview/state/documentUpdate';
import { confirmedCells, documentMessage, host, puzzleView, rowsMessage, runEvents, shownCells } from '../../support/gridViewFixtures';

const start = puzzleView([1, 0, 0, 1]);
const loaded = (view: PuzzleView = start, version = 1): GridViewState => reduce(initialGridViewState(), host(documentMessage(view, version))).state;
const playing = (): GridViewState => runEvents(loaded(), { type: 'setPlayMode', play: true }).state;

describe('webview: rows updates of the document', () => {
  it('applies the changed rows to the confirmed board and shows it, with the new version and dirty state', () => {
    const updated = reduce(loaded(), host(rowsMessage(2, 1, [1], [1, 1])));
    assert.deepEqual(updated.messages, []);
    assert.deepEqual(shownCells(updated.state), [1, 0, 1, 1]);
    assert.deepEqual(confirmedCells(updated.state), [1, 0, 1, 1]);
    assert.equal(updated.state.confirmed?.version, 2);
    assert.equal(updated.state.confirmed?.dirty, true);
    assert.equal(updated.state.boardKey, boardKey(puzzleView([1, 0, 1, 1])));
    // The next update builds on this one.
    const again = reduce(updated.state, host(rowsMessage(3, 2, [0, 1], [0, 0, 0, 0], false)));
    assert.deepEqual(shownCells(again.state), [0, 0, 0, 0]);
    assert.equal(again.state.confirmed?.version, 3);
    assert.equal(again.state.confirmed?.dirty, false);
  });

  it('confirms a predicted setup press without a visible change: the same grid, key and selection, nothing read out', () => {
    const pressed = reduce(loaded(), { type: 'press', row: 1, col: 0, delta: 1 }).state;
    const predicted = shownPuzzle(pressed);
    const confirmed = reduce(pressed, host(rowsMessage(2, 1, [1], [1, 1])));
    assert.deepEqual(confirmed.messages, []);
    assert.equal(confirmed.announce, undefined);
    assert.equal(shownPuzzle(confirmed.state)?.grid, predicted?.grid);
    assert.equal(confirmed.state.boardKey, pressed.boardKey);
    assert.deepEqual(confirmed.state.selected, { row: 1, col: 0 });
    assert.equal(confirmed.state.confirmed?.version, 2);
    assert.deepEqual(confirmedCells(confirmed.state), [1, 0, 1, 1]);
    // A host answer that differs from the prediction replaces it.
    assert.deepEqual(shownCells(reduce(pressed, host(rowsMessage(2, 1, [1], [0, 0]))).state), [1, 0, 0, 0]);
  });

  it('takes the grid drawn as the new board only when it is the base board with exactly the rows put in', () => {
    const base = loaded(puzzleView([1, 0, 0, 1, 1, 1], { rows: 3, columns: 2 })).confirmed;
    const rows = rowsMessage(2, 1, [1], [0, 0]) as RowsMessage;
    const gridAfter = (drawn: Uint8Array): Uint8Array | null => {
      const after = documentAfterRows(base, rows, drawn);
      return after?.state.kind === 'puzzle' ? after.state.puzzle.grid : null;
    };
    const drawn = Uint8Array.of(1, 0, 0, 0, 1, 1);
    assert.equal(gridAfter(drawn), drawn);
    for (const other of [Uint8Array.of(1, 0, 0, 1, 1, 1), Uint8Array.of(0, 0, 0, 0, 1, 1), Uint8Array.of(1, 0, 0, 0, 1, 0)]) {
      const grid = gridAfter(other);
      assert.notEqual(grid, other);
      assert.deepEqual(Array.from(grid ?? []), [1, 0, 0, 0, 1, 1]);
    }
  });

  it('play goes on over a rows update that keeps the start board; one that changes it starts a new game', () => {
    const moved = runEvents(playing(), { type: 'press', row: 0, col: 0, delta: 1 }).state;
    assert.deepEqual(shownCells(moved), [0, 1, 1, 1]);
    const kept = reduce(moved, host(rowsMessage(2, 1, [0], [1, 0])));
    assert.deepEqual(kept.messages, []);
    assert.equal(kept.state.game.moves.length, 1);
    assert.equal(shownPuzzle(kept.state)?.grid, shownPuzzle(moved)?.grid);
    assert.equal(gameStatusText(kept.state), 'Moves: 1');
    assert.equal(kept.state.notice, null);
    const changed = runEvents(kept.state, host(rowsMessage(3, 2, [1], [1, 0])));
    assert.equal(changed.state.game.moves.length, 0);
    assert.deepEqual(shownCells(changed.state), [1, 0, 1, 0]);
    assert.equal(changed.state.notice?.message, 'The puzzle changed, so the game started again from it.');
    assert.deepEqual(
      changed.posted.map((message) => message.type),
      // The baseline of the old game is no longer wanted; the new game asks for its own.
      ['cancel', 'solve', 'playStatus'],
    );
  });

  it('asks for the whole document when the update is not about the board held, and keeps showing it', () => {
    const state = loaded();
    const other = reduce(state, host(rowsMessage(3, 2, [1], [1, 1])));
    assert.deepEqual(other.messages, [{ type: 'resync' }]);
    assert.equal(other.state, state);
    // Rows that do not fit the board: off the board, out of order, too few cells, a value that is no state.
    for (const [rows, cells] of [
      [[2], [1, 1]],
      [
        [1, 0],
        [1, 1, 0, 0],
      ],
      [[1], [1]],
      [[0], [2, 0]],
    ]) {
      assert.deepEqual(reduce(state, host(rowsMessage(2, 1, rows, cells))).messages, [{ type: 'resync' }], JSON.stringify(rows));
    }
    // No document yet, or one that is not a puzzle.
    assert.deepEqual(reduce(initialGridViewState(), host(rowsMessage(2, 1, [], []))).messages, [{ type: 'resync' }]);
    const invalid = reduce(initialGridViewState(), host({ type: 'document', version: 1, dirty: false, state: { kind: 'invalid', errors: [] } })).state;
    assert.deepEqual(reduce(invalid, host(rowsMessage(2, 1, [], []))).messages, [{ type: 'resync' }]);
  });

  it('with no rows changes only the version, the dirty state and the warnings', () => {
    const state = loaded();
    const before = shownPuzzle(state);
    const warning = { severity: 'warning' as const, message: 'unknown key "x"', line: 3, column: 1 };
    const updated = reduce(
      state,
      host({ type: 'rows', version: 2, baseVersion: 1, dirty: true, rows: new Uint32Array(0), cells: new Uint8Array(0), warnings: [warning] }),
    );
    assert.deepEqual(updated.messages, []);
    assert.equal(shownPuzzle(updated.state), before);
    assert.equal(updated.state.confirmed?.version, 2);
    assert.equal(updated.state.confirmed?.dirty, true);
    assert.deepEqual(updated.state.confirmed?.state.kind === 'puzzle' ? updated.state.confirmed.state.warnings : null, [warning]);
    assert.equal(
      documentAfterRows(state.confirmed, {
        type: 'rows',
        version: 2,
        baseVersion: 1,
        dirty: false,
        rows: new Uint32Array(0),
        cells: new Uint8Array(0),
        warnings: [],
      })?.state.kind,
      'puzzle',
    );
  });
});
