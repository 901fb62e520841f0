import * as assert from 'node:assert/strict';
import type { GridViewState } from '../../../src/webview/state/gridViewTypes';
import { initialGridViewState } from '../../../src/webview/state/gridViewTypes';
import { winDisplay } from '../../../src/webview/state/gameWin';
import { documentMessage, host, puzzleView, runEvents, solutionView } from '../../support/gridViewFixtures';

const playing = (context: GridViewState['context'] = { kind: 'file' }): GridViewState =>
  runEvents(initialGridViewState(), host(documentMessage(puzzleView([1, 0, 0, 1]))), host({ type: 'context', context }), { type: 'setPlayMode', play: true })
    .state;
const baseline = host({ type: 'solveResult', requestId: 1, version: 1, purpose: 'baseline', outcome: { ok: true, solution: solutionView([1, 0, 0, 1]) } });

describe('webview: the win of a game', () => {
  it('shows nothing until the board is solved by moves in Play', () => {
    assert.equal(winDisplay(playing()), null);
    assert.equal(winDisplay(runEvents(playing(), { type: 'press', row: 0, col: 0, delta: 1 }).state), null);
    // A board at its goal before any move is no win.
    const done = runEvents(initialGridViewState(), host(documentMessage(puzzleView([0, 0, 0, 0]))), { type: 'setPlayMode', play: true }).state;
    assert.equal(winDisplay(done), null);
  });

  it('says the moves against the fewest possible and offers New game', () => {
    const won = runEvents(playing(), baseline, { type: 'press', row: 0, col: 0, delta: 1 }, { type: 'press', row: 1, col: 1, delta: 1 }).state;
    assert.deepEqual(winDisplay(won), { heading: 'Solved!', text: '2 moves: the fewest possible.', stars: null, starsText: null, nextLevel: false });
    const longer = runEvents(
      playing(),
      baseline,
      ...[0, 1, 1, 0].map((col) => ({ type: 'press' as const, row: 0, col, delta: 1 as const })),
      { type: 'press', row: 0, col: 0, delta: 1 },
      { type: 'press', row: 1, col: 1, delta: 1 },
    ).state;
    assert.equal(winDisplay(longer)?.text, '6 moves; the fewest possible is 2.');
  });

  it('in a level, gives stars against the level’s fewest and Next level unless it is the last', () => {
    const level = { kind: 'level' as const, number: 3, count: 50, best: null, minMoves: 2 };
    const won = runEvents(playing(level), { type: 'press', row: 0, col: 0, delta: 1 }, { type: 'press', row: 1, col: 1, delta: 1 }).state;
    assert.deepEqual(winDisplay(won), {
      heading: 'Level 3 solved!',
      text: '2 moves: the fewest possible.',
      stars: 3,
      starsText: '3 of 3 stars',
      nextLevel: true,
    });
    const last = runEvents(playing({ ...level, number: 50 }), { type: 'press', row: 0, col: 0, delta: 1 }, { type: 'press', row: 1, col: 1, delta: 1 }).state;
    assert.equal(winDisplay(last)?.nextLevel, false);
  });

  it('a New game dealt over a level is no level: no stars, no Next level, and the host is not told of a win', () => {
    const level = { kind: 'level' as const, number: 3, count: 50, best: null, minMoves: 2 };
    const dealt = runEvents(
      playing(level),
      { type: 'newGame' },
      host({ type: 'newGameResult', requestId: 2, version: 1, outcome: { ok: true, grid: Uint8Array.from([1, 1, 1, 0]), minMoves: 1, clamped: false } }),
    ).state;
    const won = runEvents(dealt, { type: 'press', row: 0, col: 0, delta: 1 });
    const view = winDisplay(won.state);
    assert.equal(view?.heading, 'Solved!');
    assert.equal(view?.nextLevel, false);
    assert.equal(view?.stars, null);
    assert.deepEqual(
      won.posted.filter((message) => message.type === 'gameWon'),
      [],
    );
  });
});
