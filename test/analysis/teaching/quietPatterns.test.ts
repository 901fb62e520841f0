import * as assert from 'node:assert/strict';
import { quietPatterns } from '../../../src/analysis/teaching/quietPatterns';
import { toRows, type BoardShape } from '../../../src/core/puzzle';
import { bruteForceQuietPatterns } from '../../support/bruteForce';
import { applyPresses, createPuzzle } from '../../../src/core/puzzle';
import { BOARD_SHAPES } from '../boardShapes';
import { bruteForceSpace } from '../bruteForceSpace';

function picture(pattern: Uint8Array, columns: number): string[] {
  return toRows(pattern, pattern.length / columns, columns).map((row) => row.map((value) => (value ? '■' : '□')).join(' '));
}

describe('analysis: quietPatterns (teaching data)', () => {
  it('gives the two quiet patterns of 5x5, the column pattern and the X, in echelon order', () => {
    const quiet = quietPatterns({ rows: 5, columns: 5, states: 2, objective: 0, topology: 'plain' });
    assert.equal(quiet.count, 4n);
    assert.deepEqual(
      quiet.generators.map((generator) => picture(generator.pattern, 5)),
      [
        ['■ □ ■ □ ■', '■ □ ■ □ ■', '□ □ □ □ □', '■ □ ■ □ ■', '■ □ ■ □ ■'],
        ['□ ■ ■ ■ □', '■ □ ■ □ ■', '■ ■ □ ■ ■', '■ □ ■ □ ■', '□ ■ ■ ■ □'],
      ],
    );
    assert.deepEqual(
      quiet.generators.map((generator) => generator.order),
      [2, 2],
    );
  });

  it('generates exactly the brute-force quiet patterns, for prime and composite k', () => {
    const shapes: BoardShape[] = [
      { rows: 4, columns: 4, states: 2, objective: 0, topology: 'plain' },
      { rows: 3, columns: 3, states: 3, objective: 1, topology: 'torus' },
      { rows: 2, columns: 3, states: 4, objective: 0, topology: 'hex' },
      { rows: 2, columns: 2, states: 6, objective: 0, topology: 'torus' },
    ];
    for (const shape of shapes) {
      const quiet = quietPatterns(shape);
      const expected = bruteForceQuietPatterns(shape).map((pattern) => pattern.join(','));
      const generated = new Set<string>();
      const digits = quiet.generators.map(() => 0);
      for (;;) {
        const pattern = new Array(shape.rows * shape.columns).fill(0);
        quiet.generators.forEach((generator, i) =>
          generator.pattern.forEach((value, cell) => (pattern[cell] = (pattern[cell] + value * digits[i]) % shape.states)),
        );
        generated.add(pattern.join(','));
        let i = 0;
        while (i < digits.length && ++digits[i] === quiet.generators[i].order) digits[i++] = 0;
        if (i === digits.length) break;
      }
      assert.equal(quiet.count, BigInt(expected.length));
      assert.deepEqual([...generated].sort(), [...expected].sort());
    }
  });

  it('is empty for boards where every state has one solution', () => {
    assert.deepEqual(quietPatterns({ rows: 3, columns: 3, states: 2, objective: 0, topology: 'plain' }), { generators: [], count: 1n });
  });
});

describe('analysis: quietPatterns on boards with holes, neighbourhoods and targets, against brute force', () => {
  for (const [name, shape] of Object.entries(BOARD_SHAPES)) {
    it(`lists the quiet patterns: each changes nothing and never presses a hole: ${name}`, () => {
      const space = bruteForceSpace(shape);
      const solvable = space.moves.filter((moves) => moves >= 0).length;
      const quiet = quietPatterns(shape);
      assert.equal(quiet.count, BigInt(space.moves.length / solvable));
      const solved = createPuzzle(shape, 0);
      for (const { pattern, order } of quiet.generators) {
        assert.deepEqual(applyPresses(solved, pattern).grid, solved.grid);
        assert.ok(order >= 2);
        shape.holes?.forEach((hole, index) => hole && assert.equal(pattern[index], 0));
      }
    });
  }
});
