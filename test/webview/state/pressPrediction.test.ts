import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { pressInPlace, type Puzzle } from '../../../src/core/puzzle';
import { neighbourhood, type Neighbourhood, NEIGHBOURHOOD_NAMES, type Offset, TOPOLOGIES } from '../../../src/domain/topology';
import type { HostMessage, PuzzleView } from '../../../src/protocol/protocol';
import { reduce } from '../../../src/webview/state/gridViewState';
import { initialGridViewState, shownPuzzle } from '../../../src/webview/state/gridViewTypes';
import { predictPress, pressedCells } from '../../../src/webview/state/pressPrediction';

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
          const predicted = pressedCells({ rows, columns, topology }, Math.floor(index / columns), index % columns).sort((a, b) => a - b);
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

  describe('boards with holes, any neighbourhood and a target', () => {
    const offset = fc.tuple(fc.integer({ min: -2, max: 2 }), fc.integer({ min: -2, max: 2 }));
    const neighbourhoodArbitrary: fc.Arbitrary<Neighbourhood> = fc.oneof(
      fc.constantFrom(...NEIGHBOURHOOD_NAMES),
      fc.uniqueArray(offset, { selector: ([r, c]) => `${r},${c}`, maxLength: 6 }).map((list) => list as Offset[]),
    );
    const board = fc
      .record({
        rows: fc.integer({ min: 1, max: 5 }),
        columns: fc.integer({ min: 1, max: 5 }),
        states: fc.integer({ min: 2, max: 4 }),
        topology: fc.constantFrom('plain' as const, 'torus' as const),
        neighbourhood: neighbourhoodArbitrary,
        seed: fc.array(fc.nat(), { minLength: 25, maxLength: 25 }),
      })
      .map(({ rows, columns, states, topology, neighbourhood, seed }) => {
        const holes = Uint8Array.from({ length: rows * columns }, (_, i) => (seed[i] % 4 === 0 ? 1 : 0));
        const grid = Uint8Array.from({ length: rows * columns }, (_, i) => (holes[i] ? 0 : seed[i] % states));
        return { rows, columns, states, objective: 0, topology, neighbourhood, holes, grid };
      });

    it('a play press changes exactly what the core pressInPlace changes, on knight, asymmetric and holed boards', () => {
      fc.assert(
        fc.property(board, fc.nat(), (shape, pick) => {
          const index = pick % (shape.rows * shape.columns);
          const core: Puzzle = { ...shape, grid: shape.grid.slice() };
          pressInPlace(core, index, 1);
          const predicted = predictPress(view([], shape), Math.floor(index / shape.columns), index % shape.columns, 1, true);
          assert.deepEqual(Array.from(predicted.grid), Array.from(core.grid));
        }),
      );
    });

    it('a knight press changes the cell and the knight moves that stay on the board, and no hole', () => {
      const holes = Uint8Array.from([0, 0, 0, 0, 0, 1, 0, 0, 0]);
      const knight = view([0, 0, 0, 0, 0, 0, 0, 0, 0], { rows: 3, columns: 3, states: 2, neighbourhood: 'knight', holes });
      // From (0, 0) a knight reaches (1, 2), a hole, and (2, 1).
      assert.deepEqual(pressedCells(knight, 0, 0), [0, 7]);
      assert.deepEqual(Array.from(predictPress(knight, 0, 0, 1, true).grid), [1, 0, 0, 0, 0, 0, 0, 1, 0]);
    });

    it('an asymmetric neighbourhood presses forwards: [[0, 1]] changes the cell to the right only', () => {
      const right = view([0, 0, 0, 0, 0, 0], { neighbourhood: [[0, 1]] });
      assert.deepEqual(Array.from(predictPress(right, 0, 0, 1, true).grid), [0, 1, 0, 0, 0, 0]);
      assert.deepEqual(Array.from(predictPress(right, 0, 2, 1, true).grid), [0, 0, 0, 0, 0, 0]);
    });

    it('a hole is never pressed, in play or in setup', () => {
      const holed = view([1, 0, 2, 0, 0, 0], { holes: Uint8Array.from([0, 1, 0, 0, 0, 0]) });
      assert.deepEqual(Array.from(predictPress(holed, 0, 1, 1, true).grid), [1, 0, 2, 0, 0, 0]);
      assert.deepEqual(Array.from(predictPress(holed, 0, 1, 1, false).grid), [1, 0, 2, 0, 0, 0]);
      // Pressing (0, 0) in play changes it and (1, 0); its right neighbour is a hole.
      assert.deepEqual(Array.from(predictPress(holed, 0, 0, 1, true).grid), [2, 0, 2, 1, 0, 0]);
    });
  });
});
