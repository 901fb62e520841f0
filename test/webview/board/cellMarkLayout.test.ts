import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  cornerFlag,
  hintRing,
  inscribedRadius,
  MIN_BADGE_RADIUS,
  numberBox,
  numberFontSize,
  pressBadge,
  type CentredBox,
  type Disc,
} from '../../../src/webview/board/cellMarkLayout';
import { hexRadius, insideHexagon } from '../../../src/webview/board/gridGeometry';

/** How far the box's corners reach from the centre. */
const reach = (box: CentredBox): number => Math.hypot(box.halfWidth, box.halfHeight);

/** How far a point lies from the box. */
const fromBox = (x: number, y: number, box: CentredBox): number =>
  Math.hypot(Math.max(0, Math.abs(x) - box.halfWidth), Math.max(0, Math.abs(y) - box.halfHeight));

/** Whether the disc lies inside the cell of `size` (a square, or a pointy-top hexagon of width `size`), clear of its 1 px line. */
function insideCell(disc: Disc, size: number, hex: boolean): boolean {
  for (let step = 0; step < 32; step++) {
    const angle = (step / 32) * 2 * Math.PI;
    const point = { x: disc.x + disc.radius * Math.cos(angle), y: disc.y + disc.radius * Math.sin(angle) };
    if (hex ? !insideHexagon(point, { x: 0, y: 0 }, hexRadius(size - 2)) : Math.max(Math.abs(point.x), Math.abs(point.y)) > size / 2 - 1 + 1e-9) return false;
  }
  return true;
}

describe('webview: cellMarkLayout', () => {
  it('sizes the state number as the painter writes it', () => {
    assert.equal(numberFontSize(64, 1), 32);
    assert.equal(numberFontSize(64, 2), 26);
    assert.equal(numberFontSize(10, 1), 7, 'never below 7 px');
    assert.deepEqual(numberBox(64, 1), { halfWidth: 9.6, halfHeight: 11.52 });
    assert.deepEqual(numberBox(64, 0), { halfWidth: 0, halfHeight: 0 });
    assert.equal(inscribedRadius(64), 31);
  });

  it('draws the hint ring between the number and the border, never over the number (law)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 12, max: 400 }), fc.integer({ min: 1, max: 2 }), (size, digits) => {
        const number = numberBox(size, digits);
        const ring = hintRing(size, number);
        const inner = ring.radius - ring.width / 2;
        const outer = ring.radius + ring.width / 2;
        if (ring.inside) {
          assert.ok(inner >= reach(number) + 1, `${size} px: the ring's inside edge ${inner} reaches the number (${reach(number)})`);
          assert.ok(outer <= inscribedRadius(size), `${size} px: the ring crosses the border`);
        } else {
          assert.ok(inner >= size / 2, `${size} px: a ring round the cell stays outside it`);
        }
      }),
    );
    assert.equal(hintRing(64, numberBox(64, 1)).inside, true);
    assert.equal(hintRing(24, numberBox(24, 2)).inside, true);
    assert.equal(hintRing(12, numberBox(12, 1)).inside, false, 'no room on the smallest cells with numbers: round the cell');
    assert.ok(hintRing(1, numberBox(0, 0)).radius >= 3, 'at least 3 px on a tiny cell');
  });

  it('puts the badge of presses to go in the top-right corner, inside the cell and clear of the number (law)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 400 }),
        fc.constantFrom('plain' as const, 'hex' as const),
        fc.constantFrom('digits1', 'digits2', 'dot', 'none'),
        (size, topology, centre) => {
          const box =
            centre === 'digits1'
              ? numberBox(size, 1)
              : centre === 'digits2'
                ? numberBox(size, 2)
                : centre === 'dot'
                  ? { halfWidth: size * 0.16, halfHeight: size * 0.16 }
                  : { halfWidth: 0, halfHeight: 0 };
          const badge = pressBadge(size, topology, box);
          if (badge === null) return;
          assert.ok(badge.radius >= MIN_BADGE_RADIUS);
          assert.ok(badge.x > 0 && badge.y < 0, 'top right');
          assert.ok(fromBox(badge.x, badge.y, box) >= badge.radius, `${size} px ${topology}: the badge covers the number`);
          assert.ok(insideCell(badge, size, topology === 'hex'), `${size} px ${topology}: the badge leaves the cell`);
        },
      ),
    );
  });

  it('folds the flag of cells too small for a badge into the top-right corner, inside the cell and clear of the number (law)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 60 }),
        fc.constantFrom('plain' as const, 'hex' as const),
        fc.integer({ min: 0, max: 2 }),
        (size, topology, digits) => {
          const box = size >= 12 ? numberBox(size, digits) : { halfWidth: size * 0.16, halfHeight: size * 0.16 };
          const [corner, first, second] = cornerFlag(size, topology, 0.5, box);
          assert.ok(Math.hypot(first.x - corner.x, first.y - corner.y) >= 1.5 - 1e-9, 'a leg of 1.5 px at the least');
          const side = (point: { x: number; y: number }): number => (second.x - first.x) * (point.y - first.y) - (second.y - first.y) * (point.x - first.x);
          for (const [x, y] of [
            [box.halfWidth, -box.halfHeight],
            [box.halfWidth, box.halfHeight],
            [-box.halfWidth, -box.halfHeight],
            [-box.halfWidth, box.halfHeight],
          ]) {
            assert.ok(Math.sign(side({ x, y })) !== Math.sign(side(corner)), `${size} px ${topology}: the flag reaches the number`);
          }
          for (const point of [corner, first, second]) {
            const inside =
              topology === 'hex' ? insideHexagon(point, { x: 0, y: 0 }, hexRadius(size)) : Math.max(Math.abs(point.x), Math.abs(point.y)) <= size / 2;
            assert.ok(inside, `${size} px ${topology}: the flag leaves the cell`);
          }
        },
      ),
    );
  });

  it('makes the badge large enough to read a count on the cells a fitted small board gets', () => {
    for (const size of [64, 72, 96]) {
      const badge = pressBadge(size, 'plain', numberBox(size, 1));
      assert.ok(badge !== null && badge.radius >= 0.14 * size, `${size} px: ${JSON.stringify(badge)}`);
    }
    assert.ok((pressBadge(72, 'hex', numberBox(72, 2))?.radius ?? 0) >= 6);
    assert.equal(pressBadge(12, 'plain', numberBox(12, 1)), null, 'too small beside a number: the painter draws a corner square');
  });
});
