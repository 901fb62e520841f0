/**
 * Links to puzzles: `vscode://lights-out.lights-out/open?id=<puzzle ID>`, a URI VS Code hands to
 * this extension's URI handler, and reading what a person pastes (an ID or such a link) back into
 * the puzzle. A link only carries data: opening it shows the puzzle and does nothing else. Pure.
 */

import * as l10n from '../../domain/l10n';
import { decodePuzzleId, MAX_PUZZLE_ID_LENGTH, PuzzleIdError, type SharedPuzzle } from './puzzleId';

/** The extension's identifier (publisher.name in package.json): the authority of its links. */
export const EXTENSION_ID = 'lights-out.lights-out';

/** The path of a link that opens a puzzle. */
export const OPEN_PUZZLE_PATH = '/open';

/** What every puzzle link starts with, before its `?id=`. */
export const PUZZLE_LINK_START = `vscode://${EXTENSION_ID}${OPEN_PUZZLE_PATH}`;

/** The longest text read as a link: an ID at its longest and room for the rest of the URI. */
const MAX_LINK_LENGTH = 3 * MAX_PUZZLE_ID_LENGTH + 200;

/**
 * The link that opens the puzzle of ID `id` in VS Code (`scheme` is the product's URI scheme:
 * `vscode`, or `vscode-insiders` and the like for other builds).
 */
export function puzzleLink(id: string, scheme = 'vscode'): string {
  return `${scheme}://${EXTENSION_ID}${OPEN_PUZZLE_PATH}?id=${id}`;
}

/**
 * The ID in what a person pasted: the text itself when it is an ID, or the `id` of a link to a
 * puzzle (whatever the product's scheme). Blanks and line breaks anywhere are dropped (an ID holds
 * none, and mail wraps long links). Throws a {@link PuzzleIdError} for a link that is not one of
 * this extension's puzzle links.
 */
export function puzzleIdOfInput(text: string): string {
  if (text.length > MAX_LINK_LENGTH)
    throw new PuzzleIdError(l10n.t('This text is {0} characters long; a puzzle ID has at most {1}.', text.length, MAX_PUZZLE_ID_LENGTH));
  const compact = text.replace(/\s+/g, '');
  const link = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)([^?#]*)(\?[^#]*)?/i.exec(compact);
  if (!link) return compact;
  const [, , authority, path, query = ''] = link;
  if (authority.toLowerCase() !== EXTENSION_ID || path !== OPEN_PUZZLE_PATH)
    throw new PuzzleIdError(l10n.t('This link does not open a Lights Out puzzle: a puzzle link starts with {0}.', PUZZLE_LINK_START));
  return idOfQuery(query);
}

/**
 * The ID in the query of a puzzle link (`id=...`, percent-escapes undone). Throws a
 * {@link PuzzleIdError} when the query has no ID.
 */
export function idOfQuery(query: string): string {
  for (const part of query.replace(/^\?/, '').split('&')) {
    if (!part.startsWith('id=')) continue;
    try {
      return decodeURIComponent(part.slice(3).replace(/\+/g, ' ')).trim();
    } catch {
      break;
    }
  }
  throw new PuzzleIdError(l10n.t('This puzzle link holds no puzzle ID: it was cut short. Copy it again whole.'));
}

/** The puzzle an ID or a link to a puzzle holds (see {@link puzzleIdOfInput}); throws a {@link PuzzleIdError} otherwise. */
export function readSharedPuzzle(text: string): SharedPuzzle {
  return decodePuzzleId(puzzleIdOfInput(text));
}
