/**
 * Hover in `.lights` text: on a key, what it means (type, range, default); on a value of a key
 * with named choices, what that choice means; on a cell of `grid` or `target`, the cell's row and
 * column, its state and goal, and which cells pressing it changes. Editor-neutral Markdown with
 * offsets; languageFeatures.ts adapts it to VS Code. Pure.
 */

import { parseLights } from '../core/format';
import type { Puzzle } from '../core/puzzle';
import { neighbourhoodCapacity, neighbourhoodInto } from '../shared/puzzleVocabulary';
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

/** The hover at `offset` in `text`, or null when there is nothing to say there. */
export function lightsHover(text: string, offset: number): LightsHover | null {
  const lights = readLightsText(text);
  for (const grid of [lights.grid, lights.target]) {
    if (grid === null) continue;
    const found = cellAt(grid, offset);
    if (found !== undefined)
      return { markdown: cellMarkdown(lights, grid, found.row, found.column, found.cell.text), start: found.cell.start, end: found.cell.end };
  }
  const location = keyAt(lights.layout, offset);
  if (location === undefined) return null;
  const facts = keyFacts(location.name);
  if (offset <= location.keyEnd) {
    const markdown =
      facts === undefined ? `**${location.name}**: not a key of the format; it is kept when the file is saved, but not used.` : keyFactsMarkdown(facts);
    return { markdown, start: location.keyStart, end: location.keyEnd };
  }
  const raw = location.valueStart < 0 ? '' : text.slice(location.valueStart, location.valueEnd);
  const choice = facts?.choices.find((candidate) => candidate.value === raw);
  if (facts === undefined || choice === undefined) return null;
  return { markdown: `**${facts.key} = ${choice.value}**: ${choice.description}`, start: location.valueStart, end: location.valueEnd };
}

/** The words for one cell: "row 2, column 4: state 1 of 3 (target 2)", or a hole, then what a press changes. */
function cellMarkdown(lights: LightsText, grid: GridText, row: number, column: number, token: string): string {
  const where = `row ${row + 1}, column ${column + 1}`;
  const states = statesOf(lights);
  const state = /^[0-9]+$/.test(token) ? Number(token) : undefined;
  if (token === '.') return `**${where}**: a hole, not part of the board: it cannot be pressed and no press changes it.`;
  if (state === undefined || (states !== undefined && state >= states)) {
    const allowed = states === undefined ? '' : ` (states 0 to ${states - 1})`;
    return `**${where}**: ${JSON.stringify(token)} is not a state${allowed}.`;
  }
  const of = states === undefined ? '' : ` of ${states}`;
  const targetToken = lights.target?.rows[row]?.cells[column]?.text;
  if (grid.key === 'target') {
    const now = lights.grid?.rows[row]?.cells[column]?.text;
    return `**${where}** of the target: the cell must reach state ${state}${of}${now === undefined ? '' : ` (now ${now})`}.`;
  }
  const goal = targetToken ?? String(states === undefined ? 0 : objectiveOf(lights, states));
  return `**${where}**: state ${state}${of} (target ${goal})\n\n${pressWords(lights, row, column)}`;
}

/** Which cells a press of (row, column) changes, when the file reads without errors. */
function pressWords(lights: LightsText, row: number, column: number): string {
  const parsed = parseLights(lights.text);
  if (!parsed.ok) return 'Fix the problems in this file to see which cells pressing this one changes.';
  const puzzle: Puzzle = parsed.document.puzzle;
  if (row >= puzzle.rows || column >= puzzle.columns) return '';
  const buffer = new Int32Array(neighbourhoodCapacity(puzzle));
  const count = neighbourhoodInto(puzzle, row * puzzle.columns + column, buffer);
  if (count === 0) return 'Pressing it changes nothing.';
  const cells = Array.from(buffer.subarray(0, count)).map((cell) => {
    const cellRow = Math.floor(cell / puzzle.columns);
    return `row ${cellRow + 1}, column ${cell - cellRow * puzzle.columns + 1}`;
  });
  const listed = cells.slice(0, MAX_LISTED_CELLS).join('; ');
  const rest = cells.length > MAX_LISTED_CELLS ? ` and ${cells.length - MAX_LISTED_CELLS} more` : '';
  return `Pressing it changes ${count === 1 ? '1 cell' : `${count} cells`}: ${listed}${rest}.`;
}
