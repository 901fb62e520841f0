import * as assert from 'node:assert/strict';
import type { LightsDocument } from '../../src/core/format/formatDocument';
import { pressCell, type Puzzle } from '../../src/core/puzzle';
import { encodePuzzleId, MAX_PUZZLE_ID_LENGTH } from '../../src/core/puzzleId/puzzleId';
import { puzzleLink, readSharedPuzzle } from '../../src/core/puzzleId/puzzleLink';
import { IntentError } from '../../src/gridEditor/gridIntents';
import { shareChoices, sharePuzzle, type ShareChoice, type ShareUi } from '../../src/gridEditor/puzzleShare';

const cross: Puzzle = { rows: 3, columns: 3, states: 2, objective: 0, topology: 'plain', grid: Uint8Array.from([0, 1, 0, 1, 1, 1, 0, 1, 0]) };
const titled: LightsDocument = { puzzle: cross, version: 1, title: 'Cross', difficulty: 'easy', minMoves: 1, extra: { note: 'kept' } };

/** A 2-state board of `rows` x `columns` whose cells follow no runs: an ID longer than the limit from about 48,000 cells. */
function noisy(rows: number, columns: number): Puzzle {
  const grid = new Uint8Array(rows * columns);
  let seed = 12345;
  for (let index = 0; index < grid.length; index++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    grid[index] = (seed >> 16) & 1;
  }
  return { rows, columns, states: 2, objective: 0, topology: 'plain', grid };
}

/** A ShareUi that records what it is asked, picking the choice of `kind` (none: dismissed). */
function fakeUi(pickKind?: ShareChoice['kind']) {
  const calls: unknown[][] = [];
  const ui: ShareUi = {
    async pick(choices, title, placeholder) {
      calls.push(['pick', choices.map((choice) => [choice.label, choice.description]), title, placeholder]);
      return choices.find((choice) => choice.kind === pickKind);
    },
    async copy(text) {
      calls.push(['copy', text]);
    },
    info: (message) => calls.push(['info', message]),
    error: (message) => calls.push(['error', message]),
  };
  return { ui, calls };
}

