import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { levelList, type Level } from '../../src/levels/levelList';
import {
  firstUnsolved,
  levelAfter,
  levelContext,
  levelStars,
  readLevelBests,
  recordWin,
  solvedCount,
  twoStarSlack,
  type LevelBests,
} from '../../src/levels/levelProgress';

/** Three levels of 1, 4 and 12 fewest moves. */
function threeLevels(): readonly Level[] {
  const text = (minMoves: number) => `rows = 1\ncolumns = 2\nminMoves = ${minMoves}\ngrid = "1 0"\n`;
  return levelList([
    ['01-a.lights', text(1)],
    ['02-b.lights', text(4)],
    ['03-c.lights', text(12)],
  ]).levels;
}

describe('levels: levelProgress', () => {
  it('reads only whole numbers of moves above 0 from the kept state', () => {
    assert.deepEqual(readLevelBests({ '01-a': 3, '02-b': 0, '03-c': 2.5, '04-d': '7', '05-e': -1, '06-f': 9 }), { '01-a': 3, '06-f': 9 });
    for (const stored of [undefined, null, 7, 'x', [3, 4]]) assert.deepEqual(readLevelBests(stored), {});
  });

  it('records a win only when it beats the best kept', () => {
    const bests: LevelBests = { '01-a': 5 };
    assert.deepEqual(recordWin(bests, '01-a', 3), { '01-a': 3 });
    assert.equal(recordWin(bests, '01-a', 5), null);
    assert.equal(recordWin(bests, '01-a', 8), null);
    assert.deepEqual(recordWin(bests, '02-b', 9), { '01-a': 5, '02-b': 9 });
    assert.equal(recordWin(bests, '02-b', 0), null);
    assert.deepEqual(bests, { '01-a': 5 }, 'the bests given are not changed');
  });

  it('keeps the fewest of any sequence of wins', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1 }), (wins) => {
        let bests: LevelBests = {};
        for (const moves of wins) bests = recordWin(bests, 'level', moves) ?? bests;
        assert.equal(bests.level, Math.min(...wins));
      }),
    );
  });

  it('gives 3 stars at the fewest moves, 2 within a few more, 1 for any other win and 0 before one', () => {
    assert.deepEqual(
      [undefined, null, 4, 5, 6, 7, 40].map((best) => levelStars(best, 4)),
      [0, 0, 3, 2, 2, 1, 1],
    );
    assert.deepEqual([1, 4, 8, 12, 20].map(twoStarSlack), [2, 2, 2, 3, 5]);
    assert.deepEqual(
      [12, 15, 16].map((best) => levelStars(best, 12)),
      [3, 2, 1],
    );
  });

  it('stars never rise with more moves', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 200 }), (minMoves, best) => {
        assert.ok(levelStars(best, minMoves) >= levelStars(best + 1, minMoves));
      }),
    );
  });

  it('finds the first unsolved level, the next level, and how many are solved', () => {
    const levels = threeLevels();
    assert.equal(firstUnsolved(levels, {})?.id, '01-a');
    assert.equal(firstUnsolved(levels, { '01-a': 1, '03-c': 20 })?.id, '02-b');
    assert.equal(firstUnsolved(levels, { '01-a': 1, '02-b': 4, '03-c': 20 }), undefined);
    assert.equal(solvedCount(levels, { '01-a': 1, '03-c': 20, gone: 3 }), 2);
    assert.equal(levelAfter(levels, '01-a')?.id, '02-b');
    assert.equal(levelAfter(levels, '03-c'), undefined);
    assert.equal(levelAfter(levels, 'gone'), undefined);
  });

  it('tells the grid the level number of how many, the best and the fewest moves', () => {
    const levels = threeLevels();
    assert.deepEqual(levelContext(levels[1], levels, {}), { kind: 'level', number: 2, count: 3, best: null, minMoves: 4 });
    assert.deepEqual(levelContext(levels[1], levels, { '02-b': 6 }), { kind: 'level', number: 2, count: 3, best: 6, minMoves: 4 });
  });
});
