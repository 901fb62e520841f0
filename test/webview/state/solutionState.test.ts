import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useL10nBundle } from '../../../src/domain/l10n';
import type { PuzzleView, SolutionView } from '../../../src/protocol/protocol';
import { reduce } from '../../../src/webview/state/gridViewState';
import { type GridViewEvent, type GridViewState, initialGridViewState, isRunning } from '../../../src/webview/state/gridViewTypes';
import { documentMessage, host, puzzleView, solutionView } from '../../support/gridViewFixtures';
import {
  describeSolution,
  formatDuration,
  formatMilliseconds,
  hintText,
  pressesDescription,
  progressText,
  solutionCellLabel,
} from '../../../src/webview/state/solutionState';

const puzzle = (grid: number[]): PuzzleView => puzzleView(grid);
const solution = solutionView;
const start = puzzle([1, 0, 0, 1]);
const loaded = (): GridViewState => reduce(initialGridViewState(), host(documentMessage(start))).state;
const answer = (requestId: number, version: number, presses: number[]): GridViewEvent =>
  host({ type: 'solveResult', requestId, version, purpose: 'solution', outcome: { ok: true, solution: solution(presses) } });

const french: unknown = JSON.parse(readFileSync('l10n/bundle.l10n.fr.json', 'utf8'));

