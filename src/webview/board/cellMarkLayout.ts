/**
 * Where the marks drawn over a cell sit, so that none hides the cell's state number: the number's
 * box at the centre, the hint ring between the number and the cell's border (or round the whole
 * cell when there is no room), and the badge of the presses still to do in the cell's top-right
 * corner, as large as fits beside the number (on cells too small for one, a flag folded into that
 * corner). Pure: lengths in CSS px, relative to the cell's visual centre (y grows downwards).
 */

import type { Topology } from '../../domain/topology';
import type { Point } from './gridGeometry';

/** An axis-aligned box centred on the cell's centre: |x| ≤ halfWidth, |y| ≤ halfHeight. */
export interface CentredBox {
  readonly halfWidth: number;
  readonly halfHeight: number;
}

/** A ring: its centre line's radius and the width of its widest line (the cell's text colour under the theme's). */
export interface Ring {
  readonly radius: number;
  readonly width: number;
  /** Whether the ring lies inside the cell (else it goes round it, over its neighbours' edges). */
  readonly inside: boolean;
}

/** A disc relative to the cell's centre. */
export interface Disc {
  readonly x: number;
  readonly y: number;
  readonly radius: number;
}

/** The font size (CSS px) of a state number of `digits` digits on a cell of `cellSize`. */
export function numberFontSize(cellSize: number, digits: number): number {
  return Math.max(7, Math.floor(cellSize * (digits > 1 ? 0.42 : 0.5)));
}

/**
 * The box a state number of `digits` digits takes on a cell of `cellSize` (0 for none): a
 * monospace digit is at most 0.6 em wide and 0.72 em high, drawn centred.
 */
export function numberBox(cellSize: number, digits: number): CentredBox {
  if (digits <= 0) return { halfWidth: 0, halfHeight: 0 };
  const font = numberFontSize(cellSize, digits);
  return { halfWidth: 0.3 * font * digits, halfHeight: 0.36 * font };
}

/** The radius of the largest circle inside the cell, clear of its one-pixel line: s/2 − 1 (for a hexagon of width s too). */
export function inscribedRadius(cellSize: number): number {
  return Math.max(0, cellSize / 2 - 1);
}

/** Half the diagonal of a box: the farthest its corners reach from the centre. */
function boxReach(box: CentredBox): number {
  return Math.hypot(box.halfWidth, box.halfHeight);
}

/**
 * The hint ring of a cell whose centre holds `centre` (the state number's box, or the two-state
 * dot's): two lines, the wider (`width`) in the cell's text colour under a line half as wide in
 * the theme's focus colour. Inside the cell, between its border and `centre`, when there is room;
 * else round the cell, at least 3 px from its centre (so it shows on the smallest cells too).
 */
export function hintRing(cellSize: number, centre: CentredBox): Ring {
  const width = cellSize >= 40 ? cellSize * 0.07 : cellSize >= 20 ? 2.5 : 2;
  const outer = inscribedRadius(cellSize) - 0.5;
  const radius = outer - width / 2;
  if (radius - width / 2 >= boxReach(centre) + 1) return { radius, width, inside: true };
  return { radius: Math.max(3, cellSize / 2 + width / 2 + 1), width, inside: false };
}

/** Point-to-box distance: how far (x, y) lies from the nearest point of `box`. */
function distanceToBox(x: number, y: number, box: CentredBox): number {
  return Math.hypot(Math.max(0, Math.abs(x) - box.halfWidth), Math.max(0, Math.abs(y) - box.halfHeight));
}

/** A badge smaller than this radius (CSS px) cannot be read: the cell gets the small corner mark instead. */
export const MIN_BADGE_RADIUS = 3;

/**
 * The badge of presses still to do: the largest disc (radius up to a fifth of the cell) in the
 * cell's top-right corner that stays inside the cell, a margin from its border, and clear of
 * `centre` (the state number's box); null when no disc of {@link MIN_BADGE_RADIUS} fits.
 */
export function pressBadge(cellSize: number, topology: Topology, centre: CentredBox): Disc | null {
  const margin = Math.max(1, cellSize * 0.04);
  const inner = inscribedRadius(cellSize);
  for (let radius = Math.floor(cellSize * 0.2 * 4) / 4; radius >= MIN_BADGE_RADIUS; radius -= 0.25) {
    let x: number;
    let y: number;
    if (topology === 'hex') {
      // Towards the upper-right corner (−30°), as far as its two edges (normals at 0° and −60°) allow.
      x = cellSize / 2 - margin - radius;
      y = -x * Math.tan(Math.PI / 6);
    } else {
      // Into the corner of the square, as far as both edges allow.
      x = inner - margin - radius;
      y = -x;
    }
    if (x > 0 && distanceToBox(x, y, centre) >= radius + 0.5) return { x, y, radius };
  }
  return null;
}

/** The shortest leg of a corner flag (CSS px). */
const MIN_FLAG_LEG = 1.5;

/**
 * The flag of presses still to do on a cell too small for a badge: a triangle folded into the
 * cell's top-right corner (of the square, or the hexagon's upper-right corner), `inset` px in from
 * its border, its legs along the two edges. Its corner first. Its legs are up to 0.3 of the cell,
 * shorter where that would reach `centre` (the state number's box), never under 1.5 px.
 */
export function cornerFlag(cellSize: number, topology: Topology, inset: number, centre: CentredBox): [Point, Point, Point] {
  const reach = cellSize / 2 - inset;
  const corner = topology === 'hex' ? { x: reach, y: -reach * Math.tan(Math.PI / 6) } : { x: reach, y: -reach };
  // The legs: along the edge towards the top corner (−150° on a hexagon, 180° on a square), and down the right edge.
  const along = topology === 'hex' ? { x: -Math.cos(Math.PI / 6), y: -0.5 } : { x: -1, y: 0 };
  const flag = (leg: number): [Point, Point, Point] => [
    corner,
    { x: corner.x + leg * along.x, y: corner.y + leg * along.y },
    { x: corner.x, y: corner.y + leg },
  ];
  for (let leg = Math.max(MIN_FLAG_LEG, Math.floor(cellSize * 0.3 * 4) / 4); leg > MIN_FLAG_LEG; leg -= 0.25) {
    const points = flag(leg);
    if (clearOf(points, centre)) return points;
  }
  return flag(MIN_FLAG_LEG);
}

/** Whether the box lies wholly on the far side of the flag's inner edge from its corner. */
function clearOf([corner, first, second]: readonly [Point, Point, Point], box: CentredBox): boolean {
  const side = (point: Point): number => (second.x - first.x) * (point.y - first.y) - (second.y - first.y) * (point.x - first.x);
  const cornerSide = Math.sign(side(corner));
  return [
    { x: box.halfWidth, y: -box.halfHeight },
    { x: box.halfWidth, y: box.halfHeight },
    { x: -box.halfWidth, y: -box.halfHeight },
    { x: -box.halfWidth, y: box.halfHeight },
  ].every((point) => Math.sign(side(point)) !== cornerSide);
}
