import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useL10nBundle } from '../../../src/domain/l10n';
import * as fc from 'fast-check';
import type { HostMessage, PuzzleView, WebviewMessage } from '../../../src/protocol/protocol';
import { gameStatusText, reduce } from '../../../src/webview/state/gridViewState';
import { type GridViewEvent, type GridViewState, initialGridViewState } from '../../../src/webview/state/gridViewTypes';
import { boardKey } from '../../../src/webview/state/boardKey';
import { confirmedCells, documentMessage, host, puzzleView, rowsMessage, runEvents, shownCells, solutionView } from '../../support/gridViewFixtures';
import type { DifficultyScale } from '../../../src/domain/difficultyScale';

const puzzle = puzzleView;
const solution = solutionView;
const run = runEvents;

const start = puzzle([1, 0, 0, 1]);
const loaded = (view: PuzzleView = start): GridViewState => reduce(initialGridViewState(), host(documentMessage(view))).state;
const playing = (view: PuzzleView = start): GridViewState => run(loaded(view), { type: 'setPlayMode', play: true }).state;
const grid = shownCells;
/** Messages that would change the document. */
const edits = (messages: readonly WebviewMessage[]): WebviewMessage[] =>
  messages.filter((message) => ['press', 'reshape', 'randomize', 'keepPosition', 'undoEdit', 'redoEdit'].includes(message.type));

const french: unknown = JSON.parse(readFileSync('l10n/bundle.l10n.fr.json', 'utf8'));

