import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { parseLights } from '../../src/core/format/formatRead';
import { changedRows, documentMessage, DocumentPoster } from '../../src/gridEditor/documentPoster';
import { documentState } from '../../src/gridEditor/documentState';
import { MAX_EDITOR_CELLS, type DocumentState, type HostMessage } from '../../src/protocol/protocol';
import { gridDigest } from '../../src/domain/gridDigest';

function state(text: string): DocumentState {
  return documentState(parseLights(text), MAX_EDITOR_CELLS);
}

const board = (rows: string, extra = '') => `${extra}rows = 2\ncolumns = 3\ngrid = """\n${rows}\n"""\n`;

describe('editor: document poster (document or changed rows)', () => {
  it('finds exactly the rows that differ, at any width and alignment', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 1, max: 12 }),
        fc.nat({ max: 3 }),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 3 }))),
        (rows, columns, padding, changes) => {
          // A view at an odd offset of a larger buffer, as a grid can be.
          const before = new Uint8Array(rows * columns + padding).subarray(padding);
          const after = before.slice();
          for (const [cell, value] of changes) after[cell % after.length] = (after[cell % after.length] + value) % 4;
          const expected = Array.from({ length: rows }, (_, row) => row).filter((row) =>
            after.subarray(row * columns, (row + 1) * columns).some((value, column) => value !== before[row * columns + column]),
          );
          assert.deepEqual(changedRows(before, after, columns), expected);
          assert.deepEqual(changedRows(after, before, columns), expected);
        },
      ),
      { seed: 5014, numRuns: 500 },
    );
  });

  it('sends rows against the last post when shape and metadata stay, a whole document otherwise', () => {
    const first = state(board('0 0 0\n0 0 0'));
    const posted = { version: 3, state: first };
    assert.deepEqual(documentMessage(posted, state(board('0 0 0\n0 1 0')), 4, true), {
      type: 'rows',
      version: 4,
      baseVersion: 3,
      dirty: true,
      rows: Uint32Array.from([1]),
      cells: Uint8Array.from([0, 1, 0]),
      warnings: [],
    });
    assert.deepEqual(documentMessage(posted, first, 3, false), {
      type: 'rows',
      version: 3,
      baseVersion: 3,
      dirty: false,
      rows: new Uint32Array(0),
      cells: new Uint8Array(0),
      warnings: [],
    });
    for (const other of [
      board('0 0 0\n0 0 0', 'title = "A"\n'),
      board('0 0 0\n0 0 0', 'states = 3\n'),
      board('0 0 0\n0 0 0', 'minMoves = 2\n'),
      'rows = 1\ncolumns = 3\ngrid = "0 0 0"\n',
    ]) {
      assert.equal(documentMessage(posted, state(other), 4, true).type, 'document', other);
    }
    assert.equal(documentMessage(null, first, 4, true).type, 'document');
    assert.equal(documentMessage({ version: 3, state: state(board('0 0')) }, first, 4, true).type, 'document', 'after an invalid text');
    const withWarning = documentMessage(posted, state(board('0 0 0\n0 0 0', 'color = 1\n')), 4, false);
    assert.ok(withWarning.type === 'rows');
    assert.deepEqual(withWarning.warnings, [{ severity: 'warning', message: 'unknown key "color" is kept but not used', line: 1, column: 1 }]);
  });

  it("sends the grid's digest with a whole document when this side knows it already, and never works it out", () => {
    const unknown = state(board('0 1 0\n1 1 0'));
    const message = documentMessage(null, unknown, 1, false);
    assert.ok(message.type === 'document' && !('gridDigest' in message), 'no digest known: none sent');
    const known = state(board('1 1 0\n1 1 0'));
    assert.ok(known.kind === 'puzzle');
    const digest = { ...gridDigest(known.puzzle.grid) };
    assert.deepEqual(documentMessage(null, known, 2, false), { type: 'document', version: 2, state: known, dirty: false, gridDigest: digest });
    assert.ok(!('gridDigest' in documentMessage(null, state('rows = "many"\n'), 3, false)), 'no puzzle, no digest');
  });

  it('posts a whole document again after reset', () => {
    const messages: HostMessage[] = [];
    const poster = new DocumentPoster((message) => messages.push(message));
    poster.postParse(parseLights(board('0 0 0\n0 0 0')), 1, false);
    poster.postParse(parseLights(board('1 0 0\n0 0 0')), 2, true);
    poster.reset();
    poster.postParse(parseLights(board('1 0 0\n0 0 0')), 2, true);
    assert.deepEqual(
      messages.map((message) => message.type),
      ['document', 'rows', 'document'],
    );
  });
});
