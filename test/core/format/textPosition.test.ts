import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { lineEndOf, lineSpans, lineStartOf, nextLineStart, offsetAt, positionsAt, textStart } from '../../../src/core/format/textPosition';

describe('core: text positions', () => {
  it('converts offsets to 0-based lines and characters, in the order given, clamping outside offsets', () => {
    const text = 'ab\r\ncd\n\nx';
    assert.deepEqual(positionsAt(text, [9, 0, 2, 4, 7, 99, -5, Number.NaN]), [
      { line: 3, character: 1 },
      { line: 0, character: 0 },
      { line: 0, character: 2 },
      { line: 1, character: 0 },
      { line: 2, character: 0 },
      { line: 3, character: 1 },
      { line: 0, character: 0 },
      { line: 0, character: 0 },
    ]);
  });

  it('never puts a position between the \\r and the \\n of a line break', () => {
    assert.deepEqual(positionsAt('ab\r\ncd', [3]), [{ line: 0, character: 2 }]);
  });

  it('does not count a byte order mark, as an editor shows the text', () => {
    const text = '\ufeffab\ncd';
    assert.equal(textStart(text), 1);
    assert.equal(textStart('ab'), 0);
    assert.deepEqual(positionsAt(text, [0, 1, 2, 4]), [
      { line: 0, character: 0 },
      { line: 0, character: 0 },
      { line: 0, character: 1 },
      { line: 1, character: 0 },
    ]);
    assert.equal(offsetAt(text, { line: 0, character: 0 }), 1);
    assert.equal(offsetAt(text, { line: 1, character: 1 }), 5);
  });

  it('converts positions to offsets, clamping to the end of the line and to the last line', () => {
    const text = 'ab\r\ncd\n\nx';
    assert.equal(offsetAt(text, { line: 0, character: 1 }), 1);
    assert.equal(offsetAt(text, { line: 0, character: 9 }), 2);
    assert.equal(offsetAt(text, { line: 1, character: 2 }), 6);
    assert.equal(offsetAt(text, { line: 2, character: 0 }), 7);
    assert.equal(offsetAt(text, { line: 9, character: 9 }), 9);
    assert.equal(offsetAt(text, { line: 0, character: -3 }), 0);
  });

  it('finds line starts and ends', () => {
    assert.equal(lineStartOf('ab\ncd', 4), 3);
    assert.equal(lineStartOf('ab\ncd', 0), 0);
    // A text that starts with a line break: offset 0 is still on line 0, which starts at 0.
    assert.equal(lineStartOf('\nab', 0), 0);
    assert.equal(lineEndOf('ab\ncd', 1), 2);
    assert.equal(lineEndOf('ab\ncd', 3), 5);
    assert.equal(nextLineStart('ab\ncd', 1), 3);
    assert.equal(nextLineStart('ab\ncd', 4), 5);
  });

  it('gives the span of the wanted lines, without their line breaks, and none past the end', () => {
    const spans = lineSpans('\ufeffab\r\n\ncde', [2, 0, 1, 7]);
    assert.deepEqual(
      [...spans.entries()].sort((a, b) => a[0] - b[0]),
      [
        [0, { start: 1, length: 2 }],
        [1, { start: 5, length: 0 }],
        [2, { start: 6, length: 3 }],
      ],
    );
    assert.equal(lineSpans('abc', []).size, 0);
  });

  it('round-trips: the offset of the position of an offset is that offset (off a \\r\\n and a byte order mark)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'é', '😀', ' ', '\n', '\r\n', '\r'), { maxLength: 40 }), fc.boolean(), fc.nat(), (pieces, bom, seed) => {
        const text = (bom ? '\ufeff' : '') + pieces.join('');
        const offset = textStart(text) + (seed % (text.length - textStart(text) + 1));
        if (text[offset] === '\n' && text[offset - 1] === '\r') return;
        const [position] = positionsAt(text, [offset]);
        assert.equal(offsetAt(text, position), offset);
        assert.equal(position.line, text.slice(0, offset).split('\n').length - 1);
      }),
      { numRuns: 500 },
    );
  });
});