describe('webview: grid view state, setup and play', () => {
  it('in setup, a press edits one cell of the document and shows it at once', () => {
    const edit = reduce(loaded(), { type: 'press', row: 1, col: 0, delta: -1 });
    assert.deepEqual(edit.messages, [{ type: 'press', row: 1, col: 0, delta: -1 }]);
    assert.deepEqual(edit.state.selected, { row: 1, col: 0 });
    assert.deepEqual(grid(edit.state), [1, 0, 1, 1]);
    assert.deepEqual(reduce(loaded(), { type: 'press', row: 2, col: 0, delta: 1 }).messages, []);
  });

  it('in play, a press changes the cell and its neighbours on the panel only: no message edits the document', () => {
    const started = run(loaded(), { type: 'setPlayMode', play: true });
    assert.deepEqual(started.posted, [
      { type: 'solve', requestId: 1, purpose: 'baseline' },
      { type: 'playStatus', status: { playing: true, canUndo: false, canRedo: false } },
    ]);
    const pressed = run(started.state, { type: 'press', row: 0, col: 1, delta: 1 });
    assert.deepEqual(pressed.posted, [{ type: 'playStatus', status: { playing: true, canUndo: true, canRedo: false } }]);
    assert.deepEqual(grid(pressed.state), [0, 1, 0, 0]);
    assert.equal(pressed.state.game.moves.length, 1);
    assert.equal(gameStatusText(pressed.state), 'Moves: 1');
    // The document is still the puzzle as written.
    assert.deepEqual(confirmedCells(pressed.state), [1, 0, 0, 1]);
  });

  it('never posts a document edit while playing, whatever is pressed, undone, redone or reset (property)', () => {
    const move = fc.oneof(
      fc.record({
        type: fc.constant('press' as const),
        row: fc.integer({ min: -1, max: 2 }),
        col: fc.integer({ min: -1, max: 2 }),
        delta: fc.constantFrom(1 as const, -1 as const),
      }),
      fc.constantFrom<GridViewEvent>(
        { type: 'undo' },
        { type: 'redo' },
        { type: 'reset' },
        { type: 'hint' },
        { type: 'solve' },
        { type: 'select', row: 1, col: 1 },
      ),
    );
    fc.assert(
      fc.property(fc.array(move, { maxLength: 30 }), (events) => {
        const result = run(playing(), ...events);
        assert.deepEqual(edits(result.posted), []);
        // The board shown is the document's board after exactly the moves kept.
        const expected = run(playing(), ...result.state.game.moves.map((press): GridViewEvent => ({ type: 'press', ...press }))).state;
        assert.deepEqual(grid(result.state), grid(expected));
        assert.equal(
          gameStatusText(result.state)?.includes(`Moves: ${result.state.game.moves.length}`) || gameStatusText(result.state)?.startsWith('Solved'),
          true,
        );
      }),
    );
  });

  it('Undo and Redo step through the moves and the counter follows; a new move drops the redo history', () => {
    const moved = run(playing(), { type: 'press', row: 0, col: 0, delta: 1 }, { type: 'press', row: 0, col: 1, delta: 1 }).state;
    assert.equal(gameStatusText(moved), 'Moves: 2');
    assert.deepEqual(grid(moved), [1, 0, 1, 0]);
    const undone = run(moved, { type: 'undo' });
    assert.equal(gameStatusText(undone.state), 'Moves: 1');
    assert.deepEqual(grid(undone.state), [0, 1, 1, 1]);
    assert.deepEqual(undone.posted, [{ type: 'playStatus', status: { playing: true, canUndo: true, canRedo: true } }]);
    const redone = run(undone.state, { type: 'redo' });
    assert.deepEqual(grid(redone.state), grid(moved));
    assert.equal(gameStatusText(redone.state), 'Moves: 2');
    const branched = run(undone.state, { type: 'press', row: 0, col: 1, delta: 1 });
    assert.equal(branched.state.game.undone.length, 0);
    // Undo past the start does nothing.
    const empty = run(playing(), { type: 'undo' });
    assert.deepEqual(empty.posted, []);
  });

  it('Ctrl+Z and the palette reach the same Undo as the button; in setup Undo is the document’s', () => {
    const moved = run(playing(), { type: 'press', row: 0, col: 0, delta: 1 }).state;
    assert.deepEqual(grid(run(moved, host({ type: 'command', command: 'undo' })).state), [1, 0, 0, 1]);
    assert.deepEqual(grid(run(moved, host({ type: 'command', command: 'redo' }), { type: 'undo' }).state), [1, 0, 0, 1]);
    assert.deepEqual(reduce(loaded(), { type: 'undo' }).messages, [{ type: 'undoEdit' }]);
    assert.deepEqual(reduce(loaded(), { type: 'redo' }).messages, [{ type: 'redoEdit' }]);
  });

  it('Reset goes back to the puzzle as the document holds it now, without a message to the host', () => {
    // The document changed to an unsaved text while in setup; play starts from it.
    const edited = run(loaded(), { type: 'press', row: 0, col: 1, delta: 1 }, host(documentMessage(puzzle([1, 1, 0, 1]), 2, true)), {
      type: 'setPlayMode',
      play: true,
    }).state;
    const moved = run(edited, { type: 'press', row: 1, col: 1, delta: 1 }, { type: 'press', row: 0, col: 0, delta: 1 }).state;
    const reset = run(moved, { type: 'reset' });
    assert.deepEqual(edits(reset.posted), []);
    assert.deepEqual(grid(reset.state), [1, 1, 0, 1]);
    assert.equal(gameStatusText(reset.state), 'Moves: 0');
    assert.equal(reset.state.game.undone.length, 0);
    // In setup there is no game to reset: it says so.
    assert.equal(reduce(loaded(), { type: 'reset' }).state.notice?.severity, 'info');
  });

  it('shows a win with the move count and how it compares with the fewest possible', () => {
    const answered = run(
      playing(),
      host({ type: 'solveResult', requestId: 1, version: 1, purpose: 'baseline', outcome: { ok: true, solution: solution([1, 0, 0, 1]) } }),
    ).state;
    assert.equal(answered.game.best, 2);
    assert.equal(gameStatusText(answered), 'Moves: 0 · fewest possible from the start: 2');
    // (0,0) then (1,1) on [1,0,0,1]: [0,1,1,1] then [0,0,0,0].
    const best = run(answered, { type: 'press', row: 0, col: 0, delta: 1 }, { type: 'press', row: 1, col: 1, delta: 1 });
    assert.equal(gameStatusText(best.state), 'Solved in 2 moves. That is the fewest possible.');
    assert.deepEqual(best.announced, ['Solved in 2 moves. That is the fewest possible.']);
    // A detour: (0,1) twice first.
    const detour = run(
      answered,
      { type: 'press', row: 0, col: 1, delta: 1 },
      { type: 'press', row: 0, col: 1, delta: 1 },
      { type: 'press', row: 0, col: 0, delta: 1 },
      { type: 'press', row: 1, col: 1, delta: 1 },
    );
    assert.equal(gameStatusText(detour.state), 'Solved in 4 moves. The fewest possible is 2: 2 moves more than needed.');
  });

  it("shows the puzzle's minMoves as the best while the baseline is pending", () => {
    const withMin = puzzle([1, 0, 0, 0], { minMoves: 1 });
    const state = run(loaded(withMin), { type: 'setPlayMode', play: true }).state;
    assert.equal(state.game.bestFromFile, 1);
    assert.equal(gameStatusText(state), 'Moves: 0 · fewest possible from the start: 1');
  });

  it('Keep this position asks the host to write the play position, and the game goes on from there', () => {
    const moved = run(playing(), { type: 'press', row: 0, col: 0, delta: 1 }).state;
    const kept = run(moved, { type: 'keepPosition' });
    assert.deepEqual(kept.posted, [{ type: 'keepPosition', version: 1, position: { presses: [{ row: 0, col: 0, delta: 1 }] } }]);
    const written = run(kept.state, host(documentMessage(puzzle([0, 1, 1, 1]), 2, true)));
    assert.deepEqual(grid(written.state), [0, 1, 1, 1]);
    assert.equal(written.state.game.moves.length, 0);
    assert.equal(written.state.game.startKey, boardKey(puzzle([0, 1, 1, 1])));
    assert.deepEqual(written.announced, ['Position kept: the puzzle in the file now starts here.']);
    assert.equal(written.state.notice, null);
    // Without moves there is nothing to keep.
    assert.deepEqual(run(playing(), { type: 'keepPosition' }).posted, []);
  });

  it('a document that changes under a game restarts it from the new puzzle and says so; the same board keeps it', () => {
    const moved = run(playing(), { type: 'press', row: 0, col: 0, delta: 1 }).state;
    // Saving (same board, not dirty) keeps the game.
    const saved = run(moved, host(documentMessage(start, 2, false)));
    assert.equal(saved.state.game.moves.length, 1);
    assert.deepEqual(grid(saved.state), [0, 1, 1, 1]);
    const changed = run(moved, host(documentMessage(puzzle([0, 0, 0, 1]), 3, true)));
    assert.equal(changed.state.game.moves.length, 0);
    assert.deepEqual(grid(changed.state), [0, 0, 0, 1]);
    assert.equal(changed.state.notice?.message, 'The puzzle changed, so the game started again from it.');
    assert.deepEqual(
      changed.posted.filter((message) => message.type === 'solve'),
      [{ type: 'solve', requestId: 2, purpose: 'baseline' }],
    );
  });

  it('New game and Randomize in Play deal a new start board on the panel only: the document is never edited, Moves: 0', () => {
    for (const event of [{ type: 'randomize' } as const, { type: 'newGame' } as const, host({ type: 'command', command: 'randomize' })]) {
      const moved = run(playing(), { type: 'setDifficulty', difficulty: 'hard' }, { type: 'press', row: 0, col: 0, delta: 1 }).state;
      const asked = run(moved, event);
      assert.deepEqual(asked.posted, [{ type: 'newGame', requestId: 2, difficulty: 'hard' }]);
      const dealt = run(
        asked.state,
        host({
          type: 'newGameResult',
          requestId: 2,
          version: 1,
          outcome: { ok: true, grid: Uint8Array.from([1, 1, 1, 0]), minMoves: 3, difficulty: 'hard', clamped: false },
        }),
      );
      assert.deepEqual(edits(dealt.posted), []);
      assert.deepEqual(grid(dealt.state), [1, 1, 1, 0]);
      assert.deepEqual(confirmedCells(dealt.state), [1, 0, 0, 1]);
      assert.equal(dealt.state.game.moves.length, 0);
      assert.equal(gameStatusText(dealt.state), 'Moves: 0 · fewest possible from the start: 3');
      // Moves and requests apply to the new start board.
      const pressed = run(dealt.state, { type: 'press', row: 1, col: 1, delta: 1 }, { type: 'solve' });
      assert.deepEqual(grid(pressed.state), [1, 0, 0, 1]);
      const solve = pressed.posted.find((message) => message.type === 'solve');
      assert.deepEqual(solve, {
        type: 'solve',
        requestId: 3,
        purpose: 'solution',
        position: { presses: [{ row: 1, col: 1, delta: 1 }], start: Uint8Array.from([1, 1, 1, 0]) },
      });
      // Keep this position writes the new game's board, start and moves.
      const kept = run(pressed.state, { type: 'keepPosition' });
      assert.deepEqual(kept.posted, [
        { type: 'keepPosition', version: 1, position: { presses: [{ row: 1, col: 1, delta: 1 }], start: Uint8Array.from([1, 1, 1, 0]) } },
      ]);
    }
    // An answer to an older request is dropped; a refusal is shown.
    const asked = run(playing(), { type: 'newGame' }, { type: 'newGame' });
    assert.deepEqual(asked.posted, [
      { type: 'newGame', requestId: 2 },
      { type: 'cancel', requestId: 2 },
      { type: 'newGame', requestId: 3 },
    ]);
    const late = run(
      asked.state,
      host({ type: 'newGameResult', requestId: 2, version: 1, outcome: { ok: true, grid: Uint8Array.from([1, 1, 1, 0]), minMoves: 3, clamped: false } }),
    );
    assert.deepEqual(grid(late.state), [1, 0, 0, 1]);
    const refused = run(asked.state, host({ type: 'newGameResult', requestId: 3, version: 1, outcome: { ok: false, message: 'no board' } }));
    assert.deepEqual(refused.state.notice, { severity: 'error', message: 'no board' });
    // Setup's Randomize still asks the host for one edit of the board.
    assert.deepEqual(reduce(loaded(), { type: 'randomize' }).messages, [{ type: 'randomize' }]);
    const big = puzzle(Array(21 * 20).fill(0), { rows: 21, columns: 20 });
    assert.deepEqual(run(loaded(big), { type: 'setDifficulty', difficulty: 'easy' }, { type: 'randomize' }).posted, [{ type: 'randomize' }]);
  });

  it('a New game goes on when the document arrives again with the same rules, and a kept position becomes the file', () => {
    const dealt = run(
      playing(),
      { type: 'newGame' },
      host({ type: 'newGameResult', requestId: 2, version: 1, outcome: { ok: true, grid: Uint8Array.from([0, 1, 1, 0]), minMoves: 2, clamped: false } }),
      { type: 'press', row: 0, col: 0, delta: 1 },
    ).state;
    // The file's cells changed in the text: the new game is not about them, it goes on.
    const edited = run(dealt, host(documentMessage(puzzle([0, 0, 0, 0]), 2))).state;
    assert.equal(edited.game.moves.length, 1);
    assert.deepEqual(grid(edited), grid(dealt));
    // Keep this position: the file now holds the board shown, and the game goes on from there.
    const kept = run(dealt, host(documentMessage(puzzle(grid(dealt) ?? []), 2)));
    assert.equal(kept.state.game.start, null);
    assert.equal(kept.state.game.moves.length, 0);
    assert.equal(kept.announce, 'Position kept: the puzzle in the file now starts here.');
  });

  it('Reset is a step of the history: Undo after Reset brings the moves back, Redo resets again', () => {
    const moved = run(playing(), { type: 'press', row: 0, col: 0, delta: 1 }, { type: 'press', row: 1, col: 1, delta: 1 }).state;
    const reset = run(moved, { type: 'reset' }).state;
    assert.deepEqual(grid(reset), [1, 0, 0, 1]);
    assert.equal(gameStatusText(reset), 'Moves: 0');
    const undone = run(reset, { type: 'undo' });
    assert.deepEqual(grid(undone.state), grid(moved));
    assert.equal(undone.state.game.moves.length, 2);
    assert.deepEqual(grid(run(undone.state, { type: 'redo' }).state), [1, 0, 0, 1]);
    // After a Reset and a new move, Undo takes the move back, then brings the reset moves back.
    const branched = run(reset, { type: 'press', row: 0, col: 1, delta: 1 }, { type: 'undo' }, { type: 'undo' }).state;
    assert.deepEqual(grid(branched), grid(moved));
    // The host hears that Undo is possible right after a Reset.
    assert.deepEqual(run(moved, { type: 'reset' }).posted, []);
    assert.equal(reset.game.resets.length, 1);
  });

  it('a level or an example is played, never set up: its context switches to Play and Setup says why it stays there', () => {
    const level = { kind: 'level' as const, number: 2, count: 50, best: null, minMoves: 3 };
    const opened = run(loaded(), host({ type: 'context', context: level }));
    assert.equal(opened.state.playMode, true);
    const refused = run(opened.state, { type: 'setPlayMode', play: false });
    assert.equal(refused.state.playMode, true);
    assert.match(refused.state.notice?.message ?? '', /^Levels are read-only/);
    assert.deepEqual(edits(run(opened.state, { type: 'press', row: 0, col: 0, delta: 1 }).posted), []);
    const example = run(playing(), host({ type: 'context', context: { kind: 'example' } }), { type: 'togglePlayMode' });
    assert.match(example.state.notice?.message ?? '', /^Examples are read-only/);
    // Nor can a position be kept in it.
    const moved = run(opened.state, { type: 'press', row: 0, col: 0, delta: 1 }, { type: 'keepPosition' });
    assert.deepEqual(edits(moved.posted), []);
    assert.match(moved.state.notice?.message ?? '', /^This puzzle is read-only/);
    // A file of the user's can be set up.
    assert.equal(run(playing(), host({ type: 'context', context: { kind: 'file' } }), { type: 'togglePlayMode' }).state.playMode, false);
  });

  it('tells the host once when a game is won, with its moves', () => {
    const won = run(playing(), { type: 'press', row: 0, col: 0, delta: 1 }, { type: 'press', row: 1, col: 1, delta: 1 });
    assert.deepEqual(
      won.posted.filter((message) => message.type === 'gameWon'),
      [{ type: 'gameWon', moves: 2 }],
    );
    assert.match(gameStatusText(won.state) ?? '', /^Solved in 2 moves/);
  });

  it('requests in play carry the play position; in setup they do not', () => {
    const moved = run(playing(), { type: 'press', row: 1, col: 0, delta: -1 }).state;
    const position = { presses: [{ row: 1, col: 0, delta: -1 }] };
    assert.deepEqual(run(moved, { type: 'solve' }).posted, [{ type: 'solve', requestId: 2, purpose: 'solution', position }]);
    assert.deepEqual(run(moved, { type: 'hint' }).posted, [{ type: 'hint', requestId: 2, position }]);
    assert.deepEqual(run(moved, { type: 'showPath' }).posted, [{ type: 'path', requestId: 2, position }]);
    assert.deepEqual(run(loaded(), { type: 'solve' }).posted, [{ type: 'solve', requestId: 1, purpose: 'solution' }]);
  });

  it('a solution follows the moves in Play: a marked press takes one off, another press adds what it needs, never stale', () => {
    const moved = run(playing(), { type: 'press', row: 0, col: 0, delta: 1 }, { type: 'solve' }).state;
    const answered = run(
      moved,
      host({ type: 'solveResult', requestId: 2, version: 1, purpose: 'solution', outcome: { ok: true, solution: solution([0, 0, 0, 1]) } }),
    ).state;
    assert.equal(answered.solution?.stale, false);
    assert.match(gameStatusText(answered) ?? '', /· 1 press to go$/);
    const other = run(answered, { type: 'press', row: 0, col: 1, delta: 1 });
    assert.equal(other.state.solution?.stale, false);
    assert.deepEqual(other.state.solution?.outcome.ok ? Array.from(other.state.solution.outcome.solution.presses ?? []) : null, [0, 1, 0, 1]);
    assert.match(gameStatusText(other.state) ?? '', /· 2 presses to go$/);
    // The followed solution is proven again by a quiet solve of the new position.
    assert.deepEqual(
      other.posted.filter((message) => message.type === 'solve'),
      [
        {
          type: 'solve',
          requestId: 3,
          purpose: 'solution',
          position: {
            presses: [
              { row: 0, col: 0, delta: 1 },
              { row: 0, col: 1, delta: 1 },
            ],
          },
        },
      ],
    );
    const back = run(other.state, { type: 'undo' }).state;
    assert.deepEqual(back.solution?.outcome.ok ? Array.from(back.solution.outcome.solution.presses ?? []) : null, [0, 0, 0, 1]);
    // Pressing the marked cell solves the board: nothing to go.
    const solved = run(answered, { type: 'press', row: 1, col: 1, delta: 1 }).state;
    assert.deepEqual(solved.solution?.outcome.ok ? Array.from(solved.solution.outcome.solution.presses ?? []) : null, [0, 0, 0, 0]);
    assert.match(gameStatusText(solved) ?? '', /^Solved in 2 moves/);
    // A change of the puzzle itself still greys the solution.
    assert.equal(run(answered, host(documentMessage(puzzle([0, 0, 0, 0]), 2))).state.solution?.stale, true);
  });

  it('the followed presses equal a fresh solve of the position after any moves (property, two and three states)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(2, 3),
        fc.array(fc.record({ row: fc.integer({ min: 0, max: 1 }), col: fc.integer({ min: 0, max: 1 }), delta: fc.constantFrom(1 as const, -1 as const) }), {
          maxLength: 12,
        }),
        fc.array(fc.constantFrom<GridViewEvent>({ type: 'undo' }, { type: 'redo' }, { type: 'reset' }), { maxLength: 4 }),
        (states, presses, history) => {
          // From a board at its goal, whose solution presses nothing, for any number of states.
          const board = puzzle([0, 0, 0, 0], { states });
          const solved = run(
            playing(board),
            { type: 'solve' },
            host({ type: 'solveResult', requestId: 2, version: 1, purpose: 'solution', outcome: { ok: true, solution: solution([0, 0, 0, 0]) } }),
          ).state;
          const after = run(solved, ...presses.map((press): GridViewEvent => ({ type: 'press', ...press })), ...history).state;
          const outcome = after.solution?.outcome;
          assert.ok(outcome?.ok && outcome.solution.presses);
          // Pressing what is left from the position reaches the goal.
          const finished = run(
            after,
            ...Array.from(outcome.solution.presses).flatMap((times, cell) =>
              Array.from({ length: times }, (): GridViewEvent => ({ type: 'press', row: Math.floor(cell / 2), col: cell % 2, delta: 1 })),
            ),
          ).state;
          assert.deepEqual(grid(finished), [0, 0, 0, 0]);
        },
      ),
    );
  });

  it('switching to Setup shows the document; back in Play over the same puzzle the game goes on', () => {
    const moved = run(playing(), { type: 'press', row: 0, col: 0, delta: 1 }).state;
    const setup = run(moved, { type: 'setPlayMode', play: false });
    assert.deepEqual(grid(setup.state), [1, 0, 0, 1]);
    assert.deepEqual(setup.posted, [
      { type: 'cancel', requestId: 1 },
      { type: 'playStatus', status: { playing: false, canUndo: false, canRedo: false } },
    ]);
    assert.equal(gameStatusText(setup.state), null);
    const back = run(setup.state, { type: 'setPlayMode', play: true });
    assert.deepEqual(grid(back.state), [0, 1, 1, 1]);
    assert.equal(gameStatusText(back.state), 'Moves: 1');
    // A setup edit in between changes the puzzle: a new game.
    const edited = run(setup.state, { type: 'press', row: 1, col: 1, delta: 1 }, host(documentMessage(puzzle([1, 0, 0, 0]), 2, true)), {
      type: 'setPlayMode',
      play: true,
    });
    assert.equal(gameStatusText(edited.state), 'Moves: 0');
    assert.deepEqual(grid(edited.state), [1, 0, 0, 0]);
  });

  it('carries out every palette command through the same event as the buttons', () => {
    assert.deepEqual(reduce(loaded(), host({ type: 'command', command: 'solve' })).messages, [{ type: 'solve', requestId: 1, purpose: 'solution' }]);
    assert.deepEqual(reduce(loaded(), host({ type: 'command', command: 'hint' })).messages, [{ type: 'hint', requestId: 1 }]);
    assert.equal(reduce(loaded(), host({ type: 'command', command: 'togglePlayMode' })).state.playMode, true);
    assert.deepEqual(reduce(loaded(), host({ type: 'command', command: 'path' })).messages, [{ type: 'path', requestId: 1 }]);
    const moved = run(playing(), { type: 'press', row: 0, col: 0, delta: 1 }).state;
    assert.deepEqual(reduce(moved, host({ type: 'command', command: 'keepPosition' })).messages, [
      { type: 'keepPosition', version: 1, position: { presses: [{ row: 0, col: 0, delta: 1 }] } },
    ]);
  });

  it('a refused setup edit shows the confirmed board again', () => {
    const predicted = run(loaded(), { type: 'press', row: 0, col: 1, delta: 1 }).state;
    assert.deepEqual(grid(predicted), [1, 1, 0, 1]);
    const refused = run(predicted, host({ type: 'notice', severity: 'error', message: 'read-only' }));
    assert.deepEqual(grid(refused.state), [1, 0, 0, 1]);
    assert.equal(refused.state.notice?.message, 'read-only');
  });

  it('announces an invalid or too large document once, with grouped counts', () => {
    const invalidMessage: HostMessage = {
      type: 'document',
      version: 2,
      dirty: true,
      state: { kind: 'invalid', errors: [{ severity: 'error', message: 'bad', line: 1, column: 1 }] },
    };
    const first = reduce(loaded(), host(invalidMessage));
    assert.equal(first.announce, 'The text is not a valid puzzle: 1 error. The grid is hidden until the text is fixed.');
    assert.equal(reduce(first.state, host({ ...invalidMessage, version: 3 })).announce, undefined);
    assert.deepEqual(reduce(first.state, { type: 'press', row: 0, col: 0, delta: 1 }).messages, []);
    assert.deepEqual(reduce(first.state, { type: 'openAsText', line: 4, column: 2 }).messages, [{ type: 'openAsText', line: 4, column: 2 }]);
    const large = reduce(
      loaded(),
      host({ type: 'document', version: 2, dirty: false, state: { kind: 'tooLarge', rows: 2000, columns: 1000, limit: 1_000_000 } }),
    );
    assert.equal(large.announce, 'This puzzle has 2,000,000 cells, more than the 1,000,000 the grid shows.');
  });
});

