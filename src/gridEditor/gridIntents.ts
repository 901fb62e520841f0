/**
 * What each intent of the grid does to the text: pure functions from the current text (and its
 * parse) to minimal text edits. The document stays the single source of truth; the host turns
 * these edits into one WorkspaceEdit each. Play lives in the webview and never edits the document:
 * requests about the board being played carry the game's presses, and a New game's start board
 * ({@link puzzleAtPosition}), and "Keep this position" writes the result. No vscode import, so it
 * is tested with plain mocha.
 */

import { DIFFICULTIES, type Difficulty } from '../domain/difficultyScale';
import type { LightsDocument, ParsedLights } from '../core/format/formatDocument';
import { cellEdits, documentEdits, type TextEdit } from '../core/format/formatEdits';
import { wholeText, type TextSource } from '../core/format/formatIncremental';
import { checkShape, isHole, pressCell, pressInPlace, reshapePuzzle, type BoardShape, type Puzzle } from '../core/puzzle';
import { TOPOLOGIES, type Topology } from '../domain/topology';
import { generatePuzzle, type GeneratedPuzzle } from '../analysis/generatePuzzle';
import { MAX_DIFFICULTY_CELLS, type PlayPosition, type ShapeChangeView } from '../protocol/protocol';
import * as l10n from '../domain/l10n';
import type { GenerationRequest } from './boardWork';

/** Thrown for an intent that cannot apply to the document (the message is for the user). */
export class IntentError extends Error {
  override readonly name = 'IntentError';
}

/** The document without the generator's metadata, which no longer describes an edited board. */
function withoutMetadata(document: LightsDocument): LightsDocument {
  const { difficulty: _difficulty, minMoves: _minMoves, ...rest } = document;
  return rest;
}

/**
 * Edits for pressing cell (row, col) by `delta` (+1 or -1, mod k). In play mode the neighbours
 * change too and the generator's metadata stays (the puzzle is being played, not redesigned); in
 * setup mode only the cell changes and `difficulty`/`minMoves` are removed: one edit inside the
 * cell's row line (plus one per removed key), computed in O(columns) from the row's line alone
 * when the file's layout allows, else from the whole text. `text` is the text `parsed` is of.
 */
export function pressEdits(text: TextSource, parsed: ParsedLights, row: number, col: number, delta: 1 | -1, play: boolean): TextEdit[] {
  const { document } = parsed;
  const { puzzle } = document;
  if (!Number.isInteger(row) || !Number.isInteger(col) || row < 0 || col < 0 || row >= puzzle.rows || col >= puzzle.columns) {
    throw new IntentError(l10n.t('cell ({0}, {1}) is outside the {2}x{3} board', row, col, puzzle.rows, puzzle.columns));
  }
  if (play) {
    return documentEdits(wholeText(text), parsed, { ...document, puzzle: pressCell(puzzle, row, col, delta) });
  }
  const index = row * puzzle.columns + col;
  if (isHole(puzzle, index)) throw new IntentError(l10n.t('row {0}, column {1} is a hole: it has no state to change.', row + 1, col + 1));
  const value = (puzzle.grid[index] + delta + puzzle.states) % puzzle.states;
  const inRow = cellEdits(text, parsed, row, col, value, true);
  if (inRow !== null) return inRow;
  const grid = puzzle.grid.slice();
  grid[index] = value;
  return documentEdits(wholeText(text), parsed, { ...withoutMetadata(document), puzzle: { ...puzzle, grid } });
}

/**
 * Edits for the Rows, Columns, States, Objective and Topology controls: the overlapping cells
 * keep their state, new cells get the objective, states that no longer exist become k-1, and an
 * objective that no longer fits becomes k-1. The generator's metadata is removed.
 */
export function reshapeEdits(text: string, parsed: ParsedLights, changes: ShapeChangeView, limits: { maxCells: number }): TextEdit[] {
  const before = parsed.document.puzzle;
  const states = changes.states ?? before.states;
  const shape: BoardShape = {
    rows: changes.rows ?? before.rows,
    columns: changes.columns ?? before.columns,
    states,
    objective: changes.objective ?? Math.min(before.objective, states - 1),
    topology: (changes.topology ?? before.topology) as Topology,
    // A hex board has its own six neighbours: the neighbourhood goes when the board becomes hex.
    ...(before.neighbourhood !== undefined && (changes.topology ?? before.topology) !== 'hex' ? { neighbourhood: before.neighbourhood } : {}),
  };
  if (!TOPOLOGIES.includes(shape.topology)) throw new IntentError(l10n.t('unknown topology "{0}"', shape.topology));
  try {
    checkShape(shape);
  } catch (error) {
    throw new IntentError((error as Error).message);
  }
  if (shape.rows * shape.columns > limits.maxCells) {
    throw new IntentError(
      l10n.t('a {0}x{1} board has {2} cells; the grid editor shows at most {3}', shape.rows, shape.columns, shape.rows * shape.columns, limits.maxCells),
    );
  }
  return documentEdits(text, parsed, { ...withoutMetadata(parsed.document), puzzle: reshapePuzzle(before, shape) });
}