describe('editor: puzzleShare', () => {
  it('offers the document’s puzzle with its title alone when nothing was played', () => {
    for (const position of [undefined, { presses: [] }]) {
      const choices = shareChoices(titled, position);
      assert.deepEqual(
        choices.map((choice) => [choice.kind, choice.label]),
        [['puzzle', 'Copy link to this puzzle']],
      );
      assert.equal(choices[0].shared.puzzle, cross);
      assert.equal(choices[0].shared.title, 'Cross');
      assert.deepEqual(choices[0].id, { ok: true, text: encodePuzzleId({ puzzle: cross, title: 'Cross' }) });
    }
    assert.equal(shareChoices({ puzzle: cross, version: 1, extra: {} }, undefined)[0].shared.title, undefined, 'no title when the file has none');
  });

  it('after moves offers the start with its title and the position as its own puzzle, without title', () => {
    const presses = [
      { row: 1, col: 1, delta: 1 as const },
      { row: 0, col: 0, delta: 1 as const },
    ];
    const choices = shareChoices(titled, { presses });
    assert.deepEqual(
      choices.map((choice) => [choice.kind, choice.label, choice.description]),
      [
        ['puzzle', 'Copy link to this puzzle', 'the board before your moves'],
        ['position', 'Copy link to this position', 'the board as it is now, as a new puzzle'],
      ],
    );
    const played = pressCell(pressCell(cross, 1, 1), 0, 0);
    assert.deepEqual(choices[1].shared, { puzzle: played });
    assert.deepEqual(choices[1].id, { ok: true, text: encodePuzzleId({ puzzle: played }) });
    assert.deepEqual(Array.from(cross.grid), [0, 1, 0, 1, 1, 1, 0, 1, 0], 'the document’s board is never changed');
  });

  it('offers a New game’s start without the file’s title, and no position when the moves come back to the start', () => {
    const start = Uint8Array.from([1, 0, 0, 0, 0, 0, 0, 0, 1]);
    const dealt = shareChoices(titled, { presses: [], start });
    assert.equal(dealt.length, 1);
    assert.deepEqual(dealt[0].shared, { puzzle: { ...cross, grid: start } });
    const moved = shareChoices(titled, { presses: [{ row: 2, col: 2, delta: 1 }], start });
    assert.deepEqual(moved[0].shared, { puzzle: { ...cross, grid: start } });
    assert.deepEqual(Array.from(moved[1].shared.puzzle.grid), [1, 0, 0, 0, 0, 1, 0, 1, 0]);
    const back = shareChoices(titled, {
      presses: [
        { row: 0, col: 1, delta: 1 },
        { row: 0, col: 1, delta: -1 },
      ],
    });
    assert.deepEqual(
      back.map((choice) => choice.kind),
      ['puzzle'],
    );
  });

  it('refuses a position that does not fit the board', () => {
    assert.throws(() => shareChoices(titled, { presses: [{ row: 3, col: 0, delta: 1 }] }), IntentError);
    assert.throws(() => shareChoices(titled, { presses: [], start: new Uint8Array(4) }), IntentError);
  });

  it('gives a board too large for an ID its reason instead of an ID', () => {
    const large = noisy(250, 250);
    const [choice] = shareChoices({ puzzle: large, version: 1, extra: {} }, undefined);
    assert.equal(choice.id.ok, false);
    if (!choice.id.ok) assert.match(choice.id.message, new RegExp(`250x250 puzzle is too large for an ID \\(at most ${MAX_PUZZLE_ID_LENGTH} characters\\)`));
  });

  it('copies the only choice’s link (vscode://, whatever the product) at once, and says so', async () => {
    const { ui, calls } = fakeUi();
    await sharePuzzle(shareChoices(titled, undefined), ui);
    const id = encodePuzzleId({ puzzle: cross, title: 'Cross' });
    assert.deepEqual(calls, [
      ['copy', puzzleLink(id)],
      ['info', 'Copied the link to this puzzle: it opens the puzzle in VS Code with Lights Out.'],
    ]);
    assert.match(calls[0][1] as string, /^vscode:\/\/lights-out\.lights-out\/open\?id=/);
    const opened = readSharedPuzzle(calls[0][1] as string);
    assert.deepEqual(opened, { puzzle: cross, title: 'Cross' });
  });

  it('asks which board after moves, copies the one picked, and copies nothing when the pick is dismissed', async () => {
    const choices = shareChoices(titled, { presses: [{ row: 1, col: 1, delta: 1 }] });
    const picked = fakeUi('position');
    await sharePuzzle(choices, picked.ui);
    assert.deepEqual(picked.calls[0], [
      'pick',
      [
        ['Copy link to this puzzle', 'the board before your moves'],
        ['Copy link to this position', 'the board as it is now, as a new puzzle'],
      ],
      'Share Puzzle',
      'Which board should the link open?',
    ]);
    assert.deepEqual(readSharedPuzzle(picked.calls[1][1] as string), { puzzle: { ...cross, grid: new Uint8Array(9) } });
    assert.deepEqual(picked.calls[2], ['info', 'Copied the link to this position: it opens the position as a new puzzle in VS Code with Lights Out.']);
    const startPicked = fakeUi('puzzle');
    await sharePuzzle(choices, startPicked.ui);
    assert.deepEqual(readSharedPuzzle(startPicked.calls[1][1] as string), { puzzle: cross, title: 'Cross' });
    const dismissed = fakeUi();
    await sharePuzzle(choices, dismissed.ui);
    assert.equal(dismissed.calls.length, 1);
    assert.equal(dismissed.calls[0][0], 'pick');
  });

  it('shows the reason of a board without an ID: at once when no board has one, else when it is picked', async () => {
    const tooLarge = (kind: ShareChoice['kind']): ShareChoice => ({
      kind,
      label: kind,
      description: '',
      shared: { puzzle: cross },
      id: { ok: false, message: `${kind} too large` },
    });
    const none = fakeUi('puzzle');
    await sharePuzzle([tooLarge('puzzle'), tooLarge('position')], none.ui);
    assert.deepEqual(none.calls, [['error', 'puzzle too large']]);
    const [start] = shareChoices(titled, undefined);
    const mixed = fakeUi('position');
    await sharePuzzle([start, tooLarge('position')], mixed.ui);
    assert.deepEqual(mixed.calls.slice(1), [['error', 'position too large']]);
  });
});
