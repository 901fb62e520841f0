import * as assert from 'node:assert/strict';
import { niceNumber, niceTicks } from '../../../src/webview/report/niceTicks';

describe('webview: analysis report nice ticks', () => {
  it('rounds to 1, 2, 5 or 10 times a power of ten (Heckbert’s nice numbers)', () => {
    assert.equal(niceNumber(7350, false), 10000);
    assert.equal(niceNumber(2500, true), 2000);
    assert.equal(niceNumber(1000, false), 1000);
    assert.equal(niceNumber(1001, false), 2000);
    assert.equal(niceNumber(5, false), 5);
    assert.equal(niceNumber(5.01, false), 10);
    assert.equal(niceNumber(1.49, true), 1);
    assert.equal(niceNumber(1.5, true), 2);
    assert.equal(niceNumber(2.99, true), 2);
    assert.equal(niceNumber(3, true), 5);
    assert.equal(niceNumber(6.99, true), 5);
    assert.equal(niceNumber(7, true), 10);
    assert.equal(niceNumber(0.0042, true), 0.005);
  });

  it('puts the ticks of a count axis on round numbers that enclose the data', () => {
    assert.deepEqual(niceTicks(0, 7350), [0, 2000, 4000, 6000, 8000]);
    assert.deepEqual(niceTicks(0, 126), [0, 50, 100, 150]);
    assert.deepEqual(niceTicks(0, 1935294), [0, 500000, 1000000, 1500000, 2000000]);
    assert.deepEqual(niceTicks(0, 1000), [0, 200, 400, 600, 800, 1000]);
    assert.deepEqual(niceTicks(0, 9), [0, 2, 4, 6, 8, 10]);
    assert.deepEqual(niceTicks(0, 1e15), [0, 2e14, 4e14, 6e14, 8e14, 1e15]);
  });

  it('takes about as many ticks as asked for', () => {
    assert.deepEqual(niceTicks(0, 7350, { count: 3 }), [0, 5000, 10000]);
    assert.deepEqual(niceTicks(0, 7350, { count: 11 }), [0, 1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000]);
  });

  it('keeps counts whole, and widens an empty range', () => {
    assert.deepEqual(niceTicks(0, 1, { integers: true }), [0, 1]);
    assert.deepEqual(niceTicks(0, 3, { integers: true }), [0, 1, 2, 3]);
    assert.deepEqual(niceTicks(0, 0, { integers: true }), [0, 1]);
    assert.deepEqual(niceTicks(0, 1), [0, 0.2, 0.4, 0.6, 0.8, 1]);
  });

  it('writes fractional and negative ticks exactly', () => {
    assert.deepEqual(niceTicks(0, 0.73), [0, 0.2, 0.4, 0.6, 0.8]);
    assert.deepEqual(niceTicks(-12, 47), [-20, 0, 20, 40, 60]);
    assert.deepEqual(niceTicks(0.1, 0.37), [0.1, 0.2, 0.3, 0.4]);
    // 3 x 0.1 would be 0.30000000000000004.
    assert.deepEqual(niceTicks(0, 0.73, { count: 11 }), [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8]);
  });

  it('refuses a range that is not finite or runs backwards', () => {
    assert.throws(() => niceTicks(5, 1), RangeError);
    assert.throws(() => niceTicks(0, Number.NaN), RangeError);
    assert.throws(() => niceTicks(0, Number.POSITIVE_INFINITY), RangeError);
  });
});