/** What Randomize does: its edits and what the generator reached. */
export interface RandomizeOutcome {
  readonly edits: TextEdit[];
  /** The certified fewest moves of the new board, or null when too many solutions to certify. */
  readonly minMoves: number | null;
  /** The difficulty recorded in the file: the level of `minMoves` on the board shape's scale, when rated. */
  readonly difficulty?: Difficulty;
  /** True when the board allows no puzzle of the difficulty asked for, and the closest one was made. */
  readonly clamped: boolean;
  /** The document's title after Randomize: the user's own, else one describing the new board, e.g. "Random 5x5, hard (14 moves)". */
  readonly title: string;
}

/**
 * What Randomize asks the generator for: a random solvable puzzle of the document's board (its
 * shape, holes, rules and target), rated on the shape's difficulty scale when a difficulty is
 * asked for, and on boards of at most MAX_DIFFICULTY_CELLS cells otherwise.
 */
export function randomizeRequest(parsed: ParsedLights, seed: string | number, difficulty?: Difficulty): { shape: BoardShape; request: GenerationRequest } {
  const { puzzle } = parsed.document;
  const rate = difficulty !== undefined || puzzle.rows * puzzle.columns <= MAX_DIFFICULTY_CELLS;
  return { shape: puzzle, request: { seed, rate, ...(difficulty ? { difficulty } : {}) } };
}

/**
 * Replaces the board with the generated puzzle (see {@link randomizeRequest}) and its metadata
 * with the new board's: `minMoves` its certified minimum, `difficulty` the level of that minimum
 * on the shape's difficulty scale when rated. The `title` becomes one describing the new board
 * when the document has none or has one Randomize wrote ({@link isRandomPuzzleTitle}: it described
 * the old board); a title the user wrote stays. Other keys are kept. Throws an
 * {@link IntentError} when the document's board no longer has the generated puzzle's size.
 */
export function randomizeEdits(text: string, parsed: ParsedLights, generated: GeneratedPuzzle): RandomizeOutcome {
  const { document } = parsed;
  const { rows, columns, states } = document.puzzle;
  if (generated.puzzle.rows !== rows || generated.puzzle.columns !== columns || generated.puzzle.states !== states) {
    throw new IntentError(l10n.t('The board changed while a new puzzle was being made, so it was not replaced. Randomize again.'));
  }
  const recorded = generated.difficulty ?? undefined;
  const title =
    document.title === undefined || isRandomPuzzleTitle(document.title) ? randomPuzzleTitle(generated.puzzle, recorded, generated.minMoves) : document.title;
  const next: LightsDocument = {
    ...withoutMetadata(document),
    title,
    puzzle: generated.puzzle,
    ...(recorded ? { difficulty: recorded } : {}),
    ...(generated.minMoves !== null ? { minMoves: generated.minMoves } : {}),
  };
  return {
    edits: documentEdits(text, parsed, next),
    minMoves: generated.minMoves,
    clamped: generated.clamped,
    title,
    ...(recorded ? { difficulty: recorded } : {}),
  };
}

/**
 * Randomize on this thread: {@link randomizeEdits} of the puzzle generated for
 * {@link randomizeRequest}. When a difficulty is asked for, the puzzle is in its range unless the
 * board has no such puzzle within reach; then the closest found is made and recorded with its own
 * level. The grid runs the generation in a worker instead ({@link BoardWork}); this is its reference.
 */
export function randomizeOutcome(text: string, parsed: ParsedLights, seed: string | number, difficulty?: Difficulty): RandomizeOutcome {
  const { shape, request } = randomizeRequest(parsed, seed, difficulty);
  return randomizeEdits(text, parsed, generatePuzzle(shape, request));
}

/**
 * The title of a random puzzle: its size, its topology and states when not the classic ones, its
 * difficulty and fewest moves when known: "Random 5x5, hard (14 moves)",
 * "Random 4x6 torus, 3 states, easy (1 move)", "Random 40x40".
 */
