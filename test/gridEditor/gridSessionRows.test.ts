import * as assert from 'node:assert/strict';
import { parseLights, type ParseResult } from '../../src/core/format/format';
import type { TextEdit } from '../../src/core/format/formatEdits';
import type { TextChange, TextSource } from '../../src/core/format/formatIncremental';
import { GridSession, type DocumentPort } from '../../src/gridEditor/gridSession';
import type { HostMessage } from '../../src/protocol/protocol';
import { waitUntil } from '../support/waitUntil';

const SIDE = 2000;
const STATES = 12;

/** A 2000x2000 board of twelve states, every cell 0, with a title: about 8 million characters. */
function bigBoard(): string {
  const row = Array.from({ length: SIDE }, () => '0').join(' ');
  return `title = "Big"\nrows = ${SIDE}\ncolumns = ${SIDE}\nstates = ${STATES}\ngrid = """\n${`${row}\n`.repeat(SIDE)}"""\n`;
}

/**
 * A TextDocument as VS Code keeps it: applying edits bumps the version and reports the changes
 * (last in the text first, each at offsets of the text before it) to the session. Counts reads
 * of the whole text.
 */
class ChangingDocument implements DocumentPort {
  version = 1;
  wholeReads = 0;
  session: GridSession | undefined;
  readonly applied: TextEdit[][] = [];
  /** The change that undoes each applied edit, last first. */
  readonly undo: TextChange[][] = [];
  readonly textSource: TextSource;
  constructor(public text: string) {
    const slice = (start: number, end: number): string => this.text.slice(start, end);
    const length = (): number => this.text.length;
    this.textSource = {
      get length() {
        return length();
      },
      slice,
    };
  }
  get isDirty(): boolean {
    return this.version > 1;
  }
  getText(): string {
    this.wholeReads++;
    return this.text;
  }
  async applyEdits(edits: readonly TextEdit[]): Promise<boolean> {
    this.applied.push([...edits]);
    let shift = 0;
    const undo: TextChange[] = [];
    for (const edit of [...edits].sort((a, b) => a.start - b.start)) {
      undo.push({ rangeOffset: edit.start + shift, rangeLength: edit.newText.length, text: this.text.slice(edit.start, edit.end) });
      shift += edit.newText.length - (edit.end - edit.start);
    }
    this.undo.push(undo.reverse());
    this.change(
      [...edits].sort((a, b) => b.start - a.start).map((edit) => ({ rangeOffset: edit.start, rangeLength: edit.end - edit.start, text: edit.newText })),
    );
    return true;
  }
  /** A change made outside the grid (typing, undo). */
  change(changes: readonly TextChange[]): void {
    for (const { rangeOffset, rangeLength, text } of changes) this.text = this.text.slice(0, rangeOffset) + text + this.text.slice(rangeOffset + rangeLength);
    this.version++;
    this.session?.documentChanged(changes);
  }
}

