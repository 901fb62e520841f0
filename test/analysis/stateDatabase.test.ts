import * as assert from 'node:assert/strict';
import initSqlJs, { type SqlJsStatic } from 'sql.js';
import { shortestPathTable } from '../../src/analysis/shortestPathTable';
import { buildStateDatabase } from '../../src/analysis/stateDatabase';
import type { BoardShape } from '../../src/core/puzzle';
import type { Topology } from '../../src/domain/topology';
import { breadthFirstSearch } from './breadthFirstSearch';

function shape(rows: number, columns: number, states = 2, objective = 0, topology: Topology = 'plain'): BoardShape {
  return { rows, columns, states, objective, topology };
}

describe('analysis: buildStateDatabase (the shortest-path table as SQLite)', () => {
  let sql: SqlJsStatic;
  before(async () => {
    sql = await initSqlJs();
  });

  function query(bytes: Uint8Array, text: string): unknown[][] {
    const db = new sql.Database(bytes);
    try {
      return db.exec(text)[0]?.values ?? [];
    } finally {
      db.close();
    }
  }

  it('writes the breadth-first search table for 3x3 and 4x4: every row of its search, the solved state as (-1, -1, 0, -1)', () => {
    for (const size of [3, 4]) {
      const board = shape(size, size);
      const database = buildStateDatabase(sql, shortestPathTable(board));
      const expected = breadthFirstSearch(board)
        .sort((a, b) => a.state - b.state)
        .map((row) => [size, row.state, row.row, row.col, row.toGo, row.destination, size, size]);
      assert.equal(database.rows, expected.length);
      assert.deepEqual(
        query(database.bytes, 'SELECT size, state, row, col, to_go, destination_state, rows, columns FROM lightsout_states ORDER BY rowid'),
        expected,
      );
    }
  });

  it('follows the all-on 3x3 path through destination_state like lightsout_path.py', () => {
    const database = buildStateDatabase(sql, shortestPathTable(shape(3, 3)));
    const lines: string[] = [];
    for (let state = 511; state !== 0;) {
      const [[row, col, destination]] = query(
        database.bytes,
        `SELECT row, col, destination_state FROM lightsout_states WHERE size = 3 AND state = ${state}`,
      ) as number[][];
      lines.push(`${state.toString(16)}: (${row}, ${col})`);
      state = destination;
    }
    assert.deepEqual(lines, ['1ff: (2, 2)', '5f: (2, 0)', '97: (1, 1)', '2d: (0, 2)', 'b: (0, 0)']);
  });

  it('leaves size NULL for rectangles, describes the board, and handles k > 2', () => {
    const board = shape(2, 3, 3, 1, 'torus');
    const database = buildStateDatabase(sql, shortestPathTable(board));
    const expected = breadthFirstSearch(board)
      .sort((a, b) => a.state - b.state)
      .map((row) => [null, row.state, row.row, row.col, row.toGo, row.destination, 2, 3]);
    assert.deepEqual(query(database.bytes, 'SELECT size, state, row, col, to_go, destination_state, rows, columns FROM lightsout_states'), expected);
    assert.deepEqual(query(database.bytes, 'SELECT * FROM lightsout_board'), [[2, 3, 3, 1, 'torus', 364, 0]]);
  });

  it('keeps only state, row and col with compact, state as the integer primary key', () => {
    const board = shape(4, 4);
    const full = buildStateDatabase(sql, shortestPathTable(board));
    const compact = buildStateDatabase(sql, shortestPathTable(board), { compact: true });
    assert.equal(compact.rows, 4096);
    assert.deepEqual(query(compact.bytes, "SELECT name FROM pragma_table_info('lightsout_states') ORDER BY cid").flat(), ['state', 'row', 'col']);
    assert.deepEqual(query(compact.bytes, 'SELECT state, row, col FROM lightsout_states'), query(full.bytes, 'SELECT state, row, col FROM lightsout_states'));
    assert.deepEqual(query(compact.bytes, 'SELECT compact FROM lightsout_board'), [[1]]);
    assert.ok(compact.bytes.length < full.bytes.length);
  });

  it('reports progress per batch of rows', () => {
    const seen: number[] = [];
    buildStateDatabase(sql, shortestPathTable(shape(4, 4)), { onProgress: (rows) => seen.push(rows) });
    assert.deepEqual(seen, [1000, 2000, 3000, 4000, 4096]);
  });
});
