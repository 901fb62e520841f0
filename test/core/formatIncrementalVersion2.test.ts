import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { parseLights, type ParsedLights } from '../../src/core/format/format';
import { reparseAfterChanges, type TextChange } from '../../src/core/format/formatIncremental';
import { pieceArbitrary } from '../support/lightsArbitraries';
import { renderedVersion2Arbitrary } from './lightsVersion2Arbitraries';

function parsedOk(text: string): ParsedLights {
  const result = parseLights(text);
  if (!result.ok) assert.fail(`expected a successful parse, got ${JSON.stringify(result.errors)}`);
  return result;
}

function applyChanges(text: string, changes: readonly TextChange[]): string {
  return changes.reduce((current, change) => current.slice(0, change.rangeOffset) + change.text + current.slice(change.rangeOffset + change.rangeLength), text);
}

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
