/**
 * Boards and press patterns described in words for screen readers ("lights on at row 1, column 2",
 * "press row 1, column 2; row 3, column 1 twice"), in the display language:
 * the Learn panel, the Path panel and the solution shown on the grid read them. Pure.
 */

import * as l10n from '../../domain/l10n';
import { cellName, formatCount, timesText } from './wording';

/** A press pattern described for screen readers: "press row 1, column 2; row 3, column 1 twice". */
export function patternDescription(pattern: ArrayLike<number>, columns: number, limit = 40): string {
  const cells: string[] = [];
  let count = 0;
  for (let index = 0; index < pattern.length; index++) {
    const value = pattern[index];
    if (value === 0) continue;
    count += 1;
    if (cells.length < limit) {
      const cell = cellName(Math.floor(index / columns), index % columns);
      cells.push(value > 1 ? `${cell} ${timesText(value)}` : cell);
    }
  }
  if (count === 0) return l10n.t('nothing pressed');
  if (count > limit) return count === 1 ? l10n.t('1 cell pressed') : l10n.t('{0} cells pressed', formatCount(count));
  return l10n.t('press {0}', cells.join('; '));
}

/**
 * A board described for screen readers: which lights are on (two states; on a mostly lit board,
 * which are off), or which cells are in which state; at most `limit` cells are named.
 */
export function boardDescription(grid: ArrayLike<number>, columns: number, states: number, limit = 40): string {
  const name = (index: number) => cellName(Math.floor(index / columns), index % columns);
  const nonZero: number[] = [];
  const off: number[] = [];
  for (let index = 0; index < grid.length; index++) (grid[index] !== 0 ? nonZero : off).push(index);
  const lightsOn = (): string => (nonZero.length === 1 ? l10n.t('1 light on') : l10n.t('{0} lights on', formatCount(nonZero.length)));
  if (states === 2) {
    if (nonZero.length === 0) return l10n.t('every light off');
    if (off.length === 0) return l10n.t('every light on');
    if (off.length < nonZero.length) return off.length > limit ? lightsOn() : l10n.t('every light on except at {0}', off.map(name).join('; '));
    if (nonZero.length > limit) return lightsOn();
    return nonZero.length === 1 ? l10n.t('one light on, at {0}', name(nonZero[0])) : l10n.t('lights on at {0}', nonZero.map(name).join('; '));
  }
  if (nonZero.length === 0) return l10n.t('every cell in state 0');
  if (nonZero.length > limit) return nonZero.length === 1 ? l10n.t('1 cell not in state 0') : l10n.t('{0} cells not in state 0', formatCount(nonZero.length));
  return l10n.t('{0}; every other cell in state 0', nonZero.map((index) => l10n.t('{0} in state {1}', name(index), grid[index])).join('; '));
}
