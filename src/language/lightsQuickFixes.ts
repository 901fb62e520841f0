/**
 * Quick fixes for the common problems of a `.lights` file, each found in the text itself (not by
 * reading diagnostic messages) at the same place the reader reports it: a short row (padded with
 * the objective, or 0 in `target`), a long row (its extra cells removed), a cell over the states
 * (clamped to states - 1), a missing `rows`, `columns` or `grid` (inserted from the grid, or as a
 * board of the given size), and a version 2 feature in a version 1 file (`version` set to 2).
 * The editor offers the fixes whose place overlaps a diagnostic. Needs valid TOML. Pure.
 */

import { KNOWN_KEYS, VERSION_2_KEYS } from '../core/format/formatDocument';
import type { TextEdit } from '../core/format/formatEdits';
import { MAX_COLUMNS, MAX_ROWS } from '../domain/limits';
import * as l10n from '../domain/l10n';
import { nextLineStart } from '../core/format/textPosition';
import { integerValue, objectiveOf, readLightsText, statesOf, type GridText, type LightsText } from './lightsText';

/** One fix: what it does, where the problem it fixes lies (offsets), and the replacements that fix it. */
export interface QuickFix {
  readonly title: string;
  readonly start: number;
  readonly end: number;
  readonly edits: readonly TextEdit[];
}

/** The largest board a "missing grid" fix writes out. */
const MAX_INSERTED_CELLS = 10_000;

/** Every quick fix for `text`, in file order of the problems; none when the text is not valid TOML. */
export function lightsQuickFixes(text: string): QuickFix[] {
  const lights = readLightsText(text);
  if (lights.table === null) return [];
  const fixes = [...versionFixes(lights), ...missingKeyFixes(lights)];
  for (const grid of [lights.grid, lights.target]) if (grid !== null) fixes.push(...rowFixes(lights, grid));
  return fixes.sort((a, b) => a.start - b.start);
}

function rowFixes(lights: LightsText, grid: GridText): QuickFix[] {
  const fixes: QuickFix[] = [];
  const rows = integerValue(lights, 'rows', 1, MAX_ROWS) ?? grid.rows.length;
  const columns = integerValue(lights, 'columns', 1, MAX_COLUMNS);
  const states = statesOf(lights);
  const fill = grid.key === 'grid' && states !== undefined ? String(objectiveOf(lights, states)) : '0';
  const ofTarget = grid.key === 'target';
  grid.rows.slice(0, rows).forEach(({ cells }, row) => {
    const last = cells[cells.length - 1];
    if (columns !== undefined && cells.length < columns) {
      const added = Array.from({ length: columns - cells.length }, (_, index) => {
        // A target repeats the grid's holes: a padded target cell under a hole must be one too.
        const under = grid.key === 'target' ? lights.grid?.rows[row]?.cells[cells.length + index]?.text : undefined;
        return under === '.' ? '.' : fill;
      });
      fixes.push({
        title: ofTarget
          ? l10n.t('Pad row {0} of the target to {1} cells with {2}', row + 1, columns, fill)
          : l10n.t('Pad row {0} to {1} cells with {2}', row + 1, columns, fill),
        start: cells[0].start,
        end: last.end,
        edits: [{ start: last.end, end: last.end, newText: ` ${added.join(' ')}` }],
      });
    }
    if (columns !== undefined && cells.length > columns) {
      const extra = cells.length - columns;
      fixes.push({
        title: removeTitle(extra, row + 1, ofTarget),
        start: cells[columns].start,
        end: cells[columns].end,
        edits: [{ start: cells[columns - 1].end, end: last.end, newText: '' }],
      });
    }
    if (states === undefined) return;
    cells.slice(0, columns).forEach((cell, column) => {
      if (!/^[0-9]+$/.test(cell.text) || Number(cell.text) < states) return;
      fixes.push({
        title: ofTarget
          ? l10n.t('Change row {0}, column {1} of the target to {2}, the highest state', row + 1, column + 1, states - 1)
          : l10n.t('Change row {0}, column {1} to {2}, the highest state', row + 1, column + 1, states - 1),
        start: cell.start,
        end: cell.end,
        edits: [{ start: cell.start, end: cell.end, newText: String(states - 1) }],
      });
    });
  });
  return fixes;
}