describe('webview: solution state (Solve, Hint, progress)', () => {
  it('turns the solution stale, not deleted, when the board changes, and fresh again when it comes back', () => {
    const solving = reduce(loaded(), { type: 'solve' });
    assert.deepEqual(solving.messages, [{ type: 'solve', requestId: 1, purpose: 'solution' }]);
    const shown = reduce(solving.state, answer(1, 1, [1, 0, 0, 1]));
    assert.equal(shown.state.solution?.stale, false);
    assert.equal(shown.announce, 'Solution: Fewest presses: 2 (proven) · 1 solution');
    const changed = reduce(shown.state, host(documentMessage(puzzle([1, 1, 0, 1]), 2, true)));
    assert.equal(changed.state.solution?.stale, true);
    const undone = reduce(changed.state, host(documentMessage(start, 3)));
    assert.equal(undone.state.solution?.stale, false);
  });

  it('marks an answer stale when the host solved another version than the one asked over', () => {
    const solving = reduce(loaded(), { type: 'solve' }).state;
    const moved = reduce(solving, host(documentMessage(puzzle([0, 0, 0, 1]), 2, true))).state;
    assert.equal(isRunning(moved, moved.pending.solution), false);
    assert.equal(reduce(moved, answer(1, 2, [0, 0, 0, 1])).state.solution?.stale, true);
    assert.equal(reduce(moved, answer(1, 1, [1, 0, 0, 1])).state.solution?.stale, true);
  });

  it('shows the first solution of a running solve at once, still solving, and the final answer replaces it', () => {
    const solving = reduce(loaded(), { type: 'solve' }).state;
    const first = solution([1, 0, 0, 1], { minimal: false, lowerBound: null, solutionCount: '16', totalPresses: 2 });
    const shown = reduce(solving, host({ type: 'solveFirst', requestId: 1, version: 1, solution: first }));
    assert.equal(shown.state.solution?.searching, true);
    assert.equal(shown.state.solution?.stale, false);
    assert.equal(isRunning(shown.state, shown.state.pending.solution), true, 'the solve still runs');
    assert.equal(shown.announce, undefined, 'the final answer is the one read out');
    assert.deepEqual(describeSolution(shown.state.solution!), {
      summary: 'Found: 2 presses; searching for the fewest… · 16 solutions',
      unproven: null,
      details: 'Solved by the internal engine in 3 ms',
      error: null,
    });
    const final = reduce(shown.state, answer(1, 1, [1, 0, 0, 1]));
    assert.equal(final.state.solution?.searching, undefined);
    assert.equal(final.state.pending.solution, null);
    // A first solution of another request, or after the answer, changes nothing.
    assert.equal(reduce(final.state, host({ type: 'solveFirst', requestId: 1, version: 1, solution: first })).state, final.state);
    assert.equal(reduce(solving, host({ type: 'solveFirst', requestId: 7, version: 1, solution: first })).state, solving);
  });

  it('drops answers to requests that are not the latest of their kind', () => {
    let state = reduce(loaded(), { type: 'solve' }).state;
    const second = reduce(state, { type: 'solve' });
    assert.deepEqual(second.messages, [
      { type: 'cancel', requestId: 1 },
      { type: 'solve', requestId: 2, purpose: 'solution' },
    ]);
    state = second.state;
    assert.equal(reduce(state, answer(1, 1, [1, 0, 0, 1])).state.solution, null);
    assert.notEqual(reduce(state, answer(2, 1, [1, 0, 0, 1])).state.solution, null);
  });

  it('shows a current hint visibly: the cell selected and ringed, and a sentence', () => {
    const asked = reduce(loaded(), { type: 'hint' });
    assert.deepEqual(asked.messages, [{ type: 'hint', requestId: 1 }]);
    const shown = reduce(
      asked.state,
      host({ type: 'hintResult', requestId: 1, version: 1, hint: { kind: 'press', row: 1, col: 1, remaining: 2, shortest: true } }),
    );
    assert.deepEqual(shown.state.selected, { row: 1, col: 1 });
    assert.deepEqual(shown.state.hint && [shown.state.hint.row, shown.state.hint.col], [1, 1]);
    assert.equal(shown.announce, 'Hint: press row 2, column 2. 2 presses to go, on a shortest way to the goal.');
    assert.equal(shown.state.hint && hintText(shown.state.hint), shown.announce);
    // The hint goes with the board it was for.
    assert.equal(reduce(shown.state, host(documentMessage(puzzle([1, 0, 1, 0]), 2, true))).state.hint, null);
  });

  it('drops a hint for a board that is no longer shown', () => {
    const asked = reduce(loaded(), { type: 'hint' }).state;
    const moved = reduce(asked, host(documentMessage(puzzle([0, 1, 0, 1]), 2, true))).state;
    const outdated = reduce(
      moved,
      host({ type: 'hintResult', requestId: 1, version: 1, hint: { kind: 'press', row: 0, col: 0, remaining: 2, shortest: true } }),
    );
    assert.equal(outdated.state.hint, null);
    assert.equal(outdated.announce, undefined);
  });

  it('reports solved, unsolvable and failed hints visibly and in words', () => {
    const asked = reduce(loaded(), { type: 'hint' }).state;
    const solved = reduce(asked, host({ type: 'hintResult', requestId: 1, version: 1, hint: { kind: 'solved' } }));
    assert.equal(solved.state.notice?.message, 'Hint: the puzzle is already solved.');
    assert.equal(
      reduce(asked, host({ type: 'hintResult', requestId: 1, version: 1, hint: { kind: 'unsolvable', certificate: null } })).announce,
      'Hint: no sequence of presses solves the puzzle from here.',
    );
    const failed = reduce(asked, host({ type: 'hintResult', requestId: 1, version: 1, hint: { kind: 'error', message: 'clingo not found' } }));
    assert.deepEqual(failed.state.notice, { severity: 'error', message: 'No hint: clingo not found' });
  });

  it('describes unsolvable and failed solves with their reason, and counts in the display language', () => {
    const none = { rows: 2, columns: 2, topology: 'plain' as const, boardKey: 'k', stale: false };
    assert.deepEqual(
      describeSolution({
        ...none,
        outcome: { ok: true, solution: solution([], { solvable: false, presses: null, totalPresses: null, solutionCount: '0', minimal: false }) },
      }),
      {
        summary: '0 solutions',
        unproven: null,
        details: 'Solved by the internal engine in 3 ms',
        error: 'No solution: no sequence of presses reaches the goal.',
      },
    );
    assert.deepEqual(describeSolution({ ...none, outcome: { ok: false, message: 'clingo exited with code 1' } }), {
      summary: '',
      unproven: null,
      error: 'The solver failed: clingo exited with code 1',
      details: '',
    });
    const best = (extra: Partial<SolutionView>): string =>
      describeSolution({
        ...none,
        outcome: { ok: true, solution: solution([1], { totalPresses: 12345, minimal: false, solutionCount: '1048576', elapsedMs: 31500, ...extra }) },
      }).summary;
    assert.equal(best({ lowerBound: 12000 }), 'Best found: 12,345 presses; at least 12,000 (the search stopped after 30 s) · 1,048,576 solutions');
    assert.equal(
      best({ lowerBound: 540, minimumTimeoutMs: 1500 }),
      'Best found: 12,345 presses; at least 540 (the search stopped after 1.5 s) · 1,048,576 solutions',
    );
    assert.equal(best({ lowerBound: null }), 'Best found: 12,345 presses, not proven fewest · 1,048,576 solutions');
    assert.equal(best({ lowerBound: 12345 }), 'Fewest presses: 12,345 (proven) · 1,048,576 solutions', 'a bound that meets the total proves it');
    assert.equal(best({ minimal: true }), 'Fewest presses: 12,345 (proven) · 1,048,576 solutions');
    // The engine said why: the summary says what is known, the reason has its own line.
    const said = (extra: Partial<SolutionView>) =>
      describeSolution({
        ...none,
        outcome: {
          ok: true,
          solution: solution([1], {
            totalPresses: 12345,
            minimal: false,
            solutionCount: '387420489',
            unprovenReason: 'searching all 387,420,489 solutions would take about 3 h, over the 30 s allowed',
            ...extra,
          }),
        },
      });
    assert.deepEqual(
      [said({ lowerBound: 540 }).summary, said({ lowerBound: 540 }).unproven],
      [
        'Best found: 12,345 presses; at least 540 · 387,420,489 solutions',
        'Not proven fewest: searching all 387,420,489 solutions would take about 3 h, over the 30 s allowed.',
      ],
    );
    assert.equal(said({ lowerBound: 0 }).summary, 'Best found: 12,345 presses · 387,420,489 solutions');
    assert.equal(said({ minimal: true, lowerBound: 12345 }).unproven, null);
    assert.equal(formatDuration(30_000), '30 s');
    assert.equal(formatDuration(120_000), '2 min');
    assert.equal(formatDuration(500), '500 ms');
  });

  it('shows how far the engine has come, reading the line out only when it first shows', () => {
    const solving = reduce(loaded(), { type: 'solve' }).state;
    const first = reduce(
      solving,
      host({ type: 'progress', requestId: 1, message: 'Solving the 39x39 board with the internal engine…', solve: { phase: 'system', fraction: 0.5 } }),
    );
    assert.equal(first.state.progress?.message, 'Solving the 39x39 board with the internal engine… Solving the equations: 50% done.');
    assert.equal(first.announce, first.state.progress?.message);
    const searching = reduce(
      first.state,
      host({
        type: 'progress',
        requestId: 1,
        message: 'Solving the 39x39 board with the internal engine…',
        solve: { phase: 'minimum', fraction: 0.456, bestTotal: 12661, lowerBound: 540 },
      }),
    );
    assert.equal(
      searching.state.progress?.message,
      'Solving the 39x39 board with the internal engine… Searching for the fewest presses: 45% done, best so far 12,661, at least 540.',
    );
    assert.equal(searching.announce, undefined);
    assert.equal(progressText('Solving…', { phase: 'minimum', fraction: 0 }), 'Solving… Searching for the fewest presses: 0% done.');
    assert.equal(progressText('Solving…', undefined), 'Solving…');
  });

  it('shows progress only for a pending request and cancels it', () => {
    const solving = reduce(loaded(), { type: 'solve' }).state;
    assert.equal(reduce(solving, host({ type: 'progress', requestId: 7, message: 'old' })).state.progress, null);
    const busy = reduce(solving, host({ type: 'progress', requestId: 1, message: 'Solving…' }));
    assert.deepEqual(busy.state.progress, { requestId: 1, message: 'Solving…' });
    assert.equal(busy.announce, 'Solving…');
    const cancelled = reduce(busy.state, { type: 'cancel' });
    assert.deepEqual(cancelled.messages, [{ type: 'cancel', requestId: 1 }]);
    assert.equal(cancelled.state.pending.solution, null);
  });

  it('names cells as people read them', () => {
    assert.equal(pressesDescription([0, 1, 0, 2], 2), 'Solution: press row 1, column 2; row 2, column 2 twice.');
    assert.equal(pressesDescription([0, 0], 2), 'Solution: no presses needed.');
    assert.equal(pressesDescription([1, 1, 1], 3, 2), 'Solution: 3 cells pressed.');
    assert.equal(solutionCellLabel(1, 3, 0), 'row 2, column 4: no press');
    assert.equal(solutionCellLabel(0, 0, 2), 'row 1, column 1: press 2 times');
    assert.equal(formatMilliseconds(12.4), '12 ms');
    assert.equal(formatMilliseconds(0.1), 'under 1 ms');
  });
});

describe('webview: solution words in French', () => {
  afterEach(() => useL10nBundle(undefined));

  it('writes the solution summary, the cells and hints in French', () => {
    useL10nBundle(french);
    const solved = describeSolution({
      rows: 2,
      columns: 2,
      topology: 'plain',
      boardKey: 'key',
      outcome: { ok: true, solution: solution([1, 0, 0, 1]) },
      stale: false,
    });
    assert.equal(solved.summary, 'Nombre minimal d’appuis : 2 (prouvé) · 1 solution');
    assert.equal(solutionCellLabel(0, 0, 2), 'ligne 1, colonne 1 : appuyer 2 fois');
    assert.equal(
      hintText({ row: 1, col: 3, remaining: 3, shortest: true, boardKey: 'key' }),
      'Indice : appuyez sur ligne 2, colonne 4. Encore 3 appuis, sur un plus court chemin vers le but.',
    );
  });
});
