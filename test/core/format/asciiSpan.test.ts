import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { AsciiWindows } from '../../../src/core/format/asciiSpan';
import { parseLights } from '../../../src/core/format/formatRead';

describe('format: a text as bytes, a window at a time', () => {
  it('gives the characters of each span asked for as bytes, or null when one of them is past ASCII (property)', () => {
    const character = fc.constantFrom('0', '1', ' ', '\n', '\t', '\u0001', '\u007f', 'é', '✓', '😀');
    const asks = fc.array(fc.tuple(fc.nat(80), fc.nat(12)), { maxLength: 12 });
    fc.assert(
      fc.property(fc.array(character, { maxLength: 80, size: 'max' }), fc.integer({ min: 1, max: 20 }), asks, (characters, windowCharacters, spans) => {
        const text = characters.join('');
        const windows = new AsciiWindows(text, text.length, windowCharacters);
        let from = 0;
        for (const [step, length] of spans) {
          from = Math.min(text.length, from + (step % 7));
          const to = Math.min(text.length, from + length);
          const span = windows.spanOf(from, to);
          const pastAscii = [...text.slice(from, to)].some((c) => c.charCodeAt(0) > 0x7f);
          assert.equal(span === null, pastAscii, JSON.stringify({ text, from, to }));
          if (span === null) continue;
          assert.ok(span.start <= from && to <= span.start + span.length);
          for (let index = from; index < to; index++) assert.equal(span.bytes[index - span.start], text.charCodeAt(index));
          for (let index = from; index + 4 <= to; index++) {
            if ((index - span.start) % 4 !== 0) continue;
            const word: number = span.words[(index - span.start) / 4];
            assert.equal(
              word,
              text.charCodeAt(index) | (text.charCodeAt(index + 1) << 8) | (text.charCodeAt(index + 2) << 16) | (text.charCodeAt(index + 3) << 24),
            );
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('reads a board of more than a window of rows as the token loop does, a character past ASCII in one window', () => {
    // 601 columns: rows of 1,201 characters, each window of a million characters ends inside a row.
    const rows = 1000;
    const columns = 601;
    const lines = Array.from({ length: rows }, (_, row) =>
      Array.from({ length: columns }, (_, column) => ((row * 7 + column * 3) % 5 === 0 ? 1 : 0)).join(' '),
    );
    const text = (grid: string[]): string => `rows = ${rows}\ncolumns = ${columns}\ngrid = """\n${grid.join('\n')}\n"""\n`;
    const usual = parseLights(text(lines));
    const tabbed = parseLights(text(lines.map((line) => line.replaceAll(' ', '\t'))));
    assert.ok(usual.ok && tabbed.ok);
    assert.deepEqual(usual.document.puzzle, tabbed.document.puzzle);
    assert.deepEqual(usual.layout.grid, tabbed.layout.grid);
    const wrong = lines.slice();
    wrong[900] = `${wrong[900].slice(0, 40)}é${wrong[900].slice(41)}`;
    wrong[950] = `${wrong[950].slice(0, 40)}7${wrong[950].slice(41)}`;
    assert.deepEqual(parseLights(text(wrong)), parseLights(text(wrong.map((line) => line.replaceAll(' ', '\t')))));
    assert.equal(parseLights(text(wrong)).ok, false);
  });
});
