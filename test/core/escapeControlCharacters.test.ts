import * as assert from 'node:assert/strict';
import { escapeControlCharacters } from '../../src/core/escapeControlCharacters';

describe('core: escapeControlCharacters (terminal and log safety)', () => {
  it('writes C0, DEL and C1 characters as \\u00XX and leaves other text alone', () => {
    assert.equal(escapeControlCharacters('\u001b[2J\u001b]0;title\u0007red'), '\\u001b[2J\\u001b]0;title\\u0007red');
    assert.equal(escapeControlCharacters('a\u0000b\u007fc\u0080d\u009be\u009ff'), 'a\\u0000b\\u007fc\\u0080d\\u009be\\u009ff');
    assert.equal(escapeControlCharacters('line\nbreak\ttab\rreturn'), 'line\\u000abreak\\u0009tab\\u000dreturn');
    assert.equal(escapeControlCharacters('Ünïcödé \u00a0 \u2028 ✓ \\u001b'), 'Ünïcödé \u00a0 \u2028 ✓ \\u001b');
  });

  it('keeps tab and line feed with keepLayout, for multi-line output', () => {
    assert.equal(escapeControlCharacters('a\tb\nc\r\u001b[0m\u0085', { keepLayout: true }), 'a\tb\nc\\u000d\\u001b[0m\\u0085');
  });

  it('keeps JSON valid and meaning the same, including the C1 characters JSON.stringify leaves raw', () => {
    const value = { title: 'x\u001b[31m\u009b1m\u0085y\u007f' };
    const escaped = escapeControlCharacters(JSON.stringify(value), { keepLayout: true });
    // eslint-disable-next-line no-control-regex -- finding them is the point
    assert.doesNotMatch(escaped, /[\u0000-\u001f\u007f-\u009f]/);
    assert.deepEqual(JSON.parse(escaped), value);
  });
});
