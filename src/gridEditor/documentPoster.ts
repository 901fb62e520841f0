/**
 * What a grid panel is sent when the text changes: after the first `document`, a change that
 * keeps the puzzle's shape and metadata travels as `rows` (only the rows whose cells changed,
 * against the version posted last); anything else as a whole `document`. The
 * poster remembers what it posted last per panel. No vscode import.
 */

import type { ParseResult } from '../core/format/formatDocument';
import { MAX_EDITOR_CELLS, type DocumentState, type HostMessage, type PuzzleView } from '../protocol/protocol';
import { sameBoardRules } from '../domain/topology';
import { knownGridDigest } from '../domain/gridDigest';
import { documentState } from './documentState';

/** What was posted last: the version and the state the webview now shows. */
export interface PostedDocument {
  readonly version: number;
  readonly state: DocumentState;
}

/**
 * The message that brings a webview showing `last` (null: nothing yet, or it asked for the whole
 * document) to `state` at `version`: `rows` when both are puzzles of the same shape and
 * metadata (neighbourhood, holes and target included), else `document`, with the grid's digest
 * when it is known on this side already (never worked out here: see knownGridDigest).
 */
export function documentMessage(last: PostedDocument | null, state: DocumentState, version: number, dirty: boolean): HostMessage {
  if (last === null || last.state.kind !== 'puzzle' || state.kind !== 'puzzle' || !sameShapeAndMetadata(last.state.puzzle, state.puzzle)) {
    const digest = state.kind === 'puzzle' ? knownGridDigest(state.puzzle.grid) : undefined;
    return { type: 'document', version, state, dirty, ...(digest === undefined ? {} : { gridDigest: digest }) };
  }
  const { columns } = state.puzzle;
  const after = state.puzzle.grid;
  const rows = changedRows(last.state.puzzle.grid, after, columns);
  const cells = new Uint8Array(rows.length * columns);
  rows.forEach((row, index) => cells.set(after.subarray(row * columns, (row + 1) * columns), index * columns));
  return { type: 'rows', version, baseVersion: last.version, dirty, rows: Uint32Array.from(rows), cells, warnings: state.warnings };
}

function sameShapeAndMetadata(a: PuzzleView, b: PuzzleView): boolean {
  return sameBoardRules(a, b) && a.title === b.title && a.difficulty === b.difficulty && a.minMoves === b.minMoves;
}

/**
 * The rows (0-based, ascending) in which two grids of `columns` columns and the same length
 * differ. Compares four cells at a time where both arrays allow 32-bit views, and skips the rest
 * of a row once it differs.
 */
export function changedRows(before: Uint8Array, after: Uint8Array, columns: number): number[] {
  const rows: number[] = [];
  if (before === after) return rows;
  // The first cell not yet known to lie in a changed row.
  let from = 0;
  const differs = (start: number, end: number): void => {
    for (let index = Math.max(start, from); index < end; index++) {
      if (before[index] === after[index]) continue;
      const row = Math.floor(index / columns);
      rows.push(row);
      from = (row + 1) * columns;
      index = from - 1;
    }
  };
  let bytesCompared = 0;
  if (before.byteOffset % 4 === 0 && after.byteOffset % 4 === 0) {
    const words = after.length >>> 2;
    const a = new Uint32Array(before.buffer, before.byteOffset, words);
    const b = new Uint32Array(after.buffer, after.byteOffset, words);
    for (let word = 0; word < words; word++) {
      if (a[word] === b[word] || 4 * word + 4 <= from) continue;
      differs(4 * word, 4 * word + 4);
      // Go on at the word holding the next row's start (it may share this word).
      if (from > 4 * word + 4) word = (from >>> 2) - 1;
    }
    bytesCompared = 4 * words;
  }
  differs(bytesCompared, after.length);
  return rows;
}

/** Posts a panel's document and remembers what it posted, so that the next change can go as `rows`. */
export class DocumentPoster {
  private last: PostedDocument | null = null;

  constructor(private readonly post: (message: HostMessage) => void) {}

  /** The next post is a whole `document` (the webview is new, or asked for it with `resync`). */
  reset(): void {
    this.last = null;
  }

  /** Posts the parse of the text at `version` as `rows` when the webview's board allows it, else as `document`. */
  postParse(parsed: ParseResult, version: number, dirty: boolean): void {
    const state = documentState(parsed, MAX_EDITOR_CELLS);
    this.post(documentMessage(this.last, state, version, dirty));
    this.last = { version, state };
  }
}
