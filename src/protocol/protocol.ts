/**
 * The typed messages between the extension host (src/editor) and the grid webview
 * (src/webview). Both sides import this module and nothing else of each other. Messages are
 * plain JSON-serialisable objects, except for the typed arrays named in them (cells, presses, a
 * certificate), which VS Code's postMessage carries as binary (extensions for VS Code 1.57 and
 * later), packed on the way to the fewest bits their values need (wireCodec.ts, invisible to both
 * sides): cells never cross as JSON arrays of numbers. Every union is handled with an exhaustive
 * switch. A typed array in a message is never changed after it is posted or received: whoever
 * changes a board makes a new array.
 *
 * Handshake: the webview posts `ready` once its script runs; only then does the host post the
 * `document`, so no message is lost. After that, a change of the text that keeps the puzzle's
 * shape and metadata travels as `rows` (only the rows whose cells changed, against the version
 * the host posted last); any other change as a new `document`. A webview that gets `rows` for
 * another version than it shows posts `resync` and gets the whole `document` again.
 * Requests that expect an answer carry a `requestId` chosen by the webview; answers carry it back
 * with the document `version` they were computed for, so the webview drops outdated answers.
 * The solution path (`path` → `pathResult`) and the Learn panel's data (`teaching` →
 * `teachingResult`) are such requests; their answers also carry the board they were computed
 * for, so the webview can tell whether the shown board is still that board or one of its steps.
 *
 * The types live in one module per message family, re-exported here: the document and its puzzle
 * view (documentProtocol.ts), play and palette commands (playProtocol.ts), solve and hint
 * (solveProtocol.ts), solution path and teaching (pathTeachingProtocol.ts), Setup's edits and
 * Randomize (designProtocol.ts), and picture export (pictureProtocol.ts). This module joins them
 * into the two unions, one per direction, and checks what arrives from the webview.
 */

import { neighbourhoodProblem } from '../domain/puzzleVocabulary';
import { DIFFICULTY_NAMES, type DesignWebviewMessage } from './designProtocol';
import { MAX_EDITOR_CELLS, type DifficultyName, type DocumentHostMessage, type DocumentWebviewMessage } from './documentProtocol';
import type { PathTeachingHostMessage, PathTeachingWebviewMessage } from './pathTeachingProtocol';
import { MAX_PLAY_PRESSES, type PlayHostMessage, type PlayPosition, type PlayWebviewMessage } from './playProtocol';
import type { SolveHostMessage, SolveWebviewMessage } from './solveProtocol';

export * from './documentProtocol';
export * from './playProtocol';
export * from './solveProtocol';
export * from './pathTeachingProtocol';
export * from './designProtocol';
export * from './pictureProtocol';

/** Messages from the extension host to the webview. */
export type HostMessage = DocumentHostMessage | SolveHostMessage | PathTeachingHostMessage | PlayHostMessage;

/** Messages from the webview to the extension host. */
export type WebviewMessage = DocumentWebviewMessage | DesignWebviewMessage | PlayWebviewMessage | SolveWebviewMessage | PathTeachingWebviewMessage;

function isPlayPosition(value: unknown): value is PlayPosition {
  if (typeof value !== 'object' || value === null) return false;
  const presses = (value as { presses?: unknown }).presses;
  return (
    Array.isArray(presses) &&
    presses.length <= MAX_PLAY_PRESSES &&
    presses.every((press: unknown) => {
      if (typeof press !== 'object' || press === null) return false;
      const { row, col, delta } = press as Record<string, unknown>;
      return Number.isInteger(row) && Number.isInteger(col) && (delta === 1 || delta === -1);
    })
  );
}

/** Type guard for messages arriving from the webview (the host never trusts their shape). */
export function isWebviewMessage(value: unknown): value is WebviewMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  const int = (key: string): boolean => Number.isInteger(message[key]);
  const optionalPosition = message.position === undefined || isPlayPosition(message.position);
  switch (message.type) {
    case 'ready':
    case 'resync':
    case 'undoEdit':
    case 'redoEdit':
    case 'clearTarget':
      return true;
    case 'holes':
      return message.cells instanceof Uint32Array && message.cells.length <= MAX_EDITOR_CELLS && typeof message.hole === 'boolean';
    case 'neighbourhood':
      return neighbourhoodProblem(message.neighbourhood) === null;
    case 'target':
      return int('row') && int('col') && (message.delta === 1 || message.delta === -1);
    case 'openAsText':
      return (
        (message.line === undefined || (int('line') && (message.line as number) >= 1)) &&
        (message.column === undefined || (int('column') && (message.column as number) >= 1))
      );
    case 'randomize':
      return message.difficulty === undefined || DIFFICULTY_NAMES.includes(message.difficulty as DifficultyName);
    case 'press':
      return int('row') && int('col') && (message.delta === 1 || message.delta === -1);
    case 'keepPosition':
      return int('version') && isPlayPosition(message.position);
    case 'playStatus': {
      const status = message.status as Record<string, unknown> | null;
      return typeof status === 'object' && status !== null && ['playing', 'canUndo', 'canRedo'].every((key) => typeof status[key] === 'boolean');
    }
    case 'reshape': {
      const changes = message.changes as Record<string, unknown> | null;
      if (typeof changes !== 'object' || changes === null) return false;
      return Object.entries(changes).every(([key, v]) =>
        key === 'topology' ? v === 'plain' || v === 'torus' || v === 'hex' : ['rows', 'columns', 'states', 'objective'].includes(key) && Number.isInteger(v),
      );
    }
    case 'solve':
      return int('requestId') && (message.purpose === 'solution' || message.purpose === 'baseline') && optionalPosition;
    case 'hint':
    case 'path':
    case 'teaching':
      return int('requestId') && optionalPosition;
    case 'cancel':
      return int('requestId');
    default:
      return false;
  }
}
