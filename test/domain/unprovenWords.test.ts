import * as assert from 'node:assert/strict';
import { useL10nBundle } from '../../src/domain/l10n';
import { durationWords, unprovenClause } from '../../src/domain/unprovenWords';

describe('unprovenWords: why an answer is not proven the fewest', () => {
  it('writes durations rounded to their unit', () => {
    assert.deepEqual([500, 30_000, 1500, 150_000, 3 * 3_600_000, 5 * 86_400_000, 1200 * 365.25 * 86_400_000].map(durationWords), [
      '500 ms',
      '30 s',
      '1.5 s',
      '3 min',
      '3 h',
      '5 days',
      '1,200 years',
    ]);
  });

  it('says the estimate against the time allowed, naming where that time is set', () => {
    const overBudget = { kind: 'overBudget', solutionCount: 387_420_489n, estimatedMs: 150_000, budgetMs: 30_000 } as const;
    assert.equal(unprovenClause(overBudget), 'searching all 387,420,489 solutions would take about 3 min, over the 30 s allowed');
    assert.equal(
      unprovenClause(overBudget, '--min-timeout'),
      'searching all 387,420,489 solutions would take about 3 min, over the 30 s allowed (--min-timeout)',
    );
    assert.equal(
      unprovenClause({ ...overBudget, solutionCount: 2n ** 64n, estimatedMs: Infinity }),
      'searching all 18,446,744,073,709,551,616 solutions would take far too long for the 30 s allowed',
    );
  });

  it('says each other reason in plain words', () => {
    assert.equal(
      unprovenClause({ kind: 'deadline', budgetMs: 5000 }, '--timeout'),
      'the search for the fewest presses could not finish within the 5 s allowed (--timeout)',
    );
    assert.equal(
      unprovenClause({ kind: 'kernelTooLarge', quietPatterns: 1200 }),
      'the 1,200 quiet patterns are too large to hold in memory, so the solutions were not searched',
    );
    assert.equal(unprovenClause({ kind: 'skipped' }, '--min-timeout'), 'no time was allowed for the search for the fewest presses (--min-timeout)');
  });

  it('takes its words from the bundle in use', () => {
    useL10nBundle(
      { '{0} s': '{0} s', 'the search for the fewest presses could not finish within the {0} allowed': 'la recherche n’a pas pu finir dans les {0} accordées' },
      'fr',
    );
    try {
      assert.equal(unprovenClause({ kind: 'deadline', budgetMs: 30_000 }), 'la recherche n’a pas pu finir dans les 30 s accordées');
    } finally {
      useL10nBundle(undefined);
    }
  });
});