describe('webview: grid view state, the difficulty scale of the board', () => {
  const SCALE: DifficultyScale = { easy: { min: 1, max: 1 }, medium: { min: 2, max: 2 }, hard: { min: 3, max: 4 } };
  const scaleMessage = (scale: DifficultyScale | null, version = 1): HostMessage => ({ type: 'difficultyScale', version, scale });
  const rated = (view: PuzzleView = start): GridViewState => reduce(loaded(view), host(scaleMessage(SCALE))).state;

  it('starts with none, takes the host’s for the board shown, and ignores one while no puzzle is shown', () => {
    assert.equal(initialGridViewState().difficultyScale, null);
    assert.equal(loaded().difficultyScale, null);
    const taken = reduce(loaded(), host(scaleMessage(SCALE)));
    assert.deepEqual(taken.state.difficultyScale, SCALE);
    assert.deepEqual(taken.messages, []);
    assert.equal(reduce(initialGridViewState(), host(scaleMessage(SCALE))).state.difficultyScale, null);
    // An equal scale again keeps the state (the toolbar redraws its choices only for a new one).
    const again = reduce(taken.state, host(scaleMessage({ ...SCALE, hard: { min: 3, max: 4 } }, 2)));
    assert.equal(again.state, taken.state);
    assert.equal(reduce(taken.state, host(scaleMessage(null))).state.difficultyScale, null);
  });

  it('keeps the scale over documents and rows of the same shape, in setup and in play', () => {
    const retitled = reduce(rated(), host(documentMessage({ ...start, title: 'New', grid: Uint8Array.from([0, 0, 0, 1]) }, 2))).state;
    assert.deepEqual(retitled.difficultyScale, SCALE);
    // Another objective or target does not change which levels the board has.
    const retargeted = reduce(retitled, host(documentMessage({ ...start, objective: 1, target: Uint8Array.from([1, 1, 0, 1]) }, 3))).state;
    assert.deepEqual(retargeted.difficultyScale, SCALE);
    const pressed = reduce(retargeted, host(rowsMessage(4, 3, [0], [0, 1]))).state;
    assert.deepEqual(pressed.difficultyScale, SCALE);
    const played = run(rated(), { type: 'setPlayMode', play: true }, { type: 'press', row: 0, col: 0, delta: 1 }).state;
    assert.deepEqual(reduce(played, host(documentMessage(start, 2))).state.difficultyScale, SCALE);
  });

  it('forgets the scale when a document of another shape or no puzzle arrives', () => {
    const others: PuzzleView[] = [
      puzzle([1, 0, 0, 1, 0, 0], { columns: 3 }),
      puzzle([1, 0, 0, 1], { states: 3 }),
      puzzle([1, 0, 0, 1], { topology: 'torus' }),
      puzzle([1, 0, 0, 0], { holes: Uint8Array.from([0, 0, 0, 1]) }),
      puzzle([1, 0, 0, 1], { neighbourhood: 'x' }),
    ];
    for (const other of others) {
      for (const playMode of [false, true]) {
        const before = playMode ? run(rated(), { type: 'setPlayMode', play: true }).state : rated();
        assert.equal(reduce(before, host(documentMessage(other, 2))).state.difficultyScale, null, JSON.stringify({ ...other, playMode }));
      }
    }
    const invalid: HostMessage = { type: 'document', version: 2, dirty: true, state: { kind: 'invalid', errors: [] } };
    const broken = reduce(rated(), host(invalid)).state;
    assert.equal(broken.difficultyScale, null);
    // Back to the same shape: none until the host sends it again.
    assert.equal(reduce(broken, host(documentMessage(start, 3))).state.difficultyScale, null);
  });

  it('keeps a holed board’s scale while its holes stay, however the host sends them', () => {
    const holed = puzzle([1, 0, 0, 0], { holes: Uint8Array.from([0, 0, 0, 1]) });
    const kept = reduce(rated(holed), host(documentMessage({ ...holed, holes: Uint8Array.from([0, 0, 0, 1]), title: 'Same holes' }, 2))).state;
    assert.deepEqual(kept.difficultyScale, SCALE);
    // No holes and holes of zeros are the same board.
    const zeros = reduce(rated(), host(documentMessage({ ...start, holes: new Uint8Array(4) }, 2))).state;
    assert.deepEqual(zeros.difficultyScale, SCALE);
    // Nor does the cross neighbourhood written out change the board.
    assert.deepEqual(reduce(rated(), host(documentMessage({ ...start, neighbourhood: 'cross' }, 2))).state.difficultyScale, SCALE);
  });
});

describe('webview: grid view state in French', () => {
  afterEach(() => useL10nBundle(undefined));

  it('writes the status line, the play announcement and the Reset notice in French, and English again without the bundle', () => {
    useL10nBundle(french);
    const pressed = run(loaded(), { type: 'setPlayMode', play: true }, { type: 'press', row: 0, col: 1, delta: 1 });
    assert.equal(gameStatusText(pressed.state), 'Coups : 1');
    assert.ok(pressed.announced[0]?.startsWith('Jeu : un appui change la case et ses voisines.'), pressed.announced[0]);
    assert.equal(
      reduce(loaded(), { type: 'reset' }).state.notice?.message,
      'Réinitialiser recommence une partie en Jeu. En Préparation, Annuler reprend les modifications du fichier.',
    );
    useL10nBundle(undefined);
    const again = run(loaded(), { type: 'setPlayMode', play: true }, { type: 'press', row: 0, col: 1, delta: 1 });
    assert.equal(gameStatusText(again.state), 'Moves: 1');
  });
});
