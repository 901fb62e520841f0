/**
 * Hover in `.lights` text: on a key, what it means (type, range, default); on a value of a key
 * with named choices, what that choice means; on a cell of `grid` or `target`, the cell's row and
 * column, its state and goal, and which cells pressing it changes. Editor-neutral Markdown with
 * offsets; {@link registerLanguageFeatures} adapts it to VS Code. Pure.
 */

import { parseLights } from '../core/format/formatRead';
import type { ParseResult } from '../core/format/formatDocument';
import * as l10n from '../domain/l10n';
import type { Puzzle } from '../core/puzzle';
import { neighbourhoodCapacity, neighbourhoodInto } from '../domain/topology';
import { keyFacts, keyFactsMarkdown } from './lightsKeyFacts';
import { cellAt, keyAt, objectiveOf, readLightsText, statesOf, type GridText, type LightsText } from './lightsText';

/** What to show on hover, and the span (offsets) it describes. */
export interface LightsHover {
  readonly markdown: string;
  readonly start: number;
  readonly end: number;
}

/** How many changed cells a hover lists before it only counts the rest. */
const MAX_LISTED_CELLS = 12;

/**
 * The hover at `offset` in `text`, or null when there is nothing to say there. `parse` gives the
 * parse of `text` (asked for only on a cell of `grid`); an editor passes the one it keeps per version.
 */
export function lightsHover(text: string, offset: number, parse: () => ParseResult = () => parseLights(text)): LightsHover | null {
  const lights = readLightsText(text);
  for (const grid of [lights.grid, lights.target]) {
    if (grid === null) continue;
    const found = cellAt(grid, offset);
    if (found !== undefined)
      return { markdown: cellMarkdown(lights, grid, found.row, found.column, found.cell.text, parse), start: found.cell.start, end: found.cell.end };
  }
  const location = keyAt(lights.layout, offset);
  if (location === undefined) return null;
  const facts = keyFacts(location.name);
  if (offset <= location.keyEnd) {
    const markdown =
      facts === undefined
        ? `**${location.name}**: ${l10n.t('not a key of the format; it is kept when the file is saved, but not used.')}`
        : keyFactsMarkdown(facts);
    return { markdown, start: location.keyStart, end: location.keyEnd };
  }
  const raw = location.valueStart < 0 ? '' : text.slice(location.valueStart, location.valueEnd);
  const choice = facts?.choices.find((candidate) => candidate.value === raw);
  if (facts === undefined || choice === undefined) return null;
  return { markdown: `**${facts.key} = ${choice.value}**: ${choice.description}`, start: location.valueStart, end: location.valueEnd };
}

/** The words for one cell: "row 2, column 4: state 1 of 3 (target 2)", or a hole, then what a press changes. */
function cellMarkdown(lights: LightsText, grid: GridText, row: number, column: number, token: string, parse: () => ParseResult): string {
  const where = `**${l10n.t('row {0}, column {1}', row + 1, column + 1)}**`;
  const states = statesOf(lights);
  const state = /^[0-9]+$/.test(token) ? Number(token) : undefined;
  if (token === '.') return l10n.t('{0}: a hole, not part of the board: it cannot be pressed and no press changes it.', where);
  if (state === undefined || (states !== undefined && state >= states)) {
    return states === undefined
      ? l10n.t('{0}: {1} is not a state.', where, JSON.stringify(token))
      : l10n.t('{0}: {1} is not a state (states 0 to {2}).', where, JSON.stringify(token), states - 1);
  }
  const targetToken = lights.target?.rows[row]?.cells[column]?.text;
  if (grid.key === 'target') {
    const now = lights.grid?.rows[row]?.cells[column]?.text;
    if (states === undefined) {
      return now === undefined
        ? l10n.t('{0} of the target: the cell must reach state {1}.', where, state)
        : l10n.t('{0} of the target: the cell must reach state {1} (now {2}).', where, state, now);
    }
    return now === undefined
      ? l10n.t('{0} of the target: the cell must reach state {1} of {2}.', where, state, states)
      : l10n.t('{0} of the target: the cell must reach state {1} of {2} (now {3}).', where, state, states, now);
  }
  const goal = targetToken ?? String(states === undefined ? 0 : objectiveOf(lights, states));
  const now =
    states === undefined ? l10n.t('{0}: state {1} (target {2})', where, state, goal) : l10n.t('{0}: state {1} of {2} (target {3})', where, state, states, goal);
  return `${now}\n\n${pressWords(parse(), row, column)}`;
}

/** Which cells a press of (row, column) changes, when the file reads without errors. */
function pressWords(parsed: ParseResult, row: number, column: number): string {
  if (!parsed.ok) return l10n.t('Fix the problems in this file to see which cells pressing this one changes.');
  const puzzle: Puzzle = parsed.document.puzzle;
  if (row >= puzzle.rows || column >= puzzle.columns) return '';
  const buffer = new Int32Array(neighbourhoodCapacity(puzzle));
  const count = neighbourhoodInto(puzzle, row * puzzle.columns + column, buffer);
  if (count === 0) return l10n.t('Pressing it changes nothing.');
  const cells = Array.from(buffer.subarray(0, count)).map((cell) => {
    const cellRow = Math.floor(cell / puzzle.columns);
    return l10n.t('row {0}, column {1}', cellRow + 1, cell - cellRow * puzzle.columns + 1);
  });
  const listed = cells.slice(0, MAX_LISTED_CELLS).join('; ');
  if (count === 1) return l10n.t('Pressing it changes 1 cell: {0}.', listed);
  if (cells.length <= MAX_LISTED_CELLS) return l10n.t('Pressing it changes {0} cells: {1}.', count, listed);
  return l10n.t('Pressing it changes {0} cells: {1} and {2} more.', count, listed, cells.length - MAX_LISTED_CELLS);
}
