import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useL10nBundle } from '../../../src/domain/l10n';
import { topologyLabel } from '../../../src/domain/vocabularyWords';
import { cellLabel, holeCount, problemAnnouncement, puzzleCaptionText, shapeChange } from '../../../src/webview/state/boardState';
import { reduce } from '../../../src/webview/state/gridViewState';
import { type GridViewState, initialGridViewState } from '../../../src/webview/state/gridViewTypes';
import { boardKey } from '../../../src/webview/state/boardKey';
import { documentMessage, host, puzzleView } from '../../support/gridViewFixtures';

const puzzle = puzzleView;
const start = puzzle([1, 0, 0, 1]);
const loaded = (): GridViewState => reduce(initialGridViewState(), host(documentMessage(start))).state;

const french: unknown = JSON.parse(readFileSync('l10n/bundle.l10n.fr.json', 'utf8'));

describe('webview: board state (setup fields, selection, zoom)', () => {
  it('validates the setup fields and keeps the objective below the states', () => {
    assert.deepEqual(shapeChange('rows', '7', start), { changes: { rows: 7 } });
    assert.deepEqual(shapeChange('rows', '2', start), { changes: null });
    assert.deepEqual(shapeChange('columns', '2001', start), { error: 'Columns must be a whole number from 1 to 2000.' });
    assert.deepEqual(shapeChange('states', '1', start), { error: 'States must be a whole number from 2 to 36.' });
    assert.deepEqual(shapeChange('objective', '2', start), { error: 'Objective must be a whole number from 0 to 1.' });
    assert.deepEqual(shapeChange('states', '2', puzzle([0, 0, 0, 0], { states: 5, objective: 4 })), { changes: { states: 2, objective: 1 } });
    assert.deepEqual(shapeChange('topology', 'hex', start), { changes: { topology: 'hex' } });
    assert.deepEqual(shapeChange('rows', '2.5', start), { error: 'Rows must be a whole number from 1 to 2000.' });
    assert.deepEqual(reduce(loaded(), { type: 'shapeInput', field: 'states', value: '4' }).messages, [{ type: 'reshape', changes: { states: 4 } }]);
    const refused = reduce(loaded(), { type: 'shapeInput', field: 'rows', value: '0' });
    assert.deepEqual(refused.messages, []);
    assert.equal(refused.announce, 'Rows must be a whole number from 1 to 2000.');
  });

  it('clamps the selection to a smaller board and labels cells from 1', () => {
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

  it('announces a broken document once', () => {
    const invalid = { kind: 'invalid' as const, errors: [{ severity: 'error' as const, message: 'x', line: 1, column: 1 }] };
    assert.equal(problemAnnouncement(null, invalid), 'The text is not a valid puzzle: 1 error. The grid is hidden until the text is fixed.');
    assert.equal(problemAnnouncement(invalid, invalid), undefined);
  });

  it('names a torus’s wrapping edges and the holes in the caption', () => {
    const holes = Uint8Array.from([0, 1, 0, 0, 0, 0, 0, 1, 1]);
    const board = puzzle([0, 0, 0, 0, 0, 0, 0, 0, 0], { rows: 3, columns: 3, holes });
    assert.equal(holeCount(board), 3);
    assert.equal(puzzleCaptionText(board), '3 × 3 plain, 3 holes. Goal: switch every light off.');
    assert.equal(
      puzzleCaptionText(puzzle([0, 0, 0, 0], { topology: 'torus', holes: Uint8Array.from([0, 0, 1, 0]) })),
      '2 × 2 torus, edges wrap around, 1 hole. Goal: switch every light off.',
    );
    assert.equal(holeCount(start), 0);
  });

  it('fingerprints boards by shape, states, objective and cells, not by title', () => {
    assert.equal(boardKey(start), boardKey(puzzle([1, 0, 0, 1], { title: 'x' })));
    assert.notEqual(boardKey(start), boardKey(puzzle([1, 0, 0, 1], { objective: 1 })));
    assert.notEqual(boardKey(start), boardKey(puzzle([1, 0, 0, 1], { topology: 'torus' })));
    assert.notEqual(boardKey(start), boardKey(puzzle([1, 0, 1, 0])));
  });
});

describe('webview: board state in French', () => {
  afterEach(() => useL10nBundle(undefined));

  it('writes the caption, the cells and setup errors in French, and English again without the bundle', () => {
    useL10nBundle(french);
    assert.equal(
      puzzleCaptionText(puzzle([1, 0, 0, 1], { rows: 5, columns: 5, grid: new Uint8Array(25) })),
      `5 × 5 ${topologyLabel('plain')}. But : éteindre toutes les lumières.`,
    );
    assert.equal(cellLabel(1, 3, 1, 2), 'ligne 2, colonne 4, état 1 sur 2');
    assert.deepEqual(shapeChange('rows', '0', start), { error: 'Le nombre de lignes doit être un entier de 1 à 2000.' });
    useL10nBundle(undefined);
    assert.equal(cellLabel(1, 3, 1, 2), 'row 2, column 4, state 1 of 2');
  });
});
