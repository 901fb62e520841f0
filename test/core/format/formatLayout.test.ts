import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { parse, stringify } from 'smol-toml';
import { locateString, scanLayout } from '../../../src/core/format/formatLayout';

/** The located text of each top-level key's value, by name. */
function valueTexts(text: string): Record<string, string | null> {
  const result: Record<string, string | null> = {};
  for (const [name, location] of scanLayout(text).keys) result[name] = location.valueStart < 0 ? null : text.slice(location.valueStart, location.valueEnd);
  return result;
}

describe('formatLayout: scanLayout', () => {
  it('locates top-level keys and values, skipping comments and keys inside tables', () => {
    const text = '# rows = 1\nrows = 5   # five\n  "my key" = [1, # one\n 2]\ncolumns=3\n[meta]\nstates = 4\n[[runs]]\n';
    const layout = scanLayout(text);
    assert.deepEqual(valueTexts(text), { rows: '5', 'my key': '[1, # one\n 2]', columns: '3', meta: null, runs: null });
    assert.deepEqual(layout.keys.get('rows'), { name: 'rows', lineStart: 11, keyStart: 11, keyEnd: 15, valueStart: 18, valueEnd: 19 });
    assert.deepEqual(layout.keys.get('my key'), { name: 'my key', lineStart: 29, keyStart: 31, keyEnd: 39, valueStart: 42, valueEnd: 55 });
    assert.equal(layout.lineBreak, '\n');
  });

  it('skips multi-line strings whose content looks like keys, tables and delimiters', () => {
    const text = 'a = """\nrows = 1\n[t]\n\\""" ""\'"""""\nb = \'\'\'\nx = \'\' \'\'\'\'\'\ngrid = """\n0 1\n"""\n';
    assert.deepEqual(valueTexts(text), { a: '"""\nrows = 1\n[t]\n\\""" ""\'"""""', b: "'''\nx = '' '''''", grid: '"""\n0 1\n"""' });
    assert.deepEqual({ ...parse(text) }, { a: 'rows = 1\n[t]\n""" ""\'""', b: "x = '' ''", grid: '0 1\n' });
  });

  it('reports dotted keys and table headers by their first segment, without a value', () => {
    const text = 'site."google.com" = 1\nsite.b = 2\n[ "t x" . y ]\n';
    assert.deepEqual(scanLayout(text).keys.get('site'), { name: 'site', lineStart: 0, keyStart: 0, keyEnd: 4, valueStart: -1, valueEnd: -1 });
    assert.deepEqual(scanLayout(text).keys.get('t x'), { name: 't x', lineStart: 33, keyStart: 35, keyEnd: 40, valueStart: -1, valueEnd: -1 });
  });

  it('decodes quoted keys with escapes, and notes CRLF line breaks and a byte order mark', () => {
    const text = '\uFEFF"r\\u006Fws" = 1\r\n\'lit\\eral\' = 2\r\n';
    assert.deepEqual(valueTexts(text), { rows: '1', 'lit\\eral': '2' });
    assert.equal(scanLayout(text).keys.get('rows')?.lineStart, 1);
    assert.equal(scanLayout(text).lineBreak, '\r\n');
  });

  it('ends a scalar value before its comment and trailing blanks, dates with a space included', () => {
    assert.deepEqual(valueTexts('d = 1979-05-27 07:32:00Z  # date\nf = -1e3\t\n'), { d: '1979-05-27 07:32:00Z', f: '-1e3' });
  });

  it('never throws and always ends on arbitrary text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', '=', '"', "'", '[', ']', '{', '}', '#', '\n', '\r', ' ', '.', '\\', '\uFEFF'), maxLength: 80 }),
        (text) => {
          for (const location of scanLayout(text).keys.values()) {
            assert.ok(location.keyStart >= 0 && location.keyEnd <= text.length && location.valueEnd <= text.length);
          }
        },
      ),
      { numRuns: 3000 },
    );
  });
});

/** A TOML value and its text, written in one of several styles. */
interface Written {
  readonly value: unknown;
  readonly text: string;
}

const stringUnit = fc.constantFrom('a', 'b', ' ', '"', "'", '\\', '\n', '#', '[', ']', '=', '{', '}', ',', '\t', 'é', '😀');

function escapeBasic(value: string, keepNewlines: boolean): string {
  return [...value]
    .map((character) => {
      if (character === '\\') return '\\\\';
      if (character === '"') return '\\"';
      if (character === '\n') return keepNewlines ? '\n' : '\\n';
      if (character === '\t') return '\\t';
      return character;
    })
    .join('');
}

