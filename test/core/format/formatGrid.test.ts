import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { parseLights } from '../../../src/core/format/formatRead';
import { readGrid, type GridOptions, type GridShape } from '../../../src/core/format/formatGrid';
import { DiagnosticSink } from '../../../src/core/format/formatLocate';

const SHAPE: GridShape = { rows: 2, columns: 3, states: 3 };

/** Reads `value` as a grid string that the layout did not find in a text, with its errors' messages. */
function read(value: string, shape: GridShape = SHAPE, options?: GridOptions): { cells: number[] | null; holes: number[] | null; errors: string[] } {
  const sink = new DiagnosticSink();
  const reading = readGrid(value, value, undefined, shape, sink, options);
  return {
    cells: reading.cells && Array.from(reading.cells),
    holes: reading.holes && Array.from(reading.holes),
    errors: sink.errors(value).map((error) => error.message),
  };
}

describe('formatGrid: readGrid', () => {
  it('reads the cells row-major, with any spaces and tabs between them', () => {
    assert.deepEqual(read('\n0 1  2\n\t2 1 0\n'), { cells: [0, 1, 2, 2, 1, 0], holes: null, errors: [] });
  });

  it('reads holes in version 2 and refuses them in version 1', () => {
    assert.deepEqual(read('. 1 2\n2 1 .', SHAPE, { key: 'grid', holesAllowed: true }), { cells: [0, 1, 2, 2, 1, 0], holes: [1, 0, 0, 0, 0, 1], errors: [] });
    assert.deepEqual(read('. 1 2\n2 1 0').errors, ['the hole (".") at row 1, column 1 needs version = 2 (this file is version 1)']);
    assert.deepEqual(read('. .\n', { rows: 1, columns: 2, states: 2 }, { key: 'grid', holesAllowed: true }).errors, [
      '"grid" has only holes ("."): a board needs at least one cell',
    ]);
  });

  it('names each bad cell, short row and missing row', () => {
    assert.deepEqual(read('0 1 5\n2 1').errors, ['cell (1, 3) is 5 but states = 3 allows 0..2', 'row 2 has 2 cells, expected 3']);
    assert.deepEqual(read('0 1 x\n2 1 0').errors, ['cell (1, 3) is "x", not a number in 0..2']);
    assert.deepEqual(read('0 1 2').errors, ['"grid" has 1 row, expected 2']);
    assert.equal(read('0 1 5\n2 1').cells, null);
  });

  it('reads a target against the holes of the grid, in its own words', () => {
    const options: GridOptions = { key: 'target', holesAllowed: true, gridHoles: Uint8Array.of(1, 0, 0, 0, 0, 0) };
    assert.deepEqual(read('. 1 2\n2 1 0', SHAPE, options), { cells: [0, 1, 2, 2, 1, 0], holes: [1, 0, 0, 0, 0, 0], errors: [] });
    assert.deepEqual(read('0 1 2\n2 1 .', SHAPE, options).errors, [
      '"target" has a cell at row 1, column 1 where "grid" has a hole: write "." there',
      '"target" has a hole (".") at row 2, column 3 where "grid" has a cell',
    ]);
    assert.deepEqual(read('. 1 3\n2 1 0', SHAPE, options).errors, ['"target" at row 1, column 3 is 3 but states = 3 allows 0..2']);
  });

  it('checks what it can of a shape the file got wrong', () => {
    assert.deepEqual(read('0 1 2\n2 1 0', { rows: undefined, columns: 3, states: 3 }), { cells: null, holes: null, errors: [] });
  });

  it('says its rows were all usual only of a string of digits, spaces and line feeds, and says it of every grid of usual rows (property)', () => {
    const shape = fc.record({ rows: fc.integer({ min: 1, max: 4 }), columns: fc.integer({ min: 1, max: 6 }), states: fc.integer({ min: 2, max: 12 }) });
    const character = fc.constantFrom('0', '1', '2', '9', ' ', ' ', '\n', '\n', '\r', '\t', '\u0001', '\u007f', '\\', '.', 'x', 'é');
    fc.assert(
      fc.property(shape, fc.array(character, { maxLength: 60, size: 'max' }), (gridShape, characters) => {
        const value = characters.join('');
        const reading = readGrid(value, value, undefined, gridShape, new DiagnosticSink());
        assert.ok(!reading.usualRowsOnly || /^[0-9 \n]*$/.test(value), JSON.stringify(value));
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(shape, fc.boolean(), (gridShape, lastLineFeed) => {
        const rows = Array.from({ length: gridShape.rows }, (_, row) => Array.from({ length: gridShape.columns }, (_, column) => (row + column) % 2).join(' '));
        const value = rows.join('\n') + (lastLineFeed ? '\n' : '');
        assert.equal(readGrid(value, value, undefined, gridShape, new DiagnosticSink()).usualRowsOnly, true);
        const spaced = value.replace('0', '0 ');
        assert.equal(readGrid(spaced, spaced, undefined, gridShape, new DiagnosticSink()).usualRowsOnly, false);
        // A carriage return before a line feed is not as written in TOML.
        const crlf = `${rows.join('\r\n')}\r\n`;
        assert.equal(readGrid(crlf, crlf, undefined, gridShape, new DiagnosticSink()).usualRowsOnly, false);
      }),
    );
  });

  it('reads rows written the usual way (a digit per cell, one space between) as it reads any other spacing, with the same diagnostics (property)', () => {
    const board = fc
      .record({
        rows: fc.integer({ min: 1, max: 5 }),
        // Up to 13: rows that start at every byte alignment, with words of two cells and cells left over.
        columns: fc.integer({ min: 1, max: 13 }),
        states: fc.integer({ min: 2, max: 12 }),
        version: fc.constantFrom(1, 2),
        lineBreak: fc.constantFrom('\n', '\r\n'),
        // Characters past ASCII before the grid: offsets into the text are no longer byte offsets.
        before: fc.constantFrom('', 'title = "Cœur ✓"\n'),
      })
      .chain((shape) =>
        fc.record({
          shape: fc.constant(shape),
          cells: fc.array(fc.nat(shape.states - 1), { minLength: shape.rows * shape.columns, maxLength: shape.rows * shape.columns }),
          // A cell written otherwise: a hole, a word, a state out of range, two digits, the characters
          // either side of the digits, a digit past ASCII, a missing cell.
          odd: fc.option(
            fc.record({
              cell: fc.nat(shape.rows * shape.columns - 1),
              text: fc.constantFrom('.', 'x', String(shape.states), '10', '9', '/', ':', '٣', 'é', ''),
            }),
          ),
          // One space between cells written otherwise, in both texts: the row's length is the usual one.
          oddSpace: fc.option(fc.record({ space: fc.nat(shape.rows * shape.columns), text: fc.constantFrom('\t', 'x', '1', '.') })),
          extraRow: fc.boolean(),
        }),
      );
    fc.assert(
      fc.property(board, ({ shape, cells, odd, oddSpace, extraRow }) => {
        const tokens = cells.map(String);
        if (odd !== null) tokens[odd.cell] = odd.text;
        const lines = Array.from({ length: shape.rows + (extraRow ? 1 : 0) }, (_, row) =>
          tokens
            .slice((row % shape.rows) * shape.columns, ((row % shape.rows) + 1) * shape.columns)
            .filter((token) => token !== '')
            .join(' '),
        );
        const text = (separator: string): string => {
          let grid = lines.map((line) => line.replaceAll(' ', separator)).join(shape.lineBreak);
          const separators = [...grid.matchAll(separator === ' ' ? / /g : /\t/g)].map((match) => match.index);
          if (oddSpace !== null && separators.length > 0) {
            const at = separators[oddSpace.space % separators.length];
            grid = `${grid.slice(0, at)}${oddSpace.text}${grid.slice(at + 1)}`;
          }
          const lineBreak = shape.lineBreak;
          return `${shape.before}version = ${shape.version}${lineBreak}rows = ${shape.rows}${lineBreak}columns = ${shape.columns}${lineBreak}states = ${shape.states}${lineBreak}grid = """${lineBreak}${grid}${lineBreak}"""${lineBreak}`;
        };
        // A tab has the length of a space, so every position is the same; tabs take the token loop.
        const usual = parseLights(text(' '));
        const tabbed = parseLights(text('\t'));
        if (usual.ok && tabbed.ok) {
          assert.deepEqual(usual.document.puzzle, tabbed.document.puzzle);
          assert.deepEqual(usual.layout.grid, tabbed.layout.grid);
        } else {
          assert.deepEqual(usual, tabbed);
        }
        if (odd === null && (oddSpace === null || oddSpace.text === '\t') && !extraRow) assert.ok(usual.ok, 'a board written the usual way reads');
      }),
      { numRuns: 400 },
    );
  });
});
