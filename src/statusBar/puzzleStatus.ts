/**
 * What the status bar says about the active puzzle, and the solves behind it, without vscode
 * (a thin adapter shows it). The solve goes through the {@link Solver} the
 * `lightsOut.solver` setting chooses, off the extension host's thread, with a short minimum
 * search: the item needs only whether the board is solvable, how many solutions it has and the
 * fewest presses (or a proven lower bound). A newer version of the document cancels the running
 * solve, and a result for an outdated version is dropped.
 */

import type { ParseResult } from '../core/format/formatDocument';
import { cachedParse, parsedAtVersion } from '../core/format/parseCache';
import type { Puzzle } from '../core/puzzle';
import * as l10n from '../domain/l10n';
import { topologyLabel } from '../domain/vocabularyWords';
import { SolveCancelledError, type SolveResult, type Solver } from '../solvers/types';
import { OFF_THREAD_TEXT_LENGTH } from '../domain/limits';

/** The status bar item's text (with a codicon) and tooltip. */
export interface PuzzleStatus {
  readonly text: string;
  readonly tooltip: string;
}

/** The minimum search's time for the status bar, in milliseconds; a longer search is the Solve command's. */
export const STATUS_MINIMUM_TIMEOUT_MS = 1_000;

/** How long the previous status of the same document stays while its new solve runs, before "solving…" replaces it. */
export const SOLVING_NOTICE_DELAY_MS = 250;

/** "5×5, 2 states" and the topology when it is not plain. */
export function puzzleSize(puzzle: Puzzle): string {
  return puzzle.topology === 'plain'
    ? l10n.t('{0}×{1}, {2} states', puzzle.rows, puzzle.columns, puzzle.states)
    : l10n.t('{0}×{1}, {2} states, {3}', puzzle.rows, puzzle.columns, puzzle.states, topologyLabel(puzzle.topology));
}

/** A count with thousands separators, or "about 1.2 × 10^45" when it has more than 15 digits. */
export function countText(count: bigint): string {
  const digits = count.toString();
  if (digits.length <= 15) return l10n.groupedInteger(count);
  return l10n.t('about {0} × 10^{1}', l10n.decimalText(Number(`${digits[0]}.${digits[1]}`), 1), digits.length - 1);
}

/** The status while the puzzle is being solved. */
export function solvingStatus(puzzle: Puzzle): PuzzleStatus {
  return {
    text: `$(lightbulb) ${l10n.t('{0} · solving…', puzzleSize(puzzle))}`,
    tooltip: l10n.t('Lights Out puzzle: finding out whether it can be solved…'),
  };
}

/** The status of a solved puzzle: solvable or not, the number of solutions, and the fewest presses in the tooltip. */
export function resultStatus(puzzle: Puzzle, result: SolveResult): PuzzleStatus {
  const size = puzzleSize(puzzle);
  if (!result.solvable) {
    return {
      text: `$(lightbulb) ${l10n.t('{0} · not solvable', size)}`,
      tooltip: l10n.t('No combination of presses reaches the objective. Click to see why.'),
    };
  }
  const count = result.solutionCount;
  return {
    text: `$(lightbulb) ${count === 1n ? l10n.t('{0} · solvable · {1} solution', size, countText(count)) : l10n.t('{0} · solvable · {1} solutions', size, countText(count))}`,
    tooltip: `${fewestPresses(result)} ${l10n.t('Click to solve.')}`,
  };
}

/** "Fewest presses: 15." when proven, else the proven lower bound and the best found. */
function fewestPresses(result: SolveResult): string {
  const total = result.totalPresses ?? 0;
  if (result.minimal) return l10n.t('Fewest presses: {0}.', total);
  const seconds = STATUS_MINIMUM_TIMEOUT_MS / 1000;
  // An engine that proves no bound may report 0 (or nothing): then only the best found is known.
  return result.lowerBound
    ? l10n.t('Fewest presses: at least {0} (best found: {1}; not proven within {2} s).', result.lowerBound, total, seconds)
    : l10n.t('Fewest presses: at most {0} (best found: {1}; not proven within {2} s).', total, total, seconds);
}

/** The status when the solve failed: the size, with the error in the tooltip. */
export function failureStatus(puzzle: Puzzle, error: unknown): PuzzleStatus {
  return {
    text: `$(lightbulb) ${puzzleSize(puzzle)}`,
    tooltip: l10n.t('Lights Out puzzle: it could not be solved here ({0}).', error instanceof Error ? error.message : String(error)),
  };
}

/** The status of a text over {@link OFF_THREAD_TEXT_LENGTH} characters: its size only. */
export function largeTextStatus(text: string): PuzzleStatus {
  return largeStatus(largeBoardSize(text));
}

/** The status of a large puzzle of size `size` ("R×C"; null when unknown). */
function largeStatus(size: string | null): PuzzleStatus {
  return {
    text: `$(lightbulb) ${size ?? l10n.t('large puzzle')}`,
    tooltip: l10n.t('A large Lights Out puzzle: run Solve for the solution (it runs in a worker thread).'),
  };
}

/**
 * Puzzles of more cells than this have a text over {@link OFF_THREAD_TEXT_LENGTH} characters (each cell
 * takes a digit and a separator), so their status is their size only, read from the parse.
 */
const LARGE_PUZZLE_CELLS = OFF_THREAD_TEXT_LENGTH / 2;

