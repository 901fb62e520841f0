import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { parseLights } from '../../../src/core/format/formatRead';
import type { ParsedLights } from '../../../src/core/format/formatDocument';
import { reparseAfterChanges, type TextChange } from '../../../src/core/format/formatIncremental';
import { pieceArbitrary, renderedDocumentArbitrary, renderedVersion2Arbitrary } from '../../support/lightsArbitraries';

function parsedOk(text: string): ParsedLights {
  const result = parseLights(text);
  if (!result.ok) assert.fail(`expected a successful parse, got ${JSON.stringify(result.errors)}`);
  return result;
}

/** The text after the changes, each applied to the text the previous ones made (VS Code's order). */
function applyChanges(text: string, changes: readonly TextChange[]): string {
  return changes.reduce((current, change) => current.slice(0, change.rangeOffset) + change.text + current.slice(change.rangeOffset + change.rangeLength), text);
}

/** How one change inside a row is made: a cell replaced by a value (valid or not), or a range of the row's line replaced by text. */
type RowEdit =
  | { readonly kind: 'cell'; readonly row: number; readonly cell: number; readonly value: number }
  | { readonly kind: 'range'; readonly row: number; readonly start: number; readonly length: number; readonly text: string };

const rowEditArbitrary: fc.Arbitrary<RowEdit> = fc.oneof(
  fc.record({ kind: fc.constant('cell' as const), row: fc.nat(), cell: fc.nat(), value: fc.nat({ max: 40 }) }),
  fc.record({
    kind: fc.constant('range' as const),
    row: fc.nat(),
    start: fc.nat(),
    length: fc.nat({ max: 6 }),
    text: fc.oneof(fc.constantFrom('', '0', '1', '10', '35', ' ', '\t', '  7', '9 ', '00'), pieceArbitrary),
  }),
);

/** The change that `edit` makes in the current text (whose parse must have row locations). */
function changeFor(text: string, parsed: ParsedLights, edit: RowEdit): TextChange {
  const rows = parsed.layout.grid?.rows ?? assert.fail('the rendering has row locations');
  const row = rows[edit.row % rows.length];
  if (edit.kind === 'range') {
    const start = row.lineStart + (edit.start % (row.lineEnd - row.lineStart + 1));
    return { rangeOffset: start, rangeLength: Math.min(edit.length, row.lineEnd - start), text: edit.text };
  }
  const cells = [...text.slice(row.lineStart, row.lineEnd).matchAll(/[^ \t\r]+/g)];
  const cell = cells[edit.cell % cells.length];
  return { rangeOffset: row.lineStart + (cell.index ?? 0), rangeLength: cell[0].length, text: String(edit.value) };
}

