/**
 * The readable report of `lights-out solve`: the board, what the engine found (the fewest presses,
 * proven or with a lower bound), the press grid, and for an unsolvable board its proof: the
 * certificate's marks and one sentence saying why no presses can reach the objective. Pure.
 */

import { escapeControlCharacters } from '../core/escapeControlCharacters';
import { boardCellCount, hasHoles, isHole, type Puzzle } from '../core/puzzle';
import type { SolveResult } from '../solvers/types';
import { neighbourhoodKey } from '../domain/topology';
import { unprovenClause } from '../domain/unprovenWords';
import { markedTotals, unsolvabilitySentence } from '../domain/unsolvabilityWords';

/** The engine of a result as shown to people: "internal", "clingo, native". */
function engineLabel(result: SolveResult): string {
  return result.runner ? `${result.solver}, ${result.runner}` : result.solver;
}

function seconds(milliseconds: number): string {
  return `${(milliseconds / 1000).toFixed(1)} s`;
}

/**
 * "fewest presses: 15 (proven)", or for a minimum not proven "best found: 661 presses, at least
 * 540", the reason following on its own line ({@link unprovenSentence}); a lower bound of 0 says
 * nothing and is left out. A result without a reason (from an engine that gives none) says when
 * the search stopped instead.
 */
export function pressesSummary(result: SolveResult): string {
  if (result.minimal) return `fewest presses: ${result.totalPresses} (proven)`;
  const bound = result.lowerBound;
  if (bound !== null && bound === result.totalPresses) {
    return `fewest presses: ${result.totalPresses} (proven by the lower bound; the search stopped after ${seconds(result.elapsedMs)})`;
  }
  const atLeast = bound !== null && bound > 0 ? `, at least ${bound}` : '';
  if (result.unproven) return `best found: ${result.totalPresses} presses${atLeast}`;
  return `best found: ${result.totalPresses} presses${atLeast} (not proven minimal; the search stopped after ${seconds(result.elapsedMs)})`;
}

/**
 * Why a solvable result is not proven minimal, in one sentence naming the option that sets the
 * time allowed (--min-timeout, or clingo's --timeout): "not proven minimal: searching all
 * 387,420,489 solutions would take about 2 min, over the 30 s allowed (--min-timeout)"; null when
 * it is minimal, unsolvable or the engine gave no reason. The `unprovenReason` of the JSON and a
 * line of the readable report.
 */
export function unprovenSentence(result: Pick<SolveResult, 'minimal' | 'unproven' | 'solver'>): string | null {
  if (result.minimal || !result.unproven) return null;
  return `not proven minimal: ${unprovenClause(result.unproven, result.solver === 'clingo' ? '--timeout' : '--min-timeout')}`;
}

/**
 * The sentence that explains a certificate with this board's numbers, as the grid says it
 * ({@link unsolvabilitySentence}); the goal's total is taken over each cell's target.
 */
export function certificateExplanation(puzzle: Puzzle, certificate: ArrayLike<number>): string {
  return unsolvabilitySentence(puzzle.states, markedTotals(puzzle.states, puzzle.target ?? puzzle.objective, puzzle.grid, certificate));
}

/**
 * A grid of counts or marks 0..k-1, columns aligned: "." for 0 on a board without holes; on a
 * board with holes "." for a hole and 0 for 0, as the .lights grid writes holes.
 */
export function gridLines(puzzle: Puzzle, values: ArrayLike<number>, indent: string): string[] {
  const width = String(puzzle.states - 1).length;
  const holed = hasHoles(puzzle);
  const lines: string[] = [];
  for (let row = 0; row < puzzle.rows; row++) {
    const cells: string[] = [];
    for (let column = 0; column < puzzle.columns; column++) {
      const cell = row * puzzle.columns + column;
      const text = holed ? (isHole(puzzle, cell) ? '.' : String(values[cell])) : values[cell] === 0 ? '.' : String(values[cell]);
      cells.push(text.padStart(width));
    }
    lines.push(indent + cells.join(' '));
  }
  return lines;
}

