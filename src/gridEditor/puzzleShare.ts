/**
 * The grid's Share: a link to the game's start (the document's puzzle with its title, or a New
 * game's board) and, after moves, a link to the position reached as a puzzle of its own, copied
 * to the clipboard. The choice, the clipboard and the messages go through {@link ShareUi}, so this
 * is pure and tested with fakes; VS Code's QuickPick, clipboard and notifications implement it.
 * Sharing never edits the document.
 */

import type { LightsDocument } from '../core/format/formatDocument';
import { encodePuzzleId, PuzzleIdError, type SharedPuzzle } from '../core/puzzleId/puzzleId';
import { puzzleLink } from '../core/puzzleId/puzzleLink';
import { PuzzleError } from '../core/puzzle';
import * as l10n from '../domain/l10n';
import type { PlayPosition } from '../protocol/protocol';
import { puzzleAtPosition } from './gridIntents';

/** A board Share offers: what the choice says, and the board's ID or why it has none. */
export interface ShareChoice {
  /** The game's start (`puzzle`), or the position reached as a puzzle of its own (`position`). */
  readonly kind: 'puzzle' | 'position';
  readonly label: string;
  readonly description: string;
  /** The puzzle the link opens. */
  readonly shared: SharedPuzzle;
  /** The puzzle's ID, or the reason it has none (a board too large for an ID). */
  readonly id: { readonly ok: true; readonly text: string } | { readonly ok: false; readonly message: string };
}

/** What Share needs from the editor: a choice, the clipboard and messages. */
export interface ShareUi {
  /** Lets the user pick one of `choices` (titled `title`, with the question `placeholder`); undefined when dismissed. */
  pick(choices: readonly ShareChoice[], title: string, placeholder: string): Promise<ShareChoice | undefined>;
  /** Writes `text` to the clipboard. */
  copy(text: string): Promise<void>;
  info(message: string): void;
  error(message: string): void;
}

/**
 * What Share offers for `document` played to `position` (none: the document's board as it is):
 * the game's start (the document's board with its title, or a New game's board without one) and,
 * when the position's board differs from it, the position as a puzzle of its own (no title).
 * Throws an IntentError for a position that does not fit the document's board.
 */
export function shareChoices(document: LightsDocument, position: PlayPosition | undefined): ShareChoice[] {
  const start: SharedPuzzle =
    position?.start === undefined
      ? { puzzle: document.puzzle, ...(document.title !== undefined ? { title: document.title } : {}) }
      : { puzzle: puzzleAtPosition(document.puzzle, { presses: [], start: position.start }) };
  const puzzleChoice = choice('puzzle', l10n.t('Copy link to this puzzle'), l10n.t('the board before your moves'), start);
  if (position === undefined || position.presses.length === 0) return [puzzleChoice];
  const played = puzzleAtPosition(start.puzzle, { presses: position.presses });
  if (played.grid.every((value, index) => value === start.puzzle.grid[index])) return [puzzleChoice];
  return [puzzleChoice, choice('position', l10n.t('Copy link to this position'), l10n.t('the board as it is now, as a new puzzle'), { puzzle: played })];
}

function choice(kind: ShareChoice['kind'], label: string, description: string, shared: SharedPuzzle): ShareChoice {
  try {
    return { kind, label, description, shared, id: { ok: true, text: encodePuzzleId(shared) } };
  } catch (error) {
    if (error instanceof PuzzleIdError || error instanceof PuzzleError) return { kind, label, description, shared, id: { ok: false, message: error.message } };
    throw error;
  }
}

/**
 * Copies the link of one of `choices` and says so: the only one at once, else the one the user
 * picks (nothing when the pick is dismissed). A board without an ID gets its reason as an error,
 * at once when no choice has an ID.
 */
export async function sharePuzzle(choices: readonly ShareChoice[], ui: ShareUi): Promise<void> {
  const linked = choices.filter((candidate) => candidate.id.ok);
  const picked =
    choices.length === 1 || linked.length === 0 ? choices[0] : await ui.pick(choices, l10n.t('Share Puzzle'), l10n.t('Which board should the link open?'));
  if (picked === undefined) return;
  if (!picked.id.ok) {
    ui.error(picked.id.message);
    return;
  }
  await ui.copy(puzzleLink(picked.id.text));
  ui.info(
    picked.kind === 'puzzle'
      ? l10n.t('Copied the link to this puzzle: it opens the puzzle in VS Code with Lights Out.')
      : l10n.t('Copied the link to this position: it opens the position as a new puzzle in VS Code with Lights Out.'),
  );
}