describe('core: incremental reparse of grid row changes', () => {
  it('gives exactly the full parse of the new text, or null, for any changes inside rows (valid or not)', () => {
    let answered = 0;
    fc.assert(
      fc.property(renderedDocumentArbitrary(6), fc.array(rowEditArbitrary, { minLength: 1, maxLength: 3 }), ({ text }, edits) => {
        let current = text;
        const changes: TextChange[] = [];
        for (const edit of edits) {
          const parsed = parseLights(current);
          // A change before this one made a row invalid: the event ends here.
          if (!parsed.ok) break;
          const change = changeFor(current, parsed, edit);
          changes.push(change);
          current = applyChanges(current, [change]);
        }
        const result = reparseAfterChanges(parsedOk(text), changes, current);
        if (result === null) return;
        answered++;
        assert.deepStrictEqual(result, parseLights(current));
      }),
      { seed: 14, numRuns: 600 },
    );
    assert.ok(answered > 50, `only ${answered} of 600 events were answered without a full parse`);
  });

  it('answers every change of a cell to a valid value, also when the number gets wider or narrower', () => {
    fc.assert(
      fc.property(renderedDocumentArbitrary(6), fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat()), { minLength: 1, maxLength: 4 }), ({ text }, picks) => {
        let current = text;
        const changes: TextChange[] = [];
        for (const [row, cell, value] of picks) {
          const parsed = parsedOk(current);
          const change = changeFor(current, parsed, { kind: 'cell', row, cell, value: value % parsed.document.puzzle.states });
          changes.push(change);
          current = applyChanges(current, [change]);
        }
        const result = reparseAfterChanges(parsedOk(text), changes, current);
        assert.ok(result !== null, 'a valid cell change is read from its row');
        assert.deepStrictEqual(result, parseLights(current));
      }),
      { seed: 1014, numRuns: 400 },
    );
  });

  it('returns null for any change that does not lie inside a row line', () => {
    fc.assert(
      fc.property(renderedDocumentArbitrary(5), fc.nat(), fc.nat({ max: 4 }), pieceArbitrary, ({ text }, at, length, inserted) => {
        const parsed = parsedOk(text);
        const rows = parsed.layout.grid?.rows ?? [];
        const start = at % (text.length + 1);
        const end = Math.min(text.length, start + length);
        const insideRow = rows.some((row) => row.lineStart <= start && end <= row.lineEnd);
        fc.pre(!insideRow && (end > start || inserted.length > 0));
        const change: TextChange = { rangeOffset: start, rangeLength: end - start, text: inserted };
        assert.equal(reparseAfterChanges(parsed, [change], applyChanges(text, [change])), null);
      }),
      { seed: 2014, numRuns: 400 },
    );
  });

  it('moves the rows and keys after a wider cell, keeps those before, and re-reads only the changed row', () => {
    const text = 'title = "t"\nrows = 2\ncolumns = 2\nstates = 12\ngrid = """\n 1  2\n 3  4\n"""\nnote = 1 # after\n';
    const previous = parsedOk(text);
    // "1" -> "11" in row 1: one character longer.
    const change: TextChange = { rangeOffset: text.indexOf(' 1  2') + 1, rangeLength: 1, text: '11' };
    const next = applyChanges(text, [change]);
    const reads: [number, number][] = [];
    const result = reparseAfterChanges(previous, [change], {
      length: next.length,
      slice: (start, end) => {
        reads.push([start, end]);
        return next.slice(start, end);
      },
    });
    assert.ok(result?.ok);
    assert.deepEqual(reads, [[56, 62]]);
    assert.deepEqual(Array.from(result.document.puzzle.grid), [11, 2, 3, 4]);
    assert.deepEqual(result.layout.grid?.rows, [
      { lineStart: 56, contentStart: 57, contentEnd: 62, lineEnd: 62 },
      { lineStart: 63, contentStart: 64, contentEnd: 68, lineEnd: 68 },
    ]);
    assert.deepEqual(result.layout.toml.keys.get('note'), { name: 'note', lineStart: 73, keyStart: 73, keyEnd: 77, valueStart: 80, valueEnd: 81 });
    assert.equal(result.layout.toml.keys.get('title'), previous.layout.toml.keys.get('title'));
    assert.deepStrictEqual(result, parseLights(next));
  });

  it('returns null for escapes, invalid rows, line breaks, delimiters and texts over the length limit', () => {
    const plain = 'rows = 2\ncolumns = 2\ngrid = """\n1 0\n0 1"""\n';
    const parsed = parsedOk(plain);
    const at = (needle: string): number => plain.indexOf(needle);
    const nullFor = (change: TextChange): void =>
      assert.equal(reparseAfterChanges(parsed, [change], applyChanges(plain, [change])), null, JSON.stringify(change));
    nullFor({ rangeOffset: at('1 0'), rangeLength: 1, text: '2' }); // 2 is not a state of a two-state board
    nullFor({ rangeOffset: at('1 0'), rangeLength: 0, text: '1 ' }); // three cells in a row
    nullFor({ rangeOffset: at('1 0') + 1, rangeLength: 1, text: '\n' });
    nullFor({ rangeOffset: at('1 0') + 3, rangeLength: 1, text: '' }); // the line break
    nullFor({ rangeOffset: at('0 1"""') + 3, rangeLength: 0, text: '"' }); // before the closing delimiter
    nullFor({ rangeOffset: at('1 0') + 1, rangeLength: 1, text: '\r' });
    nullFor({ rangeOffset: at('rows = 2') + 7, rangeLength: 1, text: '3' });
    const escaped = parsedOk('rows = 1\ncolumns = 2\ngrid = "1\\u0020"\n'.replace('"1\\u0020"', '"1\\u0020 0"'));
    assert.equal(escaped.layout.grid?.rows, null);
    assert.equal(reparseAfterChanges(escaped, [{ rangeOffset: 28, rangeLength: 1, text: '0' }], 'x'.repeat(40)), null);
    const change: TextChange = { rangeOffset: at('1 0'), rangeLength: 1, text: '0' };
    assert.equal(reparseAfterChanges(parsed, [change], { length: 400_000_001, slice: () => assert.fail('not read') }), null);
    assert.ok(reparseAfterChanges(parsed, [change], applyChanges(plain, [change])) !== null);
  });
});

