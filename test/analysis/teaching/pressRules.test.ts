import * as assert from 'node:assert/strict';
import { pressRules } from '../../../src/analysis/teaching/pressRules';
import { pressRulesParagraphs } from '../../../src/gridEditor/teachingView';
import type { BoardShape } from '../../../src/core/puzzle';
import { bruteForceSpace } from '../bruteForceSpace';

const SIGMA = [
  [-1, 0],
  [1, 0],
  [0, -1],
  [0, 1],
] as const;

function shape(rows: number, columns: number, extra: Partial<BoardShape> = {}): BoardShape {
  return { rows, columns, states: 2, objective: 0, topology: 'plain', ...extra };
}

/** Rank over GF(2) from brute force: the images A x number 2^rank. */
function bruteRank(board: BoardShape): { rank: number; solvable: number; total: number; allOn: boolean } {
  const space = bruteForceSpace(board);
  const solvable = space.moves.filter((moves) => moves >= 0).length;
  // The all-on board: every cell one step short of its target 0, i.e. state 1 everywhere (number 2^n - 1).
  return { rank: Math.log2(solvable), solvable, total: space.moves.length, allOn: space.moves[space.moves.length - 1] >= 0 };
}

describe('analysis: pressRules (rank, nullity, solvable share) against brute force', () => {
  const cases: Record<string, BoardShape> = {
    'cross 4x4': shape(4, 4),
    'sigma 4x4': shape(4, 4, { neighbourhood: SIGMA }),
    'sigma 3x3': shape(3, 3, { neighbourhood: SIGMA }),
    'x 3x4': shape(3, 4, { neighbourhood: 'x' }),
    'knight 3x3': shape(3, 3, { neighbourhood: 'knight' }),
    'one-sided 3x3': shape(3, 3, { neighbourhood: [[0, 1]] }),
    'holed moore 3x4': shape(3, 4, { neighbourhood: 'moore', holes: Uint8Array.of(1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1) }),
  };
  for (const [name, board] of Object.entries(cases)) {
    it(`${name}: rank, nullity, share and the all-on board match brute force`, () => {
      const rules = pressRules(board);
      const brute = bruteRank(board);
      assert.deepEqual(rules.primes, [{ prime: 2, rank: brute.rank, nullity: rules.cells - brute.rank }]);
      assert.equal(rules.solvableBoards, BigInt(brute.solvable));
      assert.equal(rules.totalBoards, BigInt(brute.total));
      assert.equal(rules.quietPatterns, BigInt(brute.total / brute.solvable));
      assert.equal(rules.allOnSolvable, brute.allOn);
    });
  }

  it('follows Sutner: with the cell in its own symmetric rule, every light on can always be switched off', () => {
    for (const board of [shape(4, 4), shape(5, 5), shape(3, 4, { neighbourhood: 'moore' }), shape(4, 5, { neighbourhood: 'x', topology: 'torus' })]) {
      assert.equal(pressRules(board).allOnSolvable, true);
    }
  });

  it('counts composite k over each prime: 2x2 sigma with 6 states', () => {
    const rules = pressRules({ ...shape(2, 2, { neighbourhood: SIGMA }), states: 6 });
    const space = bruteForceSpace({ ...shape(2, 2, { neighbourhood: SIGMA }), states: 6 });
    const solvable = space.moves.filter((moves) => moves >= 0).length;
    assert.equal(rules.solvableBoards, BigInt(solvable));
    assert.deepEqual(
      rules.primes.map(({ prime }) => prime),
      [2, 3],
    );
  });

  it('explains the sigma game with its own computed rank, nullity and share', () => {
    const board = shape(4, 4, { neighbourhood: SIGMA });
    const brute = bruteRank(board);
    const paragraphs = pressRulesParagraphs(board, pressRules(board));
    assert.match(
      paragraphs[0],
      /^Here a press changes only the four cells above, below, left and right of it, not the pressed cell itself: the sigma game \(σ\)/,
    );
    assert.ok(paragraphs.includes(`This board's press matrix has rank ${brute.rank} and nullity ${16 - brute.rank} (16 cells minus the rank).`));
    const quiet = brute.total / brute.solvable;
    assert.ok(paragraphs.some((text) => text.includes(`exactly 1 board in ${quiet} = 2^${16 - brute.rank} can be solved`)));
    assert.match(paragraphs[paragraphs.length - 1], /does not change the pressed cell, so there is no such promise/);
  });

  it('explains the classic rule as sigma-plus, holes, the x colour classes and Sutner', () => {
    const holed = shape(3, 3, { holes: Uint8Array.of(1, 0, 0, 0, 0, 0, 0, 0, 0) });
    const paragraphs = pressRulesParagraphs(holed, pressRules(holed));
    assert.match(paragraphs[0], /sigma-plus game \(σ\+\)/);
    assert.equal(
      paragraphs[1],
      "The board has 1 hole: a hole has no state, cannot be pressed and is nobody's neighbour, so the puzzle lives on the other 8 cells.",
    );
    assert.match(paragraphs[paragraphs.length - 1], /^Sutner's theorem \(1989\).*On this board it can\.$/);
    const x = shape(3, 4, { neighbourhood: 'x' });
    assert.ok(pressRulesParagraphs(x, pressRules(x)).some((text) => text.startsWith('The x rule never leaves the colour of a chessboard square')));
    const plain = shape(3, 3);
    assert.ok(
      pressRulesParagraphs(plain, pressRules(plain)).includes(
        'Nullity 0 means no presses other than none change nothing, so every one of the 512 boards can be solved, in exactly one way.',
      ),
    );
  });

  it('describes a one-sided custom rule', () => {
    const board = shape(3, 3, { neighbourhood: [[0, 1]] });
    const [first] = pressRulesParagraphs(board, pressRules(board));
    assert.equal(
      first,
      'Here a press changes the cells at these places from it: 0 rows and 1 column right. The pressed cell itself does not change. The rule is one-sided: a press of one cell can change another whose press does not change it back.',
    );
  });
});
