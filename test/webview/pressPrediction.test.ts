import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { TOPOLOGIES } from '../../src/core/puzzle';
import { neighbourhood } from '../../src/core/topology';
import type { HostMessage, PuzzleView } from '../../src/shared/protocol';
import { initialGridViewState, reduce, shownPuzzle } from '../../src/webview/gridViewState';
import { predictPress, pressedCells } from '../../src/webview/pressPrediction';

const view = (grid: number[], extra: Partial<PuzzleView> = {}): PuzzleView => ({
  rows: 2,
  columns: 3,
  states: 3,
  objective: 0,
  topology: 'plain',
  grid: Uint8Array.from(grid),
  ...extra,
});
const documentMessage = (puzzle: PuzzleView, version = 1): HostMessage => ({
  type: 'document',
  version,
  dirty: false,
  state: { kind: 'puzzle', puzzle, warnings: [] },
});

describe('webview: press prediction', () => {
  it('uses exactly the core neighbour rules on every cell', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 8 }), fc.constantFrom(...TOPOLOGIES), (rows, columns, topology) => {
        for (let index = 0; index < rows * columns; index++) {
          const predicted = pressedCells(rows, columns, topology, Math.floor(index / columns), index % columns).sort((a, b) => a - b);
          assert.deepEqual(
            predicted,
            neighbourhood({ rows, columns, topology }, index).sort((a, b) => a - b),
          );
        }
      }),
    );
  });

  it('changes one cell in setup and the neighbourhood in play, modulo k', () => {
    assert.deepEqual(predictPress(view([0, 1, 2, 0, 0, 0]), 0, 2, 1, false).grid, Uint8Array.from([0, 1, 0, 0, 0, 0]));
    assert.deepEqual(predictPress(view([0, 1, 2, 0, 0, 0]), 0, 1, -1, true).grid, Uint8Array.from([2, 0, 1, 0, 2, 0]));
  });

  it('draws the predicted board at once, then takes the host document, and restores it when an edit is refused', () => {
    const loaded = reduce(initialGridViewState(), { type: 'host', message: documentMessage(view([0, 0, 0, 0, 0, 0])) }).state;
    const pressed = reduce(loaded, { type: 'press', row: 0, col: 0, delta: 1 });
    assert.deepEqual(shownPuzzle(pressed.state)?.grid, Uint8Array.from([1, 0, 0, 0, 0, 0]));
    assert.deepEqual(pressed.messages, [{ type: 'press', row: 0, col: 0, delta: 1 }]);
    const refused = reduce(pressed.state, { type: 'host', message: { type: 'notice', severity: 'error', message: 'read-only' } });
    assert.deepEqual(shownPuzzle(refused.state)?.grid, Uint8Array.from([0, 0, 0, 0, 0, 0]));
    const confirmed = reduce(pressed.state, { type: 'host', message: documentMessage(view([1, 0, 0, 0, 0, 0]), 2) });
    assert.deepEqual(shownPuzzle(confirmed.state)?.grid, Uint8Array.from([1, 0, 0, 0, 0, 0]));
    assert.equal(confirmed.state.document?.version, 2);
  });
});
