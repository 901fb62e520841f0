/**
 * The accessibility tree of a board drawn on a canvas: a WAI-ARIA grid with one row and one
 * gridcell for the active cell (aria-rowcount/aria-colcount give the size, aria-activedescendant
 * points at the cell), and the cells as text for the test hooks. DOM only here.
 */

import { element } from '../dom';
import type { CellPosition } from './gridGeometry';

/** Puts the one gridcell of a virtual grid in place, as a new element when its label changed (so screen readers read it again). */
export function replaceActiveCell(row: HTMLElement, id: string, cell: CellPosition, label: string, testId: string): void {
  const current = document.getElementById(id);
  row.setAttribute('aria-rowindex', String(cell.row + 1));
  if (current?.getAttribute('aria-label') === label && current.getAttribute('aria-colindex') === String(cell.col + 1)) return;
  const next = element('div', { testId, attributes: { role: 'gridcell', id, 'aria-colindex': String(cell.col + 1), 'aria-label': label } });
  if (current) current.replaceWith(next);
  else row.append(next);
}

/** Cell values as the test hooks carry them: cells joined by "," and rows by "/" ("0,1/1,0"). */
export function gridText(values: readonly number[] | Uint8Array, columnCount: number): string {
  const lines: string[] = [];
  for (let start = 0; start < values.length; start += columnCount) lines.push(values.slice(start, start + columnCount).join(','));
  return lines.join('/');
}