/** The title of the fix that removes a row's `extra` cells (1-based `row`). */
function removeTitle(extra: number, row: number, ofTarget: boolean): string {
  if (ofTarget) {
    return extra === 1
      ? l10n.t('Remove the extra cell of row {0} of the target', row)
      : l10n.t('Remove the {0} extra cells of row {1} of the target', extra, row);
  }
  return extra === 1 ? l10n.t('Remove the extra cell of row {0}', row) : l10n.t('Remove the {0} extra cells of row {1}', extra, row);
}

function missingKeyFixes(lights: LightsText): QuickFix[] {
  const fixes: QuickFix[] = [];
  const table = lights.table ?? {};
  const gridRows = lights.grid?.rows ?? [];
  const widest = Math.max(0, ...gridRows.map((row) => row.cells.length));
  const insert = (key: string, value: string): void => {
    const title = l10n.t('Insert {0}', `${key} = ${value.includes('\n') ? '…' : value}`);
    fixes.push({ title, start: 0, end: 0, edits: [insertKeyLine(lights, key, `${key} = ${value}`)] });
  };
  if (!Object.hasOwn(table, 'rows') && gridRows.length > 0) insert('rows', String(Math.min(gridRows.length, MAX_ROWS)));
  if (!Object.hasOwn(table, 'columns') && widest > 0) insert('columns', String(Math.min(widest, MAX_COLUMNS)));
  const rows = integerValue(lights, 'rows', 1, MAX_ROWS);
  const columns = integerValue(lights, 'columns', 1, MAX_COLUMNS);
  if (!Object.hasOwn(table, 'grid') && rows !== undefined && columns !== undefined && rows * columns <= MAX_INSERTED_CELLS) {
    const fill = String(objectiveOf(lights, statesOf(lights) ?? 2));
    const line = Array.from({ length: columns }, () => fill).join(' ');
    const lineBreak = lights.layout.lineBreak;
    insert('grid', `"""${lineBreak}${Array.from({ length: rows }, () => line + lineBreak).join('')}"""`);
  }
  return fixes;
}

/** A line `key = value` where the key belongs: before the first present key that comes after it in canonical order, else after the last known key. */
function insertKeyLine(lights: LightsText, key: string, line: string): TextEdit {
  const { text, layout } = lights;
  const lineBreak = layout.lineBreak;
  const later = KNOWN_KEYS.slice(KNOWN_KEYS.indexOf(key) + 1)
    .map((name) => layout.keys.get(name))
    .find((location) => location !== undefined && location.valueStart >= 0);
  if (later !== undefined) return { start: later.lineStart, end: later.lineStart, newText: line + lineBreak };
  const ends = KNOWN_KEYS.map((name) => layout.keys.get(name)?.valueEnd ?? -1).filter((end) => end >= 0);
  const at = ends.length > 0 ? nextLineStart(text, Math.max(...ends)) : text.length;
  const needsBreak = at > 0 && text.charAt(at - 1) !== '\n';
  return { start: at, end: at, newText: (needsBreak ? lineBreak : '') + line + lineBreak };
}

function versionFixes(lights: LightsText): QuickFix[] {
  const { table, layout } = lights;
  if (table === null || (typeof table.version === 'number' && table.version >= 2)) return [];
  const places: { start: number; end: number }[] = [];
  for (const key of VERSION_2_KEYS) {
    const location = layout.keys.get(key);
    if (Object.hasOwn(table, key) && location !== undefined) places.push({ start: location.keyStart, end: location.keyEnd });
  }
  const hole = lights.grid?.rows.flatMap((row) => row.cells).find((cell) => cell.text === '.');
  if (hole !== undefined) places.push({ start: hole.start, end: hole.end });
  if (places.length === 0) return [];
  const version = layout.keys.get('version');
  let edit: TextEdit;
  if (version !== undefined && version.valueStart >= 0) {
    edit = { start: version.valueStart, end: version.valueEnd, newText: '2' };
  } else {
    const first = Math.min(...[...layout.keys.values()].map((location) => location.lineStart));
    edit = { start: first, end: first, newText: `version = 2${layout.lineBreak}` };
  }
  return places.map((place) => ({ title: l10n.t('Set version = 2 (holes, neighbourhood and target need it)'), ...place, edits: [edit] }));
}
