import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { useL10nBundle } from '../../src/domain/l10n';
import {
  describeDifficultyScale,
  DIFFICULTIES,
  difficultyOfMoves,
  difficultyScale,
  type DifficultyScale,
  difficultyScaleFromMaximum,
  type MovesRange,
  isDifficulty,
  nearestOfferedDifficulty,
  offeredDifficulties,
} from '../../src/domain/difficultyScale';

const french: unknown = JSON.parse(readFileSync('l10n/bundle.l10n.fr.json', 'utf8'));

/** The lengths the rule takes: m >= 1 with a positive entry, and 0 when that makes exactly three. */
function lengthsTaken(distribution: readonly number[]): number[] {
  const lengths = distribution.flatMap((weight, m) => (m > 0 && weight > 0 ? [m] : []));
  return (lengths.length === 2 || lengths.length === 0) && distribution[0] > 0 ? [0, ...lengths] : lengths;
}

/** The smallest taken length whose cumulative share of the taken states is at least `share`. */
function quantile(distribution: readonly number[], share: number): number {
  const lengths = lengthsTaken(distribution);
  const total = lengths.reduce((sum, m) => sum + distribution[m], 0);
  let cumulative = 0;
  for (const m of lengths) {
    cumulative += distribution[m];
    if (cumulative >= share * total) return m;
  }
  return lengths[lengths.length - 1];
}

const ranges = (scale: DifficultyScale): MovesRange[] => offeredDifficulties(scale).map((level) => scale[level] as MovesRange);

const distributions = fc
  .array(fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 1_000_000 })), { minLength: 1, maxLength: 40 })
  .filter((d) => d.some((w) => w > 0));

