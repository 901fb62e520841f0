/**
 * The bridge from the core's parse result and the engines' answers to what the webview draws
 * (protocol types). Pure.
 */

import type { FormatDiagnostic, ParseResult } from '../core/format/formatDocument';
import { DEFAULT_MINIMUM_TIMEOUT_MS, type FirstSolution, type SolveResult } from '../solvers/types';
import type { Hint } from '../solvers/hint';
import type { BoardShape } from '../core/puzzle';
import { unprovenClause } from '../domain/unprovenWords';
import type { DiagnosticView, DocumentState, HintView, PuzzleView, SolutionView } from '../protocol/protocol';

/**
 * `bytes` as postMessage should carry it: itself when it fills its buffer, else a copy of just
 * its bytes (a typed array is posted with its whole buffer, so a small view on a large buffer
 * would carry all of it). Callers never change a posted array.
 */
export function compactBytes(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
}

/** A diagnostic with 1-based line and column, as editors show positions. */
export function diagnosticView(diagnostic: FormatDiagnostic): DiagnosticView {
  return { severity: diagnostic.severity, message: diagnostic.message, line: diagnostic.line + 1, column: diagnostic.column + 1 };
}

/** The webview's view of a parse result; puzzles over `maxCells` cells are `tooLarge`. */
export function documentState(parsed: ParseResult, maxCells: number): DocumentState {
  if (!parsed.ok) return { kind: 'invalid', errors: parsed.errors.map(diagnosticView) };
  const { document } = parsed;
  const { puzzle } = document;
  if (puzzle.rows * puzzle.columns > maxCells) return { kind: 'tooLarge', rows: puzzle.rows, columns: puzzle.columns, limit: maxCells };
  return {
    kind: 'puzzle',
    puzzle: {
      rows: puzzle.rows,
      columns: puzzle.columns,
      states: puzzle.states,
      objective: puzzle.objective,
      topology: puzzle.topology,
      grid: compactBytes(puzzle.grid),
      ...version2Fields(puzzle),
      ...(document.title !== undefined ? { title: document.title } : {}),
      ...(document.difficulty !== undefined ? { difficulty: document.difficulty } : {}),
      ...(document.minMoves !== undefined ? { minMoves: document.minMoves } : {}),
    },
    warnings: parsed.warnings.map(diagnosticView),
  };
}

/**
 * The format version 2 fields of a board as the webview gets them: each only when set, the holes
 * only when there is one (a board without holes draws as before).
 */
export function version2Fields(shape: BoardShape): Pick<PuzzleView, 'neighbourhood' | 'holes' | 'target'> {
  return {
    ...(shape.neighbourhood !== undefined ? { neighbourhood: shape.neighbourhood } : {}),
    ...(shape.holes && shape.holes.includes(1) ? { holes: compactBytes(shape.holes) } : {}),
    ...(shape.target ? { target: compactBytes(shape.target) } : {}),
  };
}

/**
 * A solve result as the webview shows it; `minimumTimeoutMs` is the time the solve gave the search
 * for the fewest presses, and the reason an answer is not proven the fewest is put in words here,
 * in the display language ({@link unprovenClause}). The certificate is passed on as it is (a
 * typed array).
 */
export function solutionView(result: SolveResult, solverLabel: string = result.solver, minimumTimeoutMs = DEFAULT_MINIMUM_TIMEOUT_MS): SolutionView {
  return {
    solvable: result.solvable,
    presses: result.presses ? compactBytes(result.presses) : null,
    totalPresses: result.totalPresses,
    minimal: result.minimal,
    lowerBound: result.lowerBound,
    minimumTimeoutMs,
    unprovenReason: result.solvable && !result.minimal && result.unproven ? unprovenClause(result.unproven) : null,
    certificate: result.certificate,
    solutionCount: result.solutionCount.toString(),
    solver: solverLabel,
    elapsedMs: result.elapsedMs,
  };
}

/**
 * The first solution of a running solve as the webview shows it (`solveFirst`): not known to be the
 * fewest (`minimal` false) and no bound yet; `elapsedMs` is the time the solve has taken so far.
 */
export function firstSolutionView(first: FirstSolution, solverLabel: string, minimumTimeoutMs: number, elapsedMs: number): SolutionView {
  return {
    solvable: true,
    presses: compactBytes(first.presses),
    totalPresses: first.totalPresses,
    minimal: false,
    lowerBound: null,
    minimumTimeoutMs,
    unprovenReason: null,
    certificate: null,
    solutionCount: first.solutionCount.toString(),
    solver: solverLabel,
    elapsedMs,
  };
}

/** The answer to a hint request, for a hint computed from `result` (an unsolvable board's carries the engine's proof). */
export function hintView(hint: Hint, result: SolveResult): HintView {
  switch (hint.kind) {
    case 'press':
      return { kind: 'press', row: hint.cell.row, col: hint.cell.col, remaining: hint.remaining, shortest: hint.shortest };
    case 'solved':
      return hint;
    case 'unsolvable':
      return { kind: 'unsolvable', certificate: result.certificate };
    default: {
      const unknownHint: never = hint;
      throw new Error(`unknown hint ${JSON.stringify(unknownHint)}`);
    }
  }
}
