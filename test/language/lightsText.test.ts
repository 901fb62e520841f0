import * as assert from 'node:assert/strict';
import { cellAt, integerValue, keyAt, objectiveOf, readLightsText, splitRows, statesOf } from '../../src/language/lightsText';

const TEXT = 'rows = 2\ncolumns = 3\nstates = 3\ngrid = """\n0 1 2\r\n\n  2\t1\n"""\n';

describe('language: what the features see of a .lights text', () => {
  it('reads the TOML table, the key locations and the grid rows with their offsets', () => {
    const lights = readLightsText(TEXT);
    assert.deepEqual({ ...lights.table }, { rows: 2, columns: 3, states: 3, grid: '0 1 2\r\n\n  2\t1\n' });
    assert.deepEqual([...lights.layout.keys.keys()], ['rows', 'columns', 'states', 'grid']);
    assert.equal(lights.target, null);
    const grid = lights.grid;
    assert.ok(grid);
    assert.deepEqual(
      grid.rows.map((row) => row.cells.map((cell) => `${cell.text}@${cell.start}`)),
      [
        [`0@${TEXT.indexOf('0 1 2')}`, `1@${TEXT.indexOf('0 1 2') + 2}`, `2@${TEXT.indexOf('0 1 2') + 4}`],
        [`2@${TEXT.indexOf('  2') + 2}`, `1@${TEXT.indexOf('\t1') + 1}`],
      ],
    );
    assert.equal(TEXT.slice(grid.rows[0].lineStart, grid.rows[0].lineEnd), '0 1 2', 'the line ends before its \\r\\n');
  });

  it('keeps what it can of a text that is not valid TOML', () => {
    const lights = readLightsText('rows = 2\nstates = 4\nobjective = \ngrid = """\n1 2\n');
    assert.equal(lights.table, null);
    assert.equal(integerValue(lights, 'rows', 1, 10), 2, 'read from the key’s own digits');
    assert.equal(statesOf(lights), 4);
    assert.equal(objectiveOf(lights, 4), 0, 'no value yet');
  });

  it('gives 2 states without the key, none for a wrong one, and an objective only within the states', () => {
    assert.equal(statesOf(readLightsText('rows = 1\n')), 2);
    assert.equal(statesOf(readLightsText('states = 37\n')), undefined);
    assert.equal(statesOf(readLightsText('states = "3"\n')), undefined);
    assert.equal(objectiveOf(readLightsText('states = 3\nobjective = 2\n'), 3), 2);
    assert.equal(objectiveOf(readLightsText('states = 3\nobjective = 3\n'), 3), 0);
    assert.equal(integerValue(readLightsText('rows = 2.5\n'), 'rows', 1, 10), undefined);
  });

  it('finds the key and the cell at an offset, ends included', () => {
    const lights = readLightsText(TEXT);
    assert.equal(keyAt(lights.layout, TEXT.indexOf('columns') + 9)?.name, 'columns');
    assert.equal(keyAt(lights.layout, TEXT.indexOf('3\nstates') + 1)?.name, 'columns', 'the end of the value');
    assert.equal(keyAt(lights.layout, TEXT.indexOf('grid') + 4)?.name, 'grid');
    assert.ok(lights.grid);
    const start = TEXT.indexOf('0 1 2');
    assert.deepEqual(cellAt(lights.grid, start + 3), { row: 0, column: 1, cell: { text: '1', start: start + 2, end: start + 3 } });
    assert.equal(cellAt(lights.grid, start + 1)?.column, 0, 'the end of the first cell');
    assert.equal(cellAt(lights.grid, TEXT.indexOf('  2')), undefined, 'the blanks before a row’s first cell');
  });

  it('splits rows between two offsets only, skipping blank lines', () => {
    const text = 'x\n a b \n\n\tc\nd';
    assert.deepEqual(
      splitRows(text, 2, text.length - 2).map((row) => row.cells.map((cell) => cell.text)),
      [['a', 'b'], ['c']],
    );
  });
});