/** "R×C" from the `rows = R` and `columns = C` lines before a text's grid, or null. */
export function largeBoardSize(text: string): string | null {
  const gridStart = text.indexOf('grid');
  const head = text.slice(0, gridStart < 0 ? 4096 : gridStart);
  const rows = /^[ \t]*rows[ \t]*=[ \t]*(\d+)/m.exec(head)?.[1];
  const columns = /^[ \t]*columns[ \t]*=[ \t]*(\d+)/m.exec(head)?.[1];
  return rows !== undefined && columns !== undefined ? `${rows}×${columns}` : null;
}

/** A document as the status needs it: a vscode TextDocument has this shape. Its `version` is read again when a solve ends. */
export interface StatusDocument {
  readonly version: number;
  getText(): string;
}

/** What the status shows through, and where its solves and timers come from. */
export interface PuzzleStatusServices {
  /** The engine the settings choose now (the grid's Solve uses the same). */
  solver(): Solver;
  show(status: PuzzleStatus): void;
  hide(): void;
  /** Runs `callback` after `delayMs` unless the returned function is called first. */
  delay(callback: () => void, delayMs: number): () => void;
}

/** The solve running for the status. */
interface RunningSolve {
  readonly document: StatusDocument;
  readonly version: number;
  readonly controller: AbortController;
  cancelNotice?: () => void;
}

/** Keeps the status in step with the active puzzle document; at most one solve runs at a time. */
export class PuzzleStatusController {
  private running: RunningSolve | undefined;
  /** The document the status shows now, if any. */
  private shown: StatusDocument | undefined;
  /** The last status solved per document, with the version and engine it holds for. */
  private readonly solved = new WeakMap<StatusDocument, { readonly version: number; readonly solver: string; readonly status: PuzzleStatus }>();

  constructor(private readonly services: PuzzleStatusServices) {}

  /**
   * Shows the status of `document` (none: hides the item): from the last solve of this version,
   * else by a new solve; a text over {@link OFF_THREAD_TEXT_LENGTH} characters shows its size only and
   * a text that does not parse hides the item. Cancels a solve of anything else.
   */
  update(document: StatusDocument | undefined): void {
    if (!document) {
      this.stop();
      this.shown = undefined;
      this.services.hide();
      return;
    }
    const { version } = document;
    if (this.running?.document === document && this.running.version === version) return;
    this.stop();
    const solver = this.services.solver();
    const known = this.solved.get(document);
    if (known && known.version === version && known.solver === solver.name) {
      this.show(document, known.status);
      return;
    }
    // The parse the grid keeps for this version (a click on a large board updates it in place) says
    // the size without flattening a text of millions of characters.
    const cached = cachedParse(document, version);
    if (cached?.ok && cached.document.puzzle.rows * cached.document.puzzle.columns > LARGE_PUZZLE_CELLS) {
      const { rows, columns } = cached.document.puzzle;
      this.show(document, largeStatus(`${rows}×${columns}`));
      return;
    }
    const text = document.getText();
    if (text.length > OFF_THREAD_TEXT_LENGTH) {
      this.show(document, largeTextStatus(text));
      return;
    }
    const parsed: ParseResult = parsedAtVersion(document, version, () => text);
    if (!parsed.ok) {
      this.shown = undefined;
      this.services.hide();
      return;
    }
    this.solve(document, version, parsed.document.puzzle, solver);
  }

  /** Cancels the running solve when it is of `document`, which has just changed (its result would be outdated). */
  documentChanged(document: StatusDocument): void {
    if (this.running?.document === document) this.stop();
  }

  /** Cancels the running solve. */
  dispose(): void {
    this.stop();
  }

  private solve(document: StatusDocument, version: number, puzzle: Puzzle, solver: Solver): void {
    const running: RunningSolve = { document, version, controller: new AbortController() };
    this.running = running;
    // The previous status of this document stays a moment, so a quick solve does not flicker.
    if (this.shown === document) running.cancelNotice = this.services.delay(() => this.showIfCurrent(running, solvingStatus(puzzle)), SOLVING_NOTICE_DELAY_MS);
    else this.show(document, solvingStatus(puzzle));
    solver.solve(puzzle, { signal: running.controller.signal, minimumTimeoutMs: STATUS_MINIMUM_TIMEOUT_MS }).then(
      (result) => {
        const status = resultStatus(puzzle, result);
        if (this.finish(running)) {
          this.solved.set(document, { version, solver: solver.name, status });
          this.show(document, status);
        }
      },
      (error: unknown) => {
        if (error instanceof SolveCancelledError) return;
        if (this.finish(running)) this.show(document, failureStatus(puzzle, error));
      },
    );
  }

  /** Ends `running` when it is still the running solve and its document still has its version; returns whether it was. */
  private finish(running: RunningSolve): boolean {
    if (this.running !== running) return false;
    this.running = undefined;
    running.cancelNotice?.();
    return running.document.version === running.version;
  }

  private showIfCurrent(running: RunningSolve, status: PuzzleStatus): void {
    if (this.running === running) this.show(running.document, status);
  }

  private show(document: StatusDocument, status: PuzzleStatus): void {
    this.shown = document;
    this.services.show(status);
  }

  private stop(): void {
    const running = this.running;
    this.running = undefined;
    running?.cancelNotice?.();
    running?.controller.abort();
  }
}