describe('difficultyScale', () => {
  it('makes contiguous, non-empty, ordered ranges covering the taken lengths', () => {
    fc.assert(
      fc.property(distributions, (distribution) => {
        const scale = difficultyScale(distribution);
        const lengths = lengthsTaken(distribution);
        const offered = ranges(scale);
        assert.equal(offered.length, Math.min(lengths.length, 3));
        assert.equal(offered[0].min, lengths[0]);
        assert.equal(offered[offered.length - 1].max, lengths[lengths.length - 1]);
        offered.forEach((range, i) => {
          assert.ok(range.min <= range.max);
          if (i > 0) assert.equal(range.min, offered[i - 1].max + 1);
        });
      }),
    );
  });

  it('offers all three levels whenever there are three distinct lengths, counting 0 only when needed', () => {
    fc.assert(
      fc.property(distributions, (distribution) => {
        const scale = difficultyScale(distribution);
        if (lengthsTaken(distribution).length >= 3) assert.deepEqual(offeredDifficulties(scale), DIFFICULTIES);
        const nonzero = distribution.filter((w, m) => m > 0 && w > 0).length;
        if (nonzero >= 3) assert.ok((scale.easy as MovesRange).min >= 1, 'the solved board is left out');
      }),
    );
  });

  it('keeps easy below the one-third quantile and hard above the two-thirds quantile', () => {
    fc.assert(
      fc.property(distributions, (distribution) => {
        const scale = difficultyScale(distribution);
        if (lengthsTaken(distribution).length < 3) return;
        const present = lengthsTaken(distribution);
        const easy = scale.easy as MovesRange;
        const hard = scale.hard as MovesRange;
        // Easy may be forced to take the shortest length, and hard the longest.
        for (const m of present) {
          if (m <= easy.max && m > present[0]) assert.ok(m <= quantile(distribution, 1 / 3), `easy ${m}`);
          if (m >= hard.min && m < present[present.length - 1]) assert.ok(m >= quantile(distribution, 2 / 3), `hard ${m}`);
        }
      }),
    );
  });

  it('labels every length with the level whose range holds it, never easier for more moves', () => {
    fc.assert(
      fc.property(distributions, fc.integer({ min: 0, max: 60 }), (distribution, moves) => {
        const scale = difficultyScale(distribution);
        const level = difficultyOfMoves(scale, moves);
        const range = scale[level] as MovesRange;
        const offered = ranges(scale);
        if (moves >= offered[0].min && moves <= offered[offered.length - 1].max) assert.ok(moves >= range.min && moves <= range.max);
        assert.ok(DIFFICULTIES.indexOf(difficultyOfMoves(scale, moves + 1)) >= DIFFICULTIES.indexOf(level));
      }),
    );
  });

  it('gives each level one length when there are exactly three', () => {
    assert.deepEqual(difficultyScale([1, 5, 90, 5]), { easy: { min: 1, max: 1 }, medium: { min: 2, max: 2 }, hard: { min: 3, max: 3 } });
    assert.deepEqual(difficultyScale([0, 98, 1, 1]), { easy: { min: 1, max: 1 }, medium: { min: 2, max: 2 }, hard: { min: 3, max: 3 } });
    // Two lengths and the solved board: the solved board becomes easy.
    assert.deepEqual(difficultyScale([1, 3, 1]), { easy: { min: 0, max: 0 }, medium: { min: 1, max: 1 }, hard: { min: 2, max: 2 } });
  });

  it('splits by the middle state of each length: 5x5, 3x3 and 4x4 (k = 2)', () => {
    const fiveByFive = [1, 25, 300, 2300, 12650, 53130, 176176, 467104, 982335, 1596279, 1935294, 1684446, 1004934, 383670, 82614, 7350];
    const scale = difficultyScale(fiveByFive);
    assert.deepEqual(scale, { easy: { min: 1, max: 9 }, medium: { min: 10, max: 10 }, hard: { min: 11, max: 15 } });
    assert.ok((scale.hard as MovesRange).min >= quantile(fiveByFive, 2 / 3));
    assert.equal(describeDifficultyScale(scale), 'easy 1-9, medium 10, hard 11-15');
    assert.equal(describeDifficultyScale(difficultyScale([1, 9, 36, 84, 126, 126, 84, 36, 9, 1])), 'easy 1-3, medium 4-5, hard 6-9');
    assert.equal(describeDifficultyScale(difficultyScale([1, 16, 120, 560, 1387, 1440, 540, 32])), 'easy 1-3, medium 4, hard 5-7');
  });

  it('moves a length out of a full level so that none is empty', () => {
    // The first length holds most states (its middle is medium): easy takes it, medium the shortest hard length.
    assert.deepEqual(difficultyScale([0, 900, 50, 30, 20]), { easy: { min: 1, max: 1 }, medium: { min: 2, max: 2 }, hard: { min: 3, max: 4 } });
    // The last length holds most states.
    assert.deepEqual(difficultyScale([0, 20, 30, 50, 900]), { easy: { min: 1, max: 2 }, medium: { min: 3, max: 3 }, hard: { min: 4, max: 4 } });
    // One middle length holds most states: it is medium.
    assert.deepEqual(difficultyScale([0, 10, 980, 10]), { easy: { min: 1, max: 1 }, medium: { min: 2, max: 2 }, hard: { min: 3, max: 3 } });
  });

  it('makes contiguous ranges over lengths the distribution lacks', () => {
    assert.deepEqual(difficultyScale([0, 10, 0, 10, 0, 10]), { easy: { min: 1, max: 2 }, medium: { min: 3, max: 4 }, hard: { min: 5, max: 5 } });
    assert.equal(difficultyOfMoves(difficultyScale([0, 10, 0, 10, 0, 10]), 4), 'medium');
  });

  it('degrades to fewer levels with fewer than three lengths', () => {
    // One cell (k = 2): pressing it or not; the solved board does not make a third level.
    const single = difficultyScale([1, 1]);
    assert.deepEqual(single, { easy: null, medium: { min: 1, max: 1 }, hard: null });
    assert.deepEqual(offeredDifficulties(single), ['medium']);
    assert.equal(difficultyOfMoves(single, 1), 'medium');
    assert.equal(nearestOfferedDifficulty(single, 'hard'), 'medium');
    // Two lengths without the solved board: easy and hard.
    const two = difficultyScale([0, 5, 0, 1]);
    assert.deepEqual(two, { easy: { min: 1, max: 2 }, medium: null, hard: { min: 3, max: 3 } });
    assert.equal(nearestOfferedDifficulty(two, 'medium'), 'easy');
    assert.equal(nearestOfferedDifficulty(two, 'hard'), 'hard');
    assert.equal(describeDifficultyScale(two), 'easy 1-2, hard 3');
    // Only the solved board.
    assert.deepEqual(difficultyScale([4]), { easy: null, medium: { min: 0, max: 0 }, hard: null });
  });

  it('labels counts outside the ranges with the nearest level', () => {
    const scale = difficultyScale([0, 0, 0, 5, 10, 5]);
    assert.equal(difficultyOfMoves(scale, 1), 'easy');
    assert.equal(difficultyOfMoves(scale, 99), 'hard');
  });

  it('splits the lengths into thirds when only the maximum is known', () => {
    assert.equal(describeDifficultyScale(difficultyScaleFromMaximum(15)), 'easy 1-5, medium 6-10, hard 11-15');
    assert.equal(describeDifficultyScale(difficultyScaleFromMaximum(3)), 'easy 1, medium 2, hard 3');
    assert.equal(describeDifficultyScale(difficultyScaleFromMaximum(2)), 'easy 0, medium 1, hard 2');
    assert.equal(describeDifficultyScale(difficultyScaleFromMaximum(1)), 'medium 1');
    assert.throws(() => difficultyScaleFromMaximum(-1), RangeError);
    for (let maxMoves = 0; maxMoves <= 300; maxMoves++) {
      assert.deepEqual(difficultyScaleFromMaximum(maxMoves), difficultyScale(new Array<number>(maxMoves + 1).fill(1)), `maximum ${maxMoves}`);
    }
  });

  it('refuses distributions without states or with bad entries', () => {
    assert.throws(() => difficultyScale([]), /at least one solvable state/);
    assert.throws(() => difficultyScale([0, 0]), /at least one solvable state/);
    assert.throws(() => difficultyScale([1, -1]), /entry 1/);
    assert.throws(() => difficultyScale([1, Number.NaN]), /entry 1/);
  });
});

describe('difficultyScale: the names and their words', () => {
  afterEach(() => useL10nBundle(undefined));

  it('lists the difficulties easiest first and tells them from other values', () => {
    assert.deepEqual(DIFFICULTIES, ['easy', 'medium', 'hard']);
    assert.ok(DIFFICULTIES.every(isDifficulty));
    for (const value of ['Easy', 'any', '', undefined, null, 0]) assert.equal(isDifficulty(value), false, String(value));
  });

  it('describes a scale in French with the French bundle, and in English without', () => {
    useL10nBundle(french);
    assert.equal(describeDifficultyScale(difficultyScaleFromMaximum(15)), 'facile 1-5, moyen 6-10, difficile 11-15');
    useL10nBundle(undefined);
    assert.equal(describeDifficultyScale(difficultyScaleFromMaximum(15)), 'easy 1-5, medium 6-10, hard 11-15');
  });
});