const writtenString: fc.Arbitrary<Written> = fc.tuple(fc.string({ unit: stringUnit, maxLength: 12 }), fc.nat(3)).map(([value, style]) => {
  if (style === 1 && !/['\n]/.test(value)) return { value, text: `'${value}'` };
  // A newline right after the opening delimiter would be trimmed, so the first one is escaped.
  if (style === 2) return { value, text: `"""${escapeBasic(value, true).replace(/^\n/, '\\n')}"""` };
  if (style === 3 && !value.includes("'''") && !value.endsWith("''") && !value.startsWith('\n')) return { value, text: `'''${value}'''` };
  return { value, text: `"${escapeBasic(value, false)}"` };
});

const writtenScalar: fc.Arbitrary<Written> = fc.oneof(
  writtenString,
  fc.integer({ min: -1000, max: 1000 }).map((value) => ({ value, text: String(value) })),
  fc.boolean().map((value) => ({ value, text: String(value) })),
);

const writtenValue: fc.Arbitrary<Written> = fc.letrec<{ value: Written }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    writtenScalar,
    fc
      .tuple(fc.array(tie('value'), { maxLength: 3 }), fc.array(fc.constantFrom(' ', '\n', ' # c ] " \n', '\n\t'), { minLength: 4, maxLength: 4 }))
      .map(([items, spaces]) => ({
        value: items.map((item) => item.value),
        text: `[${spaces[0]}${items.map((item, index) => item.text + spaces[(index + 1) % spaces.length]).join(',')}]`,
      })),
    fc.array(fc.tuple(fc.constantFrom('x', 'y', '"q w"'), tie('value')), { maxLength: 2 }).map((entries) => {
      const unique = entries.filter(([key], index) => entries.findIndex(([other]) => other === key) === index);
      return {
        value: Object.fromEntries(unique.map(([key, item]) => [key.replace(/"/g, ''), item.value])),
        text: `{ ${unique.map(([key, item]) => `${key} = ${item.text}`).join(', ')} }`,
      };
    }),
  ),
})).value;

describe('formatLayout: located values read back as the parsed values', () => {
  it('holds for documents with arrays over several lines, comments, inline tables and all string kinds', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('k1', 'k2', '"k 3"', "'k4'", 'k5'), writtenValue, fc.constantFrom('', '  # note', ' # x = 1')), { maxLength: 5 }),
        fc.boolean(),
        (entries, crlf) => {
          const seen = new Set<string>();
          const lines: string[] = [];
          for (const [key, written, comment] of entries) {
            const name = key.replace(/^["']|["']$/g, '');
            if (seen.has(name)) continue;
            seen.add(name);
            lines.push(`${key} = ${written.text}${comment}`);
          }
          let text = `${lines.join('\n')}\n[table]\ninner = """\nk1 = 2\n"""\n`;
          if (crlf) text = text.replace(/\n/g, '\r\n');
          const parsed = parse(text);
          const layout = scanLayout(text);
          assert.deepEqual([...layout.keys.keys()].sort(), Object.keys(parsed).sort());
          for (const [name, location] of layout.keys) {
            if (name === 'table') continue;
            const raw = text.slice(location.valueStart, location.valueEnd);
            assert.equal(stringify(parse(`v = ${raw}`)), stringify({ v: parsed[name] }));
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('formatLayout: locateString and line helpers', () => {
  it('finds the content of each kind of string, after the trimmed first newline', () => {
    const text = 'a = """\r\n0 1\r\n"""\nb = \'x\'\nc = "y\\n"\nd = """"""\n';
    const at = (key: string, valueText: string): ReturnType<typeof locateString> =>
      locateString(text, text.indexOf(`${key} = `) + 4, text.indexOf(`${key} = `) + 4 + valueText.length);
    assert.deepEqual(at('a', '"""\r\n0 1\r\n"""'), { delimiter: '"""', contentStart: 9, contentEnd: 14, verbatim: true });
    assert.deepEqual(at('b', "'x'"), { delimiter: "'", contentStart: 23, contentEnd: 24, verbatim: true });
    assert.deepEqual(at('c', '"y\\n"'), { delimiter: '"', contentStart: 31, contentEnd: 34, verbatim: false });
    assert.deepEqual(at('d', '""""""'), { delimiter: '"""', contentStart: 43, contentEnd: 43, verbatim: true });
    assert.equal(locateString(text, 0, 3), null);
  });
});
