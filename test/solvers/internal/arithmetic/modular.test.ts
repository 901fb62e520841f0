import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { crtIdempotent, inverseMod, isPrime, primePowers, valuation } from '../../../../src/solvers/internal/arithmetic/modular';

const anyModulus = fc.integer({ min: 2, max: 36 });

describe('internal solver: arithmetic mod k', () => {
  it('factors k into prime powers, smallest prime first', () => {
    assert.deepEqual(primePowers(2), [{ prime: 2, exponent: 1, modulus: 2 }]);
    assert.deepEqual(primePowers(36), [
      { prime: 2, exponent: 2, modulus: 4 },
      { prime: 3, exponent: 2, modulus: 9 },
    ]);
    assert.deepEqual(primePowers(30), [
      { prime: 2, exponent: 1, modulus: 2 },
      { prime: 3, exponent: 1, modulus: 3 },
      { prime: 5, exponent: 1, modulus: 5 },
    ]);
    assert.deepEqual(primePowers(27), [{ prime: 3, exponent: 3, modulus: 27 }]);
    assert.throws(() => primePowers(1), RangeError);
    assert.throws(() => primePowers(2.5), RangeError);
  });

  it('the prime powers multiply back to k, each p^e with p prime', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 10_000 }), (k) => {
        const parts = primePowers(k);
        assert.equal(
          parts.reduce((product, part) => product * part.modulus, 1),
          k,
        );
        for (const part of parts) {
          assert.ok(isPrime(part.prime));
          assert.equal(part.prime ** part.exponent, part.modulus);
        }
      }),
    );
  });

  it('knows the primes up to 36', () => {
    const primes = Array.from({ length: 35 }, (_, i) => i + 2).filter(isPrime);
    assert.deepEqual(primes, [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31]);
  });

  it('inverts units: value * inverse = 1 mod k, and refuses non-units', () => {
    assert.equal(inverseMod(3, 7), 5);
    assert.equal(inverseMod(-1, 9), 8);
    assert.throws(() => inverseMod(6, 9), RangeError);
    fc.assert(
      fc.property(anyModulus, fc.integer({ min: -100, max: 100 }), (k, value) => {
        const unit = primePowers(k).every((part) => value % part.prime !== 0);
        if (!unit) return assert.throws(() => inverseMod(value, k), RangeError);
        const inverse = inverseMod(value, k);
        assert.ok(inverse >= 0 && inverse < k);
        assert.equal((((value * inverse) % k) + k) % k, 1 % k);
      }),
    );
  });

  it('counts the factors of a prime in a value', () => {
    assert.equal(valuation(24, 2), 3);
    assert.equal(valuation(24, 3), 1);
    assert.equal(valuation(25, 3), 0);
    assert.equal(valuation(-54, 3), 3);
  });

  it('CRT idempotents are 1 on their own part, 0 on the others, and sum to 1 mod k', () => {
    assert.equal(crtIdempotent(6, { prime: 2, exponent: 1, modulus: 2 }), 3);
    assert.equal(crtIdempotent(6, { prime: 3, exponent: 1, modulus: 3 }), 4);
    fc.assert(
      fc.property(anyModulus, (k) => {
        const parts = primePowers(k);
        let sum = 0;
        for (const part of parts) {
          const e = crtIdempotent(k, part);
          assert.equal(e % part.modulus, 1 % part.modulus);
          for (const other of parts) if (other !== part) assert.equal(e % other.modulus, 0);
          assert.equal((e * e) % k, e, 'idempotent');
          sum += e;
        }
        assert.equal(sum % k, 1 % k);
      }),
    );
  });
});
