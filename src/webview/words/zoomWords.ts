/**
 * The zoom level in words: the cell size drawn, short for the toolbar ("12 px", "2.5 px",
 * "4 cells/px") and in plain words for its tooltip ("Cells are 12 pixels wide", "About 4 cells per
 * pixel"), and which rows and columns a zoomed view shows ("Rows 120–160, columns 40–90 of
 * 1000"). Pure.
 */

import * as l10n from '../../domain/l10n';
import { MIN_PRESS_CELL_SIZE, visibleRange, type GridLayout, type Rectangle } from '../board/gridGeometry';
import { formatCount } from './wording';

/**
 * Which rows and columns of the board `viewport` shows (1-based, cells partly in view included),
 * short enough for the line by the zoom controls: "Rows 120–160, columns 40–90 of 1000" on a
 * square board, "Rows 1–40 of 300, columns 1–60 of 500" otherwise; empty while the whole board
 * is in view (or nothing is).
 */
export function viewRangeWords(layout: GridLayout, viewport: Rectangle): string {
  const range = visibleRange(layout, viewport);
  if (range.lastRow < range.firstRow) return '';
  if (range.firstRow === 0 && range.lastRow === layout.rows - 1 && range.firstColumn === 0 && range.lastColumn === layout.columns - 1) return '';
  const span = (first: number, last: number): string => (first === last ? formatCount(first + 1) : `${formatCount(first + 1)}–${formatCount(last + 1)}`);
  const rows = span(range.firstRow, range.lastRow);
  const columns = span(range.firstColumn, range.lastColumn);
  if (layout.rows === layout.columns) return l10n.t('Rows {0}, columns {1} of {2}', rows, columns, formatCount(layout.rows));
  return l10n.t('Rows {0} of {1}, columns {2} of {3}', rows, formatCount(layout.rows), columns, formatCount(layout.columns));
}

/**
 * The toolbar's text and tooltip for a cell size in CSS px; the tooltip says when cells are too
 * small to press (below {@link MIN_PRESS_CELL_SIZE}).
 */
export function zoomLevelWords(cellSize: number): { readonly text: string; readonly title: string } {
  if (!(cellSize > 0)) return { text: '', title: '' };
  if (cellSize >= 1) {
    const size = Number.isInteger(cellSize) || cellSize >= 10 ? String(Math.round(cellSize)) : cellSize.toFixed(1).replace(/\.0$/, '');
    return { text: `${size} px`, title: cellWidthWords(size, cellSize < MIN_PRESS_CELL_SIZE) };
  }
  const perPixel = 1 / cellSize;
  // Powers of two (the zoom steps) read exactly; a fitted size is rounded.
  const exact = Number.isInteger(perPixel);
  const count = exact ? String(perPixel) : perPixel.toFixed(1).replace(/\.0$/, '');
  return {
    text: l10n.t('{0} cells/px', count),
    title: exact
      ? l10n.t('Zoom: {0} cells per pixel, too small to press: zoom in to press cells', count)
      : l10n.t('Zoom: about {0} cells per pixel, too small to press: zoom in to press cells', count),
  };
}

/** The tooltip for cells `size` px wide (a number as text), and whether they are too small to press. */
function cellWidthWords(size: string, tooSmall: boolean): string {
  if (size === '1')
    return tooSmall ? l10n.t('Zoom: cells are 1 pixel wide, too small to press: zoom in to press cells') : l10n.t('Zoom: cells are 1 pixel wide');
  return tooSmall
    ? l10n.t('Zoom: cells are {0} pixels wide, too small to press: zoom in to press cells', size)
    : l10n.t('Zoom: cells are {0} pixels wide', size);
}
