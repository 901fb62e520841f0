import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { parseLights } from '../../../src/core/format/formatRead';
import { KNOWN_KEYS } from '../../../src/core/format/formatDocument';
import { formatLightsEdits, formatLightsText } from '../../../src/core/format/formatDocumentText';
import { scanLayout } from '../../../src/core/format/formatLayout';
import { renderedVersion2Arbitrary } from '../../support/lightsArbitraries';

function documentOf(text: string): unknown {
  const parsed = parseLights(text);
  assert.ok(parsed.ok, `parses: ${text}`);
  return parsed.document;
}

describe('core: formatLightsText (Format Document)', () => {
  it('orders the known keys, keeps each comment with its key, and unknown keys and tables after them', () => {
    const text = [
      '# A heading that stays on top.',
      '',
      'grid = """',
      '1 0 10',
      '0 1 1',
      '"""  # the board',
      '# how many rows',
      'rows = 2',
      'author = "Ann"',
      '',
      '',
      '# how many columns',
      'columns = 3',
      'states = 11',
      '[meta]',
      'x = 1',
      '',
    ].join('\n');
    assert.equal(
      formatLightsText(text),
      [
        '# A heading that stays on top.',
        '',
        '# how many rows',
        'rows = 2',
        '',
        '# how many columns',
        'columns = 3',
        'states = 11',
        'grid = """',
        '1 0 10',
        '0 1  1',
        '"""  # the board',
        'author = "Ann"',
        '',
        '[meta]',
        'x = 1',
        '',
      ].join('\n'),
    );
  });

  it('aligns grid and target columns to the widest cell of each column, holes included, and drops blank rows', () => {
    const text = 'version = 2\nrows = 2\ncolumns = 3\nstates = 12\ngrid = """\n  .   1 11\n\n10 . 0\n"""\ntarget = """\n. 0 0\n0 . 11\n"""\n';
    assert.equal(
      formatLightsText(text),
      'version = 2\nrows = 2\ncolumns = 3\nstates = 12\ngrid = """\n . 1 11\n10 .  0\n"""\ntarget = """\n . 0  0\n 0 . 11\n"""\n',
    );
  });

  it('keeps the line breaks of a CRLF file and puts the closing delimiter on its own line', () => {
    const text = 'rows = 1\r\ncolumns = 2\r\ngrid = """0  1"""\r\n';
    assert.equal(formatLightsText(text), 'rows = 1\r\ncolumns = 2\r\ngrid = """\r\n0 1\r\n"""\r\n');
  });

  it('leaves a grid with escapes or on one line as written', () => {
    const escaped = 'rows = 1\ncolumns = 2\ngrid = """\n0  \\u0031\n"""\n';
    assert.equal(formatLightsText(escaped), escaped);
    const oneLine = 'columns = 2\nrows = 1\ngrid = "0  1"\n';
    assert.equal(formatLightsText(oneLine), 'rows = 1\ncolumns = 2\ngrid = "0  1"\n');
  });

  it('refuses a text that does not read without errors', () => {
    assert.equal(formatLightsText('rows = 2\ncolumns = 2\ngrid = """\n0 1\n1\n"""\n'), null);
    assert.equal(formatLightsText('rows = = 2'), null);
    assert.equal(formatLightsEdits('rows = = 2'), null);
  });

  it('gives one edit of the changed middle, and none for a formatted text', () => {
    const text = 'columns = 2\nrows = 1\ngrid = """\n0   1\n"""\n';
    assert.deepEqual(formatLightsEdits(text), [{ start: 0, end: 35, newText: 'rows = 1\ncolumns = 2\ngrid = """\n0' }]);
    assert.deepEqual(formatLightsEdits('rows = 1\ncolumns = 2\ngrid = """\n0 1\n"""\n'), []);
  });

  it('never changes the document, is idempotent, and puts the known keys in canonical order (property)', () => {
    fc.assert(
      fc.property(renderedVersion2Arbitrary(5), ({ text }) => {
        const formatted = formatLightsText(text);
        assert.notEqual(formatted, null, `formats: ${JSON.stringify(text)}`);
        if (formatted === null) return;
        assert.deepEqual(documentOf(formatted), documentOf(text));
        assert.equal(formatLightsText(formatted), formatted);
        const keys = [...scanLayout(formatted).keys.keys()].filter((key) => KNOWN_KEYS.includes(key));
        assert.deepEqual(
          keys,
          [...keys].sort((a, b) => KNOWN_KEYS.indexOf(a) - KNOWN_KEYS.indexOf(b)),
        );
      }),
      { numRuns: 300 },
    );
  });
});
