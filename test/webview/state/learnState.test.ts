import * as assert from 'node:assert/strict';
import { createPuzzle } from '../../../src/core/puzzle';
import { teachingView } from '../../../src/gridEditor/teachingView';
import type { BoardView, ChaseWalkthroughView, TeachingView } from '../../../src/protocol/protocol';
import { boardKey } from '../../../src/webview/state/boardKey';
import {
  chaseBoardAt,
  chaseHighlights,
  firstPressingStep,
  goToChaseStep,
  LEARN_SECTIONS,
  learnSectionStartsOpen,
  pickSolution,
  solutionHighlights,
  syncTeaching,
  teachingDisplay,
  walkthroughOf,
} from '../../../src/webview/state/learnState';
import { predictPress } from '../../../src/webview/state/pressPrediction';

// The host's data for the all-on 5x5 board, as the session sends it.
const view = teachingView(createPuzzle({ rows: 5, columns: 5, states: 2, objective: 0, topology: 'plain' }, 1)) as Extract<TeachingView, { kind: 'teaching' }>;
const board: BoardView = view.board;
const walkthrough = view.chase as ChaseWalkthroughView;

describe('webview: Learn panel state', () => {
  it('starts with light chasing, what a player can do by hand, and keeps the press matrix for the end, folded', () => {
    assert.equal(LEARN_SECTIONS[0], 'chase');
    assert.equal(LEARN_SECTIONS.at(-1), 'rules');
    assert.deepEqual([...LEARN_SECTIONS].sort(), ['chase', 'lookup', 'quiet', 'rules', 'solutions']);
    assert.deepEqual(
      LEARN_SECTIONS.map((section) => learnSectionStartsOpen(section)),
      [true, true, true, false, false],
      'the hands-on sections open, the theory folded',
    );
  });

  it('rings the cells of the current step and follows the board as they are pressed in play mode', () => {
    let display = teachingDisplay(view, boardKey(board));
    assert.equal(display.position, 0);
    assert.deepEqual(
      chaseHighlights(display, boardKey(board)),
      [0, 1, 2, 3, 4].map((col) => ({ row: 1, col })),
    );
    // Press the ringed cells one by one: the board is between steps (stale) until the last one.
    let shown = board;
    for (let col = 0; col < 5; col++) {
      shown = predictPress(shown, 1, col, 1, true);
      display = syncTeaching(display, boardKey(shown));
      assert.equal(display.stale, col < 4, `after column ${col}`);
    }
    assert.equal(display.position, 1);
    assert.deepEqual(chaseHighlights(display, boardKey(shown)), [
      { row: 2, col: 0 },
      { row: 2, col: 4 },
    ]);
    // Stepped on without pressing: the grid is at another step's board, so nothing is ringed there.
    assert.deepEqual(chaseHighlights(goToChaseStep(display, 2), boardKey(shown)), []);
    assert.deepEqual(chaseBoardAt(board, walkthrough, 1), walkthrough.steps[0].board);
    assert.deepEqual(chaseBoardAt(board, walkthrough, 0), board.grid);
    assert.equal(walkthroughOf(display), walkthrough);
  });

  it('steps within the walkthrough and rings nothing at the end', () => {
    const display = goToChaseStep(teachingDisplay(view, boardKey(board)), 99);
    assert.equal(display.position, 9);
    assert.deepEqual(chaseHighlights(display, boardKey(board)), []);
    assert.equal(goToChaseStep(display, -1).position, 0);
    assert.equal(firstPressingStep(goToChaseStep(display, 0)), 0);
  });

  it('rings a picked solution on the board it solves only', () => {
    const display = pickSolution(teachingDisplay(view, boardKey(board)), 1);
    assert.equal(display.solution, 1);
    const cells = solutionHighlights(display, boardKey(board));
    assert.equal(cells.length, 15);
    assert.deepEqual(solutionHighlights(display, 'another board'), []);
    assert.equal(pickSolution(display, 7).solution, null);
    assert.equal(pickSolution(display, null).solution, null);
  });

  it('shows only the reason when the host has no data', () => {
    const display = teachingDisplay({ kind: 'unavailable', reason: 'Too large.' }, 'key');
    assert.equal(display.stale, false);
    assert.deepEqual(chaseHighlights(display, 'key'), []);
    assert.equal(syncTeaching(display, 'other'), display);
  });
});
