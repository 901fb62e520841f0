/**
 * The zoom level in words: the cell size drawn, short for the toolbar ("12 px", "2.5 px",
 * "4 cells/px") and in plain words for its tooltip ("Cells are 12 pixels wide", "About 4 cells per
 * pixel"). Pure.
 */

import { MIN_PRESS_CELL_SIZE } from './gridGeometry';

const TOO_SMALL = ', too small to press: zoom in to press cells';

/**
 * The toolbar's text and tooltip for a cell size in CSS px; the tooltip says when cells are too
 * small to press (below {@link MIN_PRESS_CELL_SIZE}).
 */
export function zoomLevelWords(cellSize: number): { readonly text: string; readonly title: string } {
  if (!(cellSize > 0)) return { text: '', title: '' };
  if (cellSize >= 1) {
    const size = Number.isInteger(cellSize) || cellSize >= 10 ? String(Math.round(cellSize)) : cellSize.toFixed(1).replace(/\.0$/, '');
    const small = cellSize < MIN_PRESS_CELL_SIZE ? TOO_SMALL : '';
    return { text: `${size} px`, title: `Zoom: cells are ${size} ${size === '1' ? 'pixel' : 'pixels'} wide${small}` };
  }
  const perPixel = 1 / cellSize;
  // Powers of two (the zoom steps) read exactly; a fitted size is rounded.
  const exact = Number.isInteger(perPixel);
  const count = exact ? String(perPixel) : perPixel.toFixed(1).replace(/\.0$/, '');
  return { text: `${count} cells/px`, title: `Zoom: ${exact ? '' : 'about '}${count} cells per pixel${TOO_SMALL}` };
}
