import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import type { PlayPress, PuzzleView } from '../../../src/protocol/protocol';
import type { Topology } from '../../../src/domain/topology';
import { boardKey, cellsChangedFrom, cellsOffObjective, GridEdit, sameGrid } from '../../../src/webview/state/boardKey';
import { isPuzzleSolved, positionBoard } from '../../../src/webview/state/playSession';
import { predictPress } from '../../../src/webview/state/pressPrediction';
import { documentAfterRows } from '../../../src/webview/state/documentUpdate';

/** A board with its cells in a fresh array, so nothing is known of it yet: its key is computed from scratch. */
const fresh = (puzzle: PuzzleView): PuzzleView => ({ ...puzzle, grid: Uint8Array.from(puzzle.grid) });

const boardArbitrary = fc
  .record({
    rows: fc.integer({ min: 1, max: 6 }),
    columns: fc.integer({ min: 1, max: 6 }),
    states: fc.integer({ min: 2, max: 5 }),
    topology: fc.constantFrom<Topology>('plain', 'torus', 'hex'),
    seed: fc.array(fc.nat(), { minLength: 37, maxLength: 37 }),
  })
  .map(({ rows, columns, states, topology, seed }): PuzzleView => ({
    rows,
    columns,
    states,
    topology,
    objective: seed[36] % states,
    grid: Uint8Array.from(seed.slice(0, rows * columns), (value) => value % states),
  }));

const pressesOn = (puzzle: PuzzleView) =>
  fc.array(
    fc.record({
      row: fc.integer({ min: 0, max: puzzle.rows - 1 }),
      col: fc.integer({ min: 0, max: puzzle.columns - 1 }),
      delta: fc.constantFrom(1 as const, -1 as const),
    }),
    { maxLength: 25 },
  );