/** The lines of one result under the board's header: summary, then the press grid, or the proof of unsolvability. */
function resultLines(puzzle: Puzzle, result: SolveResult, includeGrids: boolean, indent: string): string[] {
  const took = `${result.elapsedMs.toFixed(1)} ms (${engineLabel(result)})`;
  if (!result.solvable) {
    const lines = [`${indent}not solvable: no combination of presses reaches the ${puzzle.target ? 'target' : 'objective'}, ${took}`];
    if (result.certificate) {
      lines.push(indent + certificateExplanation(puzzle, result.certificate));
      if (includeGrids) lines.push(`${indent}${puzzle.states === 2 ? 'marked cells' : 'marks'}:`, ...gridLines(puzzle, result.certificate, indent));
    }
    return lines;
  }
  const count = result.solutionCount;
  const lines = [`${indent}solvable: ${count} solution${count === 1n ? '' : 's'}, ${took}`, indent + pressesSummary(result)];
  const unproven = unprovenSentence(result);
  if (unproven !== null) lines.push(indent + unproven);
  if (includeGrids && result.presses) lines.push(...gridLines(puzzle, result.presses, indent));
  return lines;
}

/**
 * The first line of a board's report: its label, title and shape ("5x5, 2 states, objective 0,
 * plain"), then what sets it apart from a classic board: the neighbourhood when it is not cross ("knight
 * neighbourhood", or the offsets "[[0,1]]"), the holes ("3 holes") and "a target per cell" in
 * place of the objective.
 */
export function boardHeader(label: string, title: string | undefined, puzzle: Puzzle): string {
  const parts = [
    `${puzzle.rows}x${puzzle.columns}`,
    `${puzzle.states} states`,
    puzzle.target ? 'a target per cell' : `objective ${puzzle.objective}`,
    puzzle.topology,
  ];
  const key = neighbourhoodKey(puzzle.neighbourhood);
  if (key !== 'cross') parts.push(typeof puzzle.neighbourhood === 'string' ? `${key} neighbourhood` : `neighbourhood ${JSON.stringify(puzzle.neighbourhood)}`);
  if (hasHoles(puzzle)) {
    const holes = puzzle.rows * puzzle.columns - boardCellCount(puzzle);
    parts.push(`${holes} hole${holes === 1 ? '' : 's'}`);
  }
  return `${escapeControlCharacters(label)}${title ? ` (${escapeControlCharacters(title)})` : ''}: ${parts.join(', ')}`;
}

/** The readable report of one solve: a summary and the press grid ("." for no press), or the proof of unsolvability. */
export function readableResult(label: string, title: string | undefined, puzzle: Puzzle, result: SolveResult, includeGrids: boolean): string {
  return [boardHeader(label, title, puzzle), ...resultLines(puzzle, result, includeGrids, '  ')].join('\n');
}

/** The readable report of `--solver both`: each engine's answer, then the times side by side. */
export function readableBoth(
  label: string,
  title: string | undefined,
  puzzle: Puzzle,
  internal: SolveResult,
  clingo: SolveResult | { error: string },
  agree: boolean,
  includeGrids: boolean,
): string {
  const lines = [boardHeader(label, title, puzzle), '  internal:', ...resultLines(puzzle, internal, includeGrids, '    ')];
  if ('error' in clingo) {
    lines.push('  clingo:', `    failed: ${clingo.error}`);
  } else {
    lines.push(`  clingo (${clingo.runner ?? 'runner unknown'}):`, ...resultLines(puzzle, clingo, includeGrids, '    '));
    lines.push(`  time: internal ${internal.elapsedMs.toFixed(1)} ms, clingo ${clingo.elapsedMs.toFixed(1)} ms`);
  }
  lines.push(agree ? '  the engines agree' : '  THE ENGINES DISAGREE');
  return lines.join('\n');
}
