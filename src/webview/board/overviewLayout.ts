/**
 * The maths of the overview map, the small picture of the whole board beside the view of the
 * Puzzle pane while the board is larger than the pane: its size, the side of the pane it takes
 * (outside the view, so it never hides the part of the board looked at), the rectangle of the
 * viewport on it, where a click on it scrolls the view, and the words that say which rows and
 * columns are in view. Pure: lengths in CSS pixels, board content coordinates as in
 * {@link GridLayout}.
 */

import * as l10n from '../../domain/l10n';
import { visibleRange, type GridLayout, type Point, type Rectangle } from './gridGeometry';
import { formatCount } from '../words/wording';

/** The longer side of the map (CSS px) when the pane has room for it. */
export const OVERVIEW_LONG_SIDE = 144;

/** The map's longer side never shrinks below this, however small the pane. */
export const OVERVIEW_MIN_LONG_SIDE = 48;

/** The viewport's rectangle is never drawn smaller than this (CSS px), so it shows on a huge board. */
export const OVERVIEW_MIN_RECTANGLE = 4;

/** A width and a height. */
export interface Size {
  readonly width: number;
  readonly height: number;
}

/** The map's frame on each side (its 1 px border and 2 px outline), CSS px. */
export const OVERVIEW_FRAME = 3;

/** The space between the map's frame and the view of the board, CSS px. */
export const OVERVIEW_GAP = 8;

/** Where the map sits: the side of the pane it takes from the view, and how much (CSS px). */
export interface OverviewPlacement {
  readonly side: 'right' | 'bottom';
  readonly gutter: number;
}

/**
 * The side of a pane of size `pane` the map of size `map` takes, outside the view of a board of
 * size `board` (its frame included): a side the board leaves free anyway when there is one (a
 * wide board in a tall pane keeps its width), else the side that takes the smaller share of the
 * view (on a tie, the right).
 */
export function overviewPlacement(pane: Size, board: Size, map: Size): OverviewPlacement {
  const right = { side: 'right', gutter: Math.ceil(map.width) + 2 * OVERVIEW_FRAME + OVERVIEW_GAP } as const;
  const bottom = { side: 'bottom', gutter: Math.ceil(map.height) + 2 * OVERVIEW_FRAME + OVERVIEW_GAP } as const;
  const rightFree = board.width + right.gutter <= pane.width;
  const bottomFree = board.height + bottom.gutter <= pane.height;
  if (rightFree !== bottomFree) return rightFree ? right : bottom;
  return right.gutter * pane.height <= bottom.gutter * pane.width ? right : bottom;
}

/** Whether the board (content size) is larger than the view in either direction, so the map is worth showing. */
export function needsOverview(content: Size, view: Size): boolean {
  return content.width > view.width + 0.5 || content.height > view.height + 0.5;
}

/** The map's longer side for a pane of the given size: {@link OVERVIEW_LONG_SIDE}, or 40% of the pane's shorter side when that is smaller. */
export function overviewLongSide(pane: Size): number {
  return Math.max(OVERVIEW_MIN_LONG_SIDE, Math.min(OVERVIEW_LONG_SIDE, Math.floor(0.4 * Math.min(pane.width, pane.height))));
}

/** The map's scale (map px per content px) and size: the board's shape with its longer side `longSide`, each side at least 1 px. */
export function overviewSize(content: Size, longSide: number): Size & { readonly scale: number } {
  const longest = Math.max(content.width, content.height);
  if (!(longest > 0)) return { width: 0, height: 0, scale: 0 };
  const scale = longSide / longest;
  return { width: Math.max(1, Math.round(content.width * scale)), height: Math.max(1, Math.round(content.height * scale)), scale };
}

/**
 * The viewport's rectangle on a map of `map` size at `scale`: the part of the board in view,
 * scaled, at least {@link OVERVIEW_MIN_RECTANGLE} on each side (grown about its centre and kept on
 * the map).
 */
export function overviewRectangle(viewport: Rectangle, content: Size, scale: number, map: Size): Rectangle {
  const left = Math.max(0, Math.min(content.width, viewport.x));
  const top = Math.max(0, Math.min(content.height, viewport.y));
  const right = Math.max(left, Math.min(content.width, viewport.x + viewport.width));
  const bottom = Math.max(top, Math.min(content.height, viewport.y + viewport.height));
  const grow = (start: number, end: number, limit: number): [number, number] => {
    const length = Math.min(limit, Math.max(OVERVIEW_MIN_RECTANGLE, end - start));
    const centre = (start + end) / 2;
    const from = Math.max(0, Math.min(limit - length, centre - length / 2));
    return [from, length];
  };
  const [x, width] = grow(left * scale, right * scale, map.width);
  const [y, height] = grow(top * scale, bottom * scale, map.height);
  return { x, y, width, height };
}

/**
 * The scroll offsets that centre a view of size `view` on the board point under `point` of the
 * map (map px at `scale`), kept within the board.
 */
export function overviewScrollTarget(point: Point, scale: number, view: Size, content: Size): Point {
  if (!(scale > 0)) return { x: 0, y: 0 };
  const clamp = (value: number, limit: number): number => Math.max(0, Math.min(Math.max(0, limit), value));
  return { x: clamp(point.x / scale - view.width / 2, content.width - view.width), y: clamp(point.y / scale - view.height / 2, content.height - view.height) };
}

/**
 * Which rows and columns the viewport shows, in words: "Rows 1 to 40 and columns 1 to 60 of 2,000
 * are in view" on a square board, "Rows 1 to 40 of 300 and columns 1 to 60 of 500 are in view"
 * otherwise (1-based, cells partly in view included).
 */
export function overviewLabel(layout: GridLayout, viewport: Rectangle): string {
  const range = visibleRange(layout, viewport);
  if (range.lastRow < range.firstRow) return l10n.t('No cells are in view');
  const [firstRow, lastRow] = [formatCount(range.firstRow + 1), formatCount(range.lastRow + 1)];
  const [firstColumn, lastColumn] = [formatCount(range.firstColumn + 1), formatCount(range.lastColumn + 1)];
  if (layout.rows === layout.columns) {
    return l10n.t('Rows {0} to {1} and columns {2} to {3} of {4} are in view', firstRow, lastRow, firstColumn, lastColumn, formatCount(layout.rows));
  }
  return l10n.t(
    'Rows {0} to {1} of {2} and columns {3} to {4} of {5} are in view',
    firstRow,
    lastRow,
    formatCount(layout.rows),
    firstColumn,
    lastColumn,
    formatCount(layout.columns),
  );
}
