/**
 * The zoom level in words: the cell size drawn, short for the toolbar ("12 px", "2.5 px",
 * "4 cells/px") and in plain words for its tooltip ("Cells are 12 pixels wide", "About 4 cells per
 * pixel"). Pure.
 */

import * as l10n from '../../domain/l10n';
import { MIN_PRESS_CELL_SIZE } from '../board/gridGeometry';

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
