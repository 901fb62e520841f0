import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { parse, stringify } from 'smol-toml';
import { findDeepNesting } from '../../../src/core/format/formatNesting';

/** `a.a.….a = 1` with `parts` parts. */
function dottedKey(parts: number, name = 'a'): string {
  return `${Array.from({ length: parts }, () => name).join('.')} = 1\n`;
}

/** The value `x` nested in `depth` arrays: `[[[x]]]`. */
function nestedArrays(depth: number, inner = '1'): string {
  return '['.repeat(depth) + inner + ']'.repeat(depth);
}

/** The depth of the deepest value under `value`: a value of the top table is 1 deep. */
function depthOf(value: unknown): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [item, depth] = next;
    deepest = Math.max(deepest, depth);
    if (typeof item === 'object' && item !== null && !(item instanceof Date)) for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return deepest;
}

describe('core: findDeepNesting', () => {
  it('accepts a dotted key of exactly the limit and points at the first part past it', () => {
    assert.equal(findDeepNesting(dottedKey(64)), null);
    assert.deepEqual(findDeepNesting(dottedKey(65)), { start: 128, end: 129 });
    const deep = dottedKey(4000, 'part');
    assert.deepEqual(findDeepNesting(deep), { start: 64 * 5, end: 64 * 5 + 4 });
  });

  it('counts quoted parts and blanks around the dots', () => {
    const text = `${Array.from({ length: 70 }, (_, index) => (index % 2 === 0 ? '"a.b"' : "'c'")).join(' . ')} = 1\n`;
    const found = findDeepNesting(text);
    assert.ok(found !== null);
    assert.equal(text.slice(found.start, found.end), '"a.b"', 'the 65th part');
    assert.equal(text.slice(0, found.start).split(' . ').length, 65);
  });

  it('adds the parts of the table header, and one for the element of a table array', () => {
    assert.equal(findDeepNesting(`[${dottedKey(60).slice(0, -5)}]\n${dottedKey(4)}`), null);
    assert.notEqual(findDeepNesting(`[${dottedKey(60).slice(0, -5)}]\n${dottedKey(5)}`), null);
    assert.notEqual(findDeepNesting(`[[${dottedKey(60).slice(0, -5)}]]\n${dottedKey(4)}`), null);
    assert.notEqual(findDeepNesting(`[[${dottedKey(64).slice(0, -5)}]]\n`), null);
    assert.equal(findDeepNesting(`[${dottedKey(64).slice(0, -5)}]\n`), null);
    assert.deepEqual(findDeepNesting(`[${dottedKey(4000).slice(0, -5)}]\n`), { start: 1 + 64 * 2, end: 2 + 64 * 2 });
  });

  it('counts arrays and inline tables, with the dotted keys inside them, and points at the value past the limit', () => {
    assert.equal(findDeepNesting(`x = ${nestedArrays(63)}\n`), null);
    const text = `x = ${nestedArrays(64)}\n`;
    assert.deepEqual(findDeepNesting(text), { start: 4 + 64, end: 5 + 64 }, 'the 1 inside the 64th array');
    assert.deepEqual(findDeepNesting(`x = ${nestedArrays(4000)}\n`), { start: 4 + 64, end: 5 + 64 });
    assert.equal(findDeepNesting(`x = ${nestedArrays(64, '')}\n`), null, 'an empty array adds no value below it');
    const tables = `x = ${'{a = '.repeat(70)}1${'}'.repeat(70)}\n`;
    assert.deepEqual(findDeepNesting(tables), { start: 4 + 63 * 5 + 1, end: 4 + 63 * 5 + 2 }, 'the key of the 64th inline table');
    const mixed = `x = [{ ${dottedKey(61).slice(0, -5)} = [1, [2]] }]\n`;
    const found = findDeepNesting(mixed);
    assert.ok(found !== null);
    assert.equal(mixed.slice(found.start, found.end), '2');
  });

  it('ignores brackets, dots and hashes inside strings and comments', () => {
    const text = `a = "[[[[{{{{"\nb = '''\n${'['.repeat(100)}\n'''\nc = """ ${'a.'.repeat(100)} """ # [[[[[\n# ${'['.repeat(100)}\nd = [ # [[[[[\n  "]]]]", '[[[[',\n]\n`;
    assert.ok(parse(text));
    assert.equal(findDeepNesting(text), null);
  });

  it('agrees with the depth of what smol-toml reads, for nested values of every kind', () => {
    const leaf = fc.oneof(fc.integer(), fc.string({ maxLength: 3 }), fc.boolean());
    const { value } = fc.letrec<{ value: unknown }>((tie) => ({
      value: fc.oneof(
        { depthSize: 'small', maxDepth: 12 },
        leaf,
        fc.array(tie('value'), { maxLength: 3 }),
        fc.dictionary(fc.constantFrom('a', 'b', 'c d'), tie('value'), { maxKeys: 3 }),
      ),
    }));
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('k', 'l'), value, { minKeys: 1 }), fc.integer({ min: 1, max: 10 }), (table, limit) => {
        const text = stringify(table);
        const depth = depthOf(parse(text));
        assert.equal(findDeepNesting(text, limit) === null, depth <= limit, `depth ${depth}, limit ${limit}:\n${text}`);
      }),
      { numRuns: 2000 },
    );
  });

  it('ends on any text without throwing', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', '.', '=', '[', ']', '{', '}', ',', '"', "'", '"""', '#', '\n', ' ', '1'), { maxLength: 80 }), (pieces) => {
        findDeepNesting(pieces.join(''), 3);
      }),
      { numRuns: 3000 },
    );
  });
});
