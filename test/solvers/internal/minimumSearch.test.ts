import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { minimumSolution, solutionCount, type SolutionSet } from '../../../src/solvers/internal/minimumSearch';

function total(pattern: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < pattern.length; i++) sum += pattern[i];
  return sum;
}

/** Plain enumeration of x0 + sum c_i g_i, for comparison. */
function enumerateMinimum(set: SolutionSet): number {
  const digits = set.generators.map(() => 0);
  let best = Infinity;
  for (;;) {
    const x = Array.from(set.particular);
    set.generators.forEach((g, i) => g.pattern.forEach((value, cell) => (x[cell] = (x[cell] + value * digits[i]) % set.k)));
    best = Math.min(best, total(x));
    let i = 0;
    while (i < digits.length && ++digits[i] === set.generators[i].order) digits[i++] = 0;
    if (i === digits.length) return best;
  }
}

describe('internal solver: minimum search', () => {
  it('finds the enumerated minimum with its Gray-code walk (mixed orders)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(2, 3, 4, 6, 9),
        fc.integer({ min: 1, max: 12 }),
        fc.array(fc.nat(), { minLength: 60, maxLength: 60 }),
        fc.integer({ min: 0, max: 4 }),
        (k, cells, values, generatorCount) => {
          const particular = Uint8Array.from({ length: cells }, (_, i) => values[i] % k);
          const generators = Array.from({ length: generatorCount }, (_, g) => {
            const order = [k, k, 2, 3][g] ?? k;
            const step = k % order === 0 ? k / order : 1;
            // Multiples of k/order have additive order dividing `order` modulo k.
            return {
              pattern: Uint8Array.from({ length: cells }, (_, i) => ((values[(i + 12 * g) % 60] % order) * step) % k),
              order: k % order === 0 ? order : k,
            };
          });
          const set: SolutionSet = { k, particular, generators };
          const found = minimumSolution(set);
          assert.equal(found.minimal, true);
          assert.equal(found.total, total(found.presses));
          assert.equal(found.total, enumerateMinimum(set));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('counts solutions as the product of the orders', () => {
    const set: SolutionSet = {
      k: 6,
      particular: new Uint8Array(3),
      generators: [
        { pattern: Uint8Array.of(3, 0, 3), order: 2 },
        { pattern: Uint8Array.of(2, 4, 0), order: 3 },
      ],
    };
    assert.equal(solutionCount(set), 6n);
  });

  it('above the limit returns a member of the set no worse than x0, marked not minimal', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(2, 3, 4),
        fc.array(fc.nat(), { minLength: 40, maxLength: 40 }),
        fc.integer({ min: 1, max: 6 }),
        (k, values, generatorCount) => {
          const cells = 8;
          const particular = Uint8Array.from({ length: cells }, (_, i) => values[i] % k);
          const generators = Array.from({ length: generatorCount }, (_, g) => ({
            pattern: Uint8Array.from({ length: cells }, (_, i) => values[(8 + 5 * g + i) % 40] % k),
            order: k,
          }));
          const set: SolutionSet = { k, particular, generators };
          const found = minimumSolution(set, 1);
          assert.equal(found.minimal, false);
          assert.ok(found.total <= total(particular));
          assert.ok(found.total >= enumerateMinimum(set));
          // found - x0 lies in the span: brute-force check that some digit choice gives it.
          const digits = generators.map(() => 0);
          let member = false;
          for (;;) {
            const x = Array.from(particular);
            generators.forEach((g, i) => g.pattern.forEach((value, cell) => (x[cell] = (x[cell] + value * digits[i]) % k)));
            if (x.every((value, cell) => value === found.presses[cell])) member = true;
            let i = 0;
            while (i < digits.length && ++digits[i] === k) digits[i++] = 0;
            if (i === digits.length || member) break;
          }
          assert.ok(member);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('falls back to a neighbourhood search above the limit and says it is not minimal', () => {
    const set: SolutionSet = {
      k: 2,
      particular: Uint8Array.of(1, 1, 1, 1),
      generators: [
        { pattern: Uint8Array.of(1, 1, 0, 0), order: 2 },
        { pattern: Uint8Array.of(0, 0, 1, 1), order: 2 },
      ],
    };
    const found = minimumSolution(set, 1);
    assert.equal(found.minimal, false);
    assert.equal(found.total, 0);
  });
});