export function randomPuzzleTitle(shape: Omit<BoardShape, 'objective'>, difficulty: Difficulty | undefined, minMoves: number | null): string {
  const parts = [`Random ${shape.rows}x${shape.columns}${shape.topology === 'plain' ? '' : ` ${shape.topology}`}`];
  if (shape.states !== 2) parts.push(`${shape.states} states`);
  if (difficulty) parts.push(difficulty);
  const moves = minMoves === null ? '' : ` (${minMoves} ${minMoves === 1 ? 'move' : 'moves'})`;
  return parts.join(', ') + moves;
}

const RANDOM_TITLE = new RegExp(
  `^Random \\d+x\\d+(?: (?:${TOPOLOGIES.join('|')}))?(?:, \\d+ states)?(?:, (?:${DIFFICULTIES.join('|')}))?(?: \\(\\d+ moves?\\))?$`,
);

/**
 * True when `title` has the form {@link randomPuzzleTitle} gives ("Random 5x5, hard (12 moves)"):
 * a title Randomize or a random New Puzzle wrote, which describes a board and not the user's words.
 */
export function isRandomPuzzleTitle(title: string): boolean {
  return RANDOM_TITLE.test(title);
}

/**
 * The game's start board: `puzzle` itself, or `start` (a New game's cells) on `puzzle`'s board.
 * Throws an {@link IntentError} when `start` does not fit the board: another number of cells, a
 * state the board does not have, or a state at a hole (holes hold 0 in a puzzle's grid).
 */
function startOf(puzzle: Puzzle, start: Uint8Array | undefined): Puzzle {
  if (start === undefined) return puzzle;
  const cells = puzzle.rows * puzzle.columns;
  if (start.length !== cells) {
    throw new IntentError(
      l10n.t('The new game has {0} cells, but this {1} × {2} board has {3}. Start a new game.', start.length, puzzle.rows, puzzle.columns, cells),
    );
  }
  for (let index = 0; index < cells; index++) {
    const value = start[index];
    const row = Math.floor(index / puzzle.columns) + 1;
    const col = (index % puzzle.columns) + 1;
    if (value >= puzzle.states) {
      throw new IntentError(
        l10n.t('The new game has state {0} at row {1}, column {2}, but this board has states 0 to {3}. Start a new game.', value, row, col, puzzle.states - 1),
      );
    }
    if (value !== 0 && isHole(puzzle, index)) {
      throw new IntentError(l10n.t('The new game has a state at row {0}, column {1}, which is a hole of this board. Start a new game.', row, col));
    }
  }
  return { ...puzzle, grid: Uint8Array.from(start) };
}

/**
 * The puzzle after the presses of `position` (each changes the cell and its neighbours), from its
 * `start` when it has one (validated: see {@link startOf}), else from `puzzle`; `puzzle` itself
 * without a position. Throws an {@link IntentError} for a start or a press that does not fit the board.
 */
export function puzzleAtPosition(puzzle: Puzzle, position: PlayPosition | undefined): Puzzle {
  if (position === undefined) return puzzle;
  const start = startOf(puzzle, position.start);
  if (position.presses.length === 0) return start;
  const played: Puzzle = start === puzzle ? { ...puzzle, grid: puzzle.grid.slice() } : start;
  for (const { row, col, delta } of position.presses) {
    if (row < 0 || col < 0 || row >= puzzle.rows || col >= puzzle.columns) {
      throw new IntentError(l10n.t('a press at row {0}, column {1} lies outside the {2} × {3} board', row + 1, col + 1, puzzle.rows, puzzle.columns));
    }
    pressInPlace(played, row * puzzle.columns + col, delta);
  }
  return played;
}

/**
 * The edits that write a play position into the document (from a New game's `start` when it has
 * one: with no presses, the new game as it began): its cells change, and the generator's
 * `difficulty` and `minMoves` go (they described the old board), and so do the difficulty and
 * moves of a title Randomize wrote ("Random 5x5, hard (12 moves)" becomes "Random 5x5"); a title
 * the user wrote stays. Empty when nothing changes.
 */
export function keepPositionEdits(text: string, parsed: ParsedLights, position: PlayPosition): TextEdit[] {
  const { document } = parsed;
  const played = puzzleAtPosition(document.puzzle, position);
  if (played === document.puzzle || played.grid.every((value, index) => value === document.puzzle.grid[index])) return [];
  const rest = withoutMetadata(document);
  const title = rest.title !== undefined && isRandomPuzzleTitle(rest.title) ? randomPuzzleTitle(played, undefined, null) : rest.title;
  return documentEdits(text, parsed, { ...rest, ...(title !== undefined ? { title } : {}), puzzle: played });
}