describe('webview: board keys and solved counts', () => {
  it('gives equal keys to equal boards and different keys to different shapes, states, objectives and topologies', () => {
    const board: PuzzleView = { rows: 2, columns: 2, states: 2, objective: 0, topology: 'plain', grid: Uint8Array.from([1, 0, 0, 1]) };
    assert.match(boardKey(board), /^2x2:[0-9a-f]{16}$/);
    assert.equal(boardKey(board), boardKey(fresh(board)));
    const variants: PuzzleView[] = [
      { ...board, grid: Uint8Array.from([0, 1, 1, 0]) },
      { ...board, states: 3 },
      { ...board, objective: 1 },
      { ...board, topology: 'torus' },
      { ...board, rows: 1, columns: 4 },
    ];
    const keys = new Set([board, ...variants].map(boardKey));
    assert.equal(keys.size, 6);
  });

  it('keeps the keys it gave before (a game saved with the view state is found again), at any alignment of the grid', () => {
    const board: PuzzleView = { rows: 2, columns: 2, states: 2, objective: 0, topology: 'plain', grid: Uint8Array.from([1, 0, 0, 1]) };
    assert.equal(boardKey(board), '2x2:67854ce34b46f89f');
    // Past one chunk of the four-cells-at-a-time pass, with three cells after the last whole word.
    const cells = Uint8Array.from({ length: 4099 }, (_, index) => (index * 7919 + (index >> 3)) % 3);
    const long: PuzzleView = { rows: 1, columns: 4099, states: 3, objective: 0, topology: 'plain', grid: cells };
    assert.equal(boardKey(long), '1x4099:8cf24190ed074bd5');
    const shifted = new Uint8Array(4100);
    shifted.set(cells, 1);
    assert.equal(boardKey({ ...long, grid: shifted.subarray(1) }), '1x4099:8cf24190ed074bd5');
  });

  it('keys made press by press, position by position and row by row equal keys computed from scratch (property)', () => {
    fc.assert(
      fc.property(
        boardArbitrary.chain((board) => fc.tuple(fc.constant(board), pressesOn(board), pressesOn(board), fc.boolean())),
        ([board, first, second, play]) => {
          boardKey(board);
          cellsOffObjective(board.grid, board.objective);
          let pressed = board;
          for (const press of first) pressed = predictPress(pressed, press.row, press.col, press.delta, play);
          assert.equal(boardKey(pressed), boardKey(fresh(pressed)));
          assert.equal(
            isPuzzleSolved(pressed),
            Array.from(pressed.grid).every((value) => value === board.objective),
          );
          // A position from another position: the moves taken back and made are the only work.
          const previous = positionBoard(board, first);
          const moves: PlayPress[] = [...first.slice(0, Math.floor(first.length / 2)), ...second];
          const next = positionBoard(board, moves, { moves: first, board: previous });
          assert.deepEqual(next.grid, positionBoard(fresh(board), moves).grid);
          assert.equal(boardKey(next), boardKey(fresh(next)));
          assert.equal(cellsOffObjective(next.grid, board.objective), cellsOffObjective(Uint8Array.from(next.grid), board.objective));
          // Rows written over the board.
          const row = first.length % board.rows;
          const cells = Array.from({ length: board.columns }, (_, col) => (col + first.length) % board.states);
          const document = { version: 1, dirty: false, state: { kind: 'puzzle' as const, puzzle: board, warnings: [] } };
          const written = documentAfterRows(document, {
            type: 'rows',
            version: 2,
            baseVersion: 1,
            dirty: true,
            rows: Uint32Array.of(row),
            cells: Uint8Array.from(cells),
            warnings: [],
          });
          const puzzle = written?.state.kind === 'puzzle' ? written.state.puzzle : null;
          assert.ok(puzzle !== null);
          assert.deepEqual(Array.from(puzzle.grid.subarray(row * board.columns, (row + 1) * board.columns)), cells);
          assert.equal(boardKey(puzzle), boardKey(fresh(puzzle)));
          assert.equal(
            isPuzzleSolved(puzzle),
            Array.from(puzzle.grid).every((value) => value === board.objective),
          );
        },
      ),
    );
  });

  it('gives distinct random boards distinct keys (property)', () => {
    fc.assert(
      fc.property(boardArbitrary, boardArbitrary, (a, b) => {
        const same =
          a.rows === b.rows &&
          a.columns === b.columns &&
          a.states === b.states &&
          a.objective === b.objective &&
          a.topology === b.topology &&
          sameGrid(a.grid, b.grid);
        assert.equal(boardKey(a) === boardKey(b), same);
      }),
    );
    // Every board of one cell changed from a 40x40 board of zeros has its own key.
    const zeros: PuzzleView = { rows: 40, columns: 40, states: 3, objective: 0, topology: 'plain', grid: new Uint8Array(1600) };
    const keys = new Set<string>([boardKey(zeros)]);
    for (let cell = 0; cell < 1600; cell++) {
      for (const value of [1, 2]) {
        const edit = new GridEdit(zeros.grid, 0);
        edit.set(cell, value);
        keys.add(boardKey({ ...zeros, grid: edit.finish() }));
      }
    }
    assert.equal(keys.size, 1 + 3200);
  });

  it('counts the cells off the objective and follows them through edits; compares grids cell by cell', () => {
    const grid = Uint8Array.from([2, 2, 1, 0, 2]);
    assert.equal(cellsOffObjective(grid, 2), 2);
    assert.equal(cellsOffObjective(grid, 0), 4);
    const edit = new GridEdit(grid, 0);
    edit.set(0, 0);
    edit.add(3, 1, 3);
    edit.add(4, 1, 3);
    const next = edit.finish();
    assert.deepEqual(Array.from(next), [0, 2, 1, 1, 0]);
    assert.deepEqual(Array.from(grid), [2, 2, 1, 0, 2]);
    assert.equal(cellsOffObjective(next, 0), 3);
    assert.throws(() => edit.set(1, 0), /finished/);
    assert.equal(sameGrid(Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8, 9]), Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8, 9])), true);
    assert.equal(sameGrid(Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8, 9]), Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8, 0])), false);
    assert.equal(sameGrid(Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8]), Uint8Array.from([1, 2, 3, 4, 0, 6, 7, 8])), false);
    assert.equal(sameGrid(new Uint8Array(3), new Uint8Array(4)), false);
  });
  it('names the cells a grid edit set, for the grid it was made from only', () => {
    const source = Uint8Array.from([0, 1, 0, 1, 0, 1]);
    const edit = new GridEdit(source, 0);
    edit.set(4, 1);
    edit.set(1, 1);
    edit.add(2, 1, 2);
    const next = edit.finish();
    assert.deepEqual(cellsChangedFrom(source, next), [4, 2]);
    assert.equal(cellsChangedFrom(Uint8Array.from(source), next), null, 'another array with the same cells is not the source');
    assert.equal(cellsChangedFrom(next, source), null);
    assert.equal(cellsChangedFrom(source, Uint8Array.from(next)), null);
  });

  it('counts the cells off a single objective four at a time at any length and alignment, as one by one', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), fc.nat(3), fc.nat(3), (raw, offset, goal) => {
        const values = Uint8Array.from(raw, (value) => value % 4);
        const buffer = new Uint8Array(values.length + offset);
        buffer.set(values, offset);
        const grid = buffer.subarray(offset);
        assert.equal(cellsOffObjective(grid, goal), Array.from(values).filter((value) => value !== goal).length);
      }),
    );
  });
});