/** A deterministic stream of numbers in 0..1 (a linear congruential generator). */
function numbers(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function setup() {
  const document = new ChangingDocument(bigBoard());
  const posted: HostMessage[] = [];
  let offThreadParses = 0;
  const session = new GridSession(
    document,
    { post: (message) => posted.push(message) },
    {
      solver: () => assert.fail('no solve here'),
      log: { info: () => {}, error: (message) => assert.fail(message) },
      openAsText: () => {},
      randomSeed: () => 'seed',
      parseOffThread: (_key: object, text: string): Promise<ParseResult> => {
        offThreadParses++;
        return Promise.resolve(parseLights(text));
      },
    },
  );
  document.session = session;
  return { document, posted, session, offThreadParses: () => offThreadParses };
}

describe('editor: grid session on a 2000x2000 board (rows transport, incremental parse)', function () {
  this.timeout(60_000);

  it('turns a press into one small edit and posts only its row; 200 presses and an undo save the expected board', async () => {
    const { document, posted, session, offThreadParses } = setup();
    await session.handle({ type: 'ready' });
    await waitUntil(() => posted.length > 0);
    const first = posted[0];
    assert.ok(first.type === 'document' && first.state.kind === 'puzzle');
    assert.equal(offThreadParses(), 1);
    // What the webview would show: the first document, then each rows message applied to it.
    const shown = first.state.puzzle.grid.slice();
    const expected = new Uint8Array(SIDE * SIDE);
    const wholeReadsBefore = document.wholeReads;

    await session.handle({ type: 'press', row: 1234, col: 567, delta: -1 });
    expected[1234 * SIDE + 567] = STATES - 1;
    assert.equal(document.applied.length, 1);
    const [edit, ...others] = document.applied[0];
    assert.deepEqual(others, [], 'exactly one edit');
    assert.ok(edit.end - edit.start <= 2 && edit.newText.length <= 2 && !/[\r\n]/.test(edit.newText), JSON.stringify(edit));
    const message = posted.at(-1);
    assert.ok(message?.type === 'rows');
    assert.deepEqual(
      { version: message.version, baseVersion: message.baseVersion, dirty: message.dirty, rows: Array.from(message.rows) },
      { version: 2, baseVersion: 1, dirty: true, rows: [1234] },
    );
    assert.deepEqual(message.cells, expected.subarray(1234 * SIDE, 1235 * SIDE));
    shown.set(message.cells, 1234 * SIDE);

    const random = numbers(14);
    let lastPress: { index: number; before: number } | undefined;
    for (let press = 0; press < 200; press++) {
      const [row, col] = [Math.floor(random() * SIDE), Math.floor(random() * SIDE)];
      const delta = random() < 0.5 ? -1 : 1;
      const index = row * SIDE + col;
      lastPress = { index, before: expected[index] };
      expected[index] = (expected[index] + delta + STATES) % STATES;
      await session.handle({ type: 'press', row, col, delta });
      const [made] = document.applied.at(-1) ?? [];
      assert.ok(made.end - made.start <= 2 && made.newText.length <= 2, JSON.stringify(made));
      const rows = posted.at(-1);
      assert.ok(rows?.type === 'rows' && rows.rows.length <= 1);
      rows.rows.forEach((changed, at) => shown.set(rows.cells.subarray(at * SIDE, (at + 1) * SIDE), changed * SIDE));
    }
    // An undo: VS Code reverts the last edit's text.
    document.change(document.undo.at(-1) ?? assert.fail('an edit was made'));
    if (lastPress) expected[lastPress.index] = lastPress.before;
    const afterUndo = posted.at(-1);
    assert.ok(afterUndo?.type === 'rows');
    afterUndo.rows.forEach((changed, at) => shown.set(afterUndo.cells.subarray(at * SIDE, (at + 1) * SIDE), changed * SIDE));

    assert.equal(document.wholeReads, wholeReadsBefore, 'no press or change read the whole text');
    assert.equal(offThreadParses(), 1, 'every change was read from its row');
    assert.ok(document.applied.every((edits) => edits.length === 1));
    const saved = parseLights(document.text);
    assert.ok(saved.ok);
    assert.deepEqual(saved.document.puzzle.grid, expected);
    assert.deepEqual(shown, expected);
    const { parsed } = await session.parse();
    assert.deepStrictEqual(parsed, saved, 'the incremental parse is the full parse');
  });

  it('posts the whole document on resync, and when the title changes', async () => {
    const { document, posted, session } = setup();
    await session.handle({ type: 'ready' });
    await waitUntil(() => posted.length > 0);
    await session.handle({ type: 'press', row: 0, col: 0, delta: 1 });
    assert.equal(posted.at(-1)?.type, 'rows');
    await session.handle({ type: 'resync' });
    const resent = posted.at(-1);
    assert.ok(resent?.type === 'document' && resent.version === 2 && resent.state.kind === 'puzzle' && resent.state.puzzle.grid[0] === 1);
    const title = document.text.indexOf('Big');
    document.change([{ rangeOffset: title, rangeLength: 3, text: 'Bigger' }]);
    await waitUntil(() => posted.at(-1)?.type === 'document' && (posted.at(-1) as { version: number }).version === 3);
    const retitled = posted.at(-1);
    assert.ok(retitled?.type === 'document' && retitled.state.kind === 'puzzle');
    assert.equal(retitled.state.puzzle.title, 'Bigger');
    // Saving changes only the dirty state: rows with no rows.
    session.documentChanged();
    const saved = posted.at(-1);
    assert.ok(saved?.type === 'rows');
    assert.deepEqual([saved.version, saved.baseVersion, saved.rows.length, saved.cells.length], [3, 3, 0, 0]);
  });
});
