/**
 * The readable report of `lights-out solve`: the board, what the engine found (the fewest presses,
 * proven or with a lower bound), the press grid, and for an unsolvable board its proof: the
 * certificate's marks and one sentence saying why no presses can reach the objective, made a line
 * at a time so that the grid of the largest board is never one string. Pure.
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
 * A grid of counts or marks 0..k-1, columns aligned, a line per row: "." for 0 on a board without
 * holes; on a board with holes "." for a hole and 0 for 0, as the .lights grid writes holes.
 */
export function* gridLines(puzzle: Puzzle, values: ArrayLike<number>, indent: string): Generator<string> {
  const width = String(puzzle.states - 1).length;
  const holed = hasHoles(puzzle);
  const texts = Array.from({ length: puzzle.states }, (_, value) => (holed || value !== 0 ? String(value) : '.').padStart(width));
  const hole = '.'.padStart(width);
  for (let row = 0; row < puzzle.rows; row++) {
    // Joined from an array: built by `+=` a long row is a deep rope that is slow to flatten.
    const cells = new Array<string>(puzzle.columns);
    for (let column = 0; column < puzzle.columns; column++) {
      const cell = row * puzzle.columns + column;
      cells[column] = holed && isHole(puzzle, cell) ? hole : texts[values[cell]];
    }
    yield indent + cells.join(' ');
  }
}

/** The lines of one result under the board's header: summary, then the press grid, or the proof of unsolvability. */
function* resultLines(puzzle: Puzzle, result: SolveResult, includeGrids: boolean, indent: string): Generator<string> {
  const took = `${result.elapsedMs.toFixed(1)} ms (${engineLabel(result)})`;
  if (!result.solvable) {
    yield `${indent}not solvable: no combination of presses reaches the ${puzzle.target ? 'target' : 'objective'}, ${took}`;
    if (result.certificate) {
      yield indent + certificateExplanation(puzzle, result.certificate);
      if (includeGrids) {
        yield `${indent}${puzzle.states === 2 ? 'marked cells' : 'marks'}:`;
        yield* gridLines(puzzle, result.certificate, indent);
      }
    }
    return;
  }
  const count = result.solutionCount;
  yield `${indent}solvable: ${count} solution${count === 1n ? '' : 's'}, ${took}`;
  yield indent + pressesSummary(result);
  const unproven = unprovenSentence(result);
  if (unproven !== null) yield indent + unproven;
  if (includeGrids && result.presses) yield* gridLines(puzzle, result.presses, indent);
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

/** The lines of the readable report of one solve: a summary and the press grid ("." for no press), or the proof of unsolvability. */
export function* readableResultLines(label: string, title: string | undefined, puzzle: Puzzle, result: SolveResult, includeGrids: boolean): Generator<string> {
  yield boardHeader(label, title, puzzle);
  yield* resultLines(puzzle, result, includeGrids, '  ');
}

/** {@link readableResultLines} as one text. */
export function readableResult(label: string, title: string | undefined, puzzle: Puzzle, result: SolveResult, includeGrids: boolean): string {
  return [...readableResultLines(label, title, puzzle, result, includeGrids)].join('\n');
}

/** The lines of the readable report of `--solver both`: each engine's answer, then the times side by side. */
export function* readableBothLines(
  label: string,
  title: string | undefined,
  puzzle: Puzzle,
  internal: SolveResult,
  clingo: SolveResult | { error: string },
  agree: boolean,
  includeGrids: boolean,
): Generator<string> {
  yield boardHeader(label, title, puzzle);
  yield '  internal:';
  yield* resultLines(puzzle, internal, includeGrids, '    ');
  if ('error' in clingo) {
    yield '  clingo:';
    yield `    failed: ${clingo.error}`;
  } else {
    yield `  clingo (${clingo.runner ?? 'runner unknown'}):`;
    yield* resultLines(puzzle, clingo, includeGrids, '    ');
    yield `  time: internal ${internal.elapsedMs.toFixed(1)} ms, clingo ${clingo.elapsedMs.toFixed(1)} ms`;
  }
  yield agree ? '  the engines agree' : '  THE ENGINES DISAGREE';
}
