/**
 * The SQLite table that the breadth-first search of classic Lights Out programs stores, built from
 * a shortest-path table with sql.js (SQLite compiled to WebAssembly, so no native build). The
 * caller loads sql.js (asynchronously) and writes the returned bytes where it likes; this module
 * only fills an in-memory database. Pure apart from sql.js's own memory.
 *
 * Full table, the breadth-first search's columns first, then `rows` and `columns` for rectangles:
 *
 *     lightsout_states(size, state, row, col, to_go, destination_state, rows, columns)
 *
 * one row per solvable state, ascending by state: press (row, col) to reach destination_state,
 * to_go presses from the objective. `size` is the side of a square board and NULL for other
 * rectangles. The solved state has a row too, as in the breadth-first search: row = col = -1,
 * to_go = 0, destination_state = -1. No index, like the search's own table.
 *
 * Compact table, only what cannot be derived from the board:
 *
 *     lightsout_states(state INTEGER PRIMARY KEY, row, col)
 *
 * to_go and destination_state follow from the rows themselves (destination = state with the
 * press applied; to_go = the number of steps until the solved state, whose row is (-1, -1)); size,
 * rows and columns are in `lightsout_board`. `state` is the rowid, so lookups by state are indexed
 * at no cost in space.
 *
 * On a board with holes the state numbers count the cells that are not holes ({@link stateNumber});
 * row and col are the board's own.
 *
 * Both formats add a one-row table describing the board:
 *
 *     lightsout_board(rows, columns, states, objective, topology, solved_state, compact)
 */

import type { SqlJsStatic } from 'sql.js';
import { compactBoard } from './compactBoard';
import { NO_PRESS, UNSOLVABLE, type ShortestPathTable } from './shortestPathTable';

/** Rows per INSERT statement: fewer statement runs, and a sweet spot for sql.js's bindings. */
const BATCH_ROWS = 1000;

/** Options of {@link buildStateDatabase}. */
export interface StateDatabaseOptions {
  /** Keep only state, row and col (see the module comment). */
  readonly compact?: boolean;
  /** Called after every batch of rows with the number of rows written so far. */
  readonly onProgress?: (rowsWritten: number) => void;
}

/** A built database file. */
export interface StateDatabase {
  /** The SQLite file's bytes. */
  readonly bytes: Uint8Array;
  /** Rows of `lightsout_states`: the solvable states, the solved one included. */
  readonly rows: number;
}

/** Builds the SQLite file of a shortest-path table with a loaded sql.js. */
export function buildStateDatabase(sql: SqlJsStatic, table: ShortestPathTable, options: StateDatabaseOptions = {}): StateDatabase {
  const { shape, moves, firstPress, solvedState, boardCells } = table;
  const { rows, columns, states: k } = shape;
  const compact = options.compact ?? false;
  const db = new sql.Database();
  try {
    // The database lives in memory until exported: no journal, no syncs.
    db.exec('PRAGMA journal_mode = MEMORY; PRAGMA synchronous = OFF; PRAGMA locking_mode = EXCLUSIVE;');
    db.exec(
      'CREATE TABLE lightsout_board (rows INTEGER, columns INTEGER, states INTEGER, objective INTEGER, topology TEXT, solved_state INTEGER, compact INTEGER);',
    );
    db.run('INSERT INTO lightsout_board VALUES (?, ?, ?, ?, ?, ?, ?)', [rows, columns, k, shape.objective, shape.topology, solvedState, compact ? 1 : 0]);
    const size = rows === columns ? String(rows) : 'NULL';
    const columnsSql = compact
      ? 'state INTEGER PRIMARY KEY, row INTEGER, col INTEGER'
      : 'size INTEGER, state INTEGER, row INTEGER, col INTEGER, to_go INTEGER, destination_state INTEGER, rows INTEGER, columns INTEGER';
    db.exec(`CREATE TABLE lightsout_states (${columnsSql});`);
    const rowSql = compact ? '(?, ?, ?)' : `(${size}, ?, ?, ?, ?, ?, ${rows}, ${columns})`;
    const perRow = compact ? 3 : 5;
    const insertSql = (count: number): string => `INSERT INTO lightsout_states VALUES ${Array(count).fill(rowSql).join(', ')}`;
    const batch = db.prepare(insertSql(BATCH_ROWS));
    const values: number[] = new Array(BATCH_ROWS * perRow);
    const { offsets, changes: cells } = compactBoard(shape);
    const powers = Array.from(boardCells, (_, cell) => k ** cell);
    let pending = 0;
    let written = 0;
    db.exec('BEGIN');
    for (let state = 0; state < moves.length; state++) {
      if (moves[state] === UNSOLVABLE) continue;
      const press = firstPress[state];
      const at = pending * perRow;
      values[at] = state;
      values[at + 1] = press === NO_PRESS ? -1 : Math.floor(boardCells[press] / columns);
      values[at + 2] = press === NO_PRESS ? -1 : boardCells[press] % columns;
      if (!compact) {
        values[at + 3] = moves[state];
        values[at + 4] = press === NO_PRESS ? -1 : pressed(state, press, k, offsets, cells, powers);
      }
      if (++pending === BATCH_ROWS) {
        batch.run(values);
        written += pending;
        pending = 0;
        options.onProgress?.(written);
      }
    }
    batch.free();
    if (pending > 0) {
      const rest = db.prepare(insertSql(pending));
      rest.run(values.slice(0, pending * perRow));
      rest.free();
      written += pending;
      options.onProgress?.(written);
    }
    db.exec('COMMIT');
    return { bytes: db.export(), rows: written };
  } finally {
    db.close();
  }
}

/** The number of the state after pressing `cell` once: each digit of its neighbourhood + 1 mod k. */
function pressed(state: number, cell: number, k: number, offsets: Int32Array, cells: Int32Array, powers: readonly number[]): number {
  let next = state;
  for (let at = offsets[cell]; at < offsets[cell + 1]; at++) {
    const power = powers[cells[at]];
    next += Math.floor(state / power) % k === k - 1 ? -(k - 1) * power : power;
  }
  return next;
}
