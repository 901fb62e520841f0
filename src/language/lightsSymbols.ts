/**
 * The outline of a `.lights` text: one symbol per top-level key or table, its value as detail;
 * `grid` and `target` have one child per row. Editor-neutral, with offsets;
 * {@link registerLanguageFeatures} adapts it to VS Code's DocumentSymbol. Pure.
 */

import { lineEndOf } from '../core/format/textPosition';
import * as l10n from '../domain/l10n';
import { scanLayout, skipBlanks } from '../core/format/formatLayout';
import { KNOWN_KEYS } from '../core/format/formatDocument';
import { gridText, type GridText } from './lightsText';

/** One entry of the outline. Offsets: the whole entry, and the part to select (the key's name). */
export interface LightsSymbol {
  /** `key`: a known key; `board`: grid or target; `row`: one of their rows; `other`: an unknown key; `table`: a `[table]`. */
  readonly kind: 'key' | 'board' | 'row' | 'other' | 'table';
  readonly name: string;
  readonly detail: string;
  readonly start: number;
  readonly end: number;
  readonly selectionStart: number;
  readonly selectionEnd: number;
  readonly children: readonly LightsSymbol[];
}

/** The longest detail shown; longer values are cut with an ellipsis. */
const MAX_DETAIL_LENGTH = 60;

/** The outline of `text`, in file order. Works on broken files too, as far as their keys can be found. */
export function lightsSymbols(text: string): LightsSymbol[] {
  // The layout and the boards only: the outline needs no TOML values, so the text is not parsed.
  const layout = scanLayout(text);
  const symbols: LightsSymbol[] = [];
  for (const location of layout.keys.values()) {
    const header = location.valueStart < 0 && text.charAt(skipBlanks(text, location.lineStart)) === '[';
    const end = location.valueStart >= 0 ? location.valueEnd : lineEndOf(text, location.keyEnd);
    const board = location.name === 'grid' || location.name === 'target' ? gridText(text, layout, location.name) : null;
    const raw = location.valueStart >= 0 ? text.slice(location.valueStart, location.valueEnd) : '';
    symbols.push({
      kind: board !== null ? 'board' : header ? 'table' : KNOWN_KEYS.includes(location.name) ? 'key' : 'other',
      name: location.name,
      detail: board !== null ? (board.rows.length === 1 ? l10n.t('1 row') : l10n.t('{0} rows', board.rows.length)) : shorten(raw),
      start: header ? location.lineStart : location.keyStart,
      end,
      selectionStart: location.keyStart,
      selectionEnd: location.keyEnd,
      children: board === null ? [] : rowSymbols(board),
    });
  }
  return symbols;
}

function rowSymbols(board: GridText): LightsSymbol[] {
  return board.rows.map((row, index) => {
    const first = row.cells[0];
    const last = row.cells[row.cells.length - 1];
    return {
      kind: 'row',
      name: l10n.t('row {0}', index + 1),
      detail: shorten(row.cells.map((cell) => cell.text).join(' ')),
      start: row.lineStart,
      end: row.lineEnd,
      selectionStart: first.start,
      selectionEnd: last.end,
      children: [],
    };
  });
}

function shorten(value: string): string {
  const line = value.replace(/\s+/g, ' ').trim();
  return line.length > MAX_DETAIL_LENGTH ? `${line.slice(0, MAX_DETAIL_LENGTH - 1)}…` : line;
}