/** The change that replaces cell `cell` (a number or a hole) of grid row `row` with `value`, or a range of that row's line with `text`. */
function changeIn(
  text: string,
  parsed: ParsedLights,
  row: number,
  cell: number,
  replacement: string,
  range: { start: number; length: number } | null,
): TextChange {
  const rows = parsed.layout.grid?.rows ?? assert.fail('the rendering has row locations');
  const location = rows[row % rows.length];
  if (range !== null) {
    const start = location.lineStart + (range.start % (location.lineEnd - location.lineStart + 1));
    return { rangeOffset: start, rangeLength: Math.min(range.length, location.lineEnd - start), text: replacement };
  }
  const cells = [...text.slice(location.lineStart, location.lineEnd).matchAll(/[^ \t\r]+/g)];
  const token = cells[cell % cells.length];
  return { rangeOffset: location.lineStart + (token.index ?? 0), rangeLength: token[0].length, text: replacement };
}

describe('core: incremental reparse of version 2 files (holes, neighbourhoods, targets)', () => {
  it('gives exactly the full parse of the new text, or null, for any changes inside grid rows, holes included', () => {
    let answered = 0;
    fc.assert(
      fc.property(
        renderedVersion2Arbitrary(6),
        fc.array(
          fc.record({
            row: fc.nat(),
            cell: fc.nat(),
            text: fc.oneof({ arbitrary: fc.constantFrom('', '0', '1', '10', ' ', '\t', '.', '. '), weight: 4 }, { arbitrary: pieceArbitrary, weight: 1 }),
            range: fc.option(fc.record({ start: fc.nat(), length: fc.nat({ max: 5 }) }), { nil: null }),
          }),
          { minLength: 1, maxLength: 3 },
        ),
        ({ text }, edits) => {
          let current = text;
          const changes: TextChange[] = [];
          for (const edit of edits) {
            const parsed = parseLights(current);
            if (!parsed.ok) break;
            const change = changeIn(current, parsed, edit.row, edit.cell, edit.text, edit.range);
            changes.push(change);
            current = applyChanges(current, [change]);
          }
          const result = reparseAfterChanges(parsedOk(text), changes, current);
          if (result === null) return;
          answered++;
          assert.deepStrictEqual(result, parseLights(current));
        },
      ),
      { seed: 15, numRuns: 600 },
    );
    // Holes make many random changes a job for the full parse; a fair share must still be read from the row.
    assert.ok(answered > 30, `only ${answered} of 600 events were answered without a full parse`);
  });

  it('answers every change of a cell (not a hole) to a valid value, with a target or neighbourhood around', () => {
    fc.assert(
      fc.property(renderedVersion2Arbitrary(6), fc.array(fc.tuple(fc.nat(), fc.nat()), { minLength: 1, maxLength: 4 }), ({ text }, picks) => {
        let current = text;
        const changes: TextChange[] = [];
        for (const [pick, value] of picks) {
          const parsed = parsedOk(current);
          const { puzzle } = parsed.document;
          const cells = [...Array(puzzle.rows * puzzle.columns).keys()].filter((index) => !puzzle.holes?.[index]);
          const index = cells[pick % cells.length];
          const row = Math.floor(index / puzzle.columns);
          const column = index % puzzle.columns;
          const change = changeIn(current, parsed, row, column, String(value % puzzle.states), null);
          changes.push(change);
          current = applyChanges(current, [change]);
        }
        const result = reparseAfterChanges(parsedOk(text), changes, current);
        assert.ok(result !== null, 'a valid cell change is read from its row');
        assert.deepStrictEqual(result, parseLights(current));
      }),
      { seed: 1015, numRuns: 400 },
    );
  });

  it('moves the target after a wider cell, and leaves making or filling a hole to the full parse', () => {
    const text = 'version = 2\nrows = 1\ncolumns = 3\nstates = 12\ngrid = """\n1 . 2\n"""\ntarget = """\n3 . 4\n"""\n';
    const previous = parsedOk(text);
    const wider: TextChange = { rangeOffset: text.indexOf('1 . 2'), rangeLength: 1, text: '11' };
    const result = reparseAfterChanges(previous, [wider], applyChanges(text, [wider]));
    assert.ok(result?.ok);
    assert.deepEqual(result.layout.target?.rows, [{ lineStart: 80, contentStart: 80, contentEnd: 85, lineEnd: 85 }]);
    assert.deepStrictEqual(result, parseLights(applyChanges(text, [wider])));
    const filled: TextChange = { rangeOffset: text.indexOf('1 . 2') + 2, rangeLength: 1, text: '0' };
    assert.equal(reparseAfterChanges(previous, [filled], applyChanges(text, [filled])), null);
    const inTarget: TextChange = { rangeOffset: text.indexOf('3 . 4'), rangeLength: 1, text: '5' };
    assert.equal(reparseAfterChanges(previous, [inTarget], applyChanges(text, [inTarget])), null);
  });
});
