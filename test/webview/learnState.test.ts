import * as assert from 'node:assert/strict';
import { createPuzzle } from '../../src/core/puzzle';
import { teachingView } from '../../src/editor/teachingView';
import type { BoardView, ChaseWalkthroughView, TeachingView } from '../../src/shared/protocol';
import { boardKey } from '../../src/webview/boardKey';
import {
  chaseBoardAt,
  chaseCounter,
  chaseHighlights,
  chaseOutcomeText,
  chasePositionText,
  chaseStepText,
  columnsPhrase,
  firstPressingStep,
  goToChaseStep,
  lookupRowDescription,
  patternDescription,
  pickSolution,
  solutionHighlights,
  specPatternName,
  syncTeaching,
  teachingDisplay,
  walkthroughOf,
} from '../../src/webview/learnState';
import { predictPress } from '../../src/webview/pressPrediction';

// The host's data for the all-on 5x5 board, as the session sends it.
const view = teachingView(createPuzzle({ rows: 5, columns: 5, states: 2, objective: 0, topology: 'plain' }, 1)) as Extract<TeachingView, { kind: 'teaching' }>;
const board: BoardView = view.board;
const walkthrough = view.chase as ChaseWalkthroughView;

describe('webview: Learn panel state', () => {
  it('explains each chase step in words', () => {
    assert.equal(
      chaseStepText(walkthrough.steps[0], 2),
      'Row 1 is lit at columns 1, 2, 3, 4 and 5. Press the cells directly below them, in row 2 (columns 1, 2, 3, 4 and 5): that clears row 1.',
    );
    assert.equal(chaseStepText(walkthrough.steps[1], 2), 'Row 2 is lit at columns 1 and 5. Press the cells directly below them, in row 3 (columns 1 and 5): that clears row 2.');
    assert.equal(
      chaseStepText(walkthrough.steps[4], 2),
      'Only the bottom row is left, lit at columns 1 and 5. The bottom-row table says: press columns 1 and 2 in the top row. Then chase again from the top.',
    );
    assert.equal(chaseStepText(walkthrough.steps[5], 2), 'Second chase. Row 1 is lit at column 3. Press the cell directly below it, in row 2 (column 3): that clears row 1.');
    assert.equal(chaseStepText({ kind: 'chase', pass: 1, row: 2, presses: [], board: [] }, 2), 'Row 3 has no lit cells: nothing to press in row 4.');
    assert.equal(
      chaseStepText({ kind: 'chase', pass: 1, row: 0, presses: [{ row: 1, col: 0, times: 2 }, { row: 1, col: 3, times: 1 }], board: [] }, 3),
      'Row 1 is off the objective at columns 1 and 4. Press the cells directly below them, in row 2 (column 1 twice and column 4 once): that clears row 1.',
    );
    assert.equal(chaseOutcomeText(walkthrough, 2), 'The second chase cleared the board: solved.');
    assert.match(chaseOutcomeText({ ...walkthrough, outcome: 'unsolvable' }, 2), /not in the bottom-row table: no top-row presses clear it, so this board cannot be solved/);
    assert.equal(chaseOutcomeText({ kind: 'walkthrough', steps: [{ kind: 'chase', pass: 1, row: 0, presses: [], board: [] }], outcome: 'solvedByChase', bottomRow: [0] }, 2), 'The board is already solved: there is nothing to chase.');
    assert.equal(chaseCounter(walkthrough, 0), 'Step 1 of 9');
    assert.equal(chaseCounter(walkthrough, 9), 'End (after 9 steps)');
    assert.equal(chasePositionText(walkthrough, 9, 2), chaseOutcomeText(walkthrough, 2));
    assert.equal(columnsPhrase([3]), 'column 4');
  });

  it('rings the cells of the current step and follows the board as they are pressed in play mode', () => {
    let display = teachingDisplay(view, boardKey(board));
    assert.equal(display.position, 0);
    assert.deepEqual(chaseHighlights(display, boardKey(board)), [0, 1, 2, 3, 4].map((col) => ({ row: 1, col })));
    // Press the ringed cells one by one: the board is between steps (stale) until the last one.
    let shown = board;
    for (let col = 0; col < 5; col++) {
      shown = predictPress(shown, 1, col, 1, true);
      display = syncTeaching(display, boardKey(shown));
      assert.equal(display.stale, col < 4, `after column ${col}`);
    }
    assert.equal(display.position, 1);
    assert.deepEqual(chaseHighlights(display, boardKey(shown)), [{ row: 2, col: 0 }, { row: 2, col: 4 }]);
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

  it('names the spec null patterns N1 and N2 of the 5x5 board', () => {
    const quiet = view.quiet.kind === 'patterns' ? view.quiet.generators : [];
    assert.deepEqual(
      quiet.map((generator) => specPatternName(board, generator.pattern)),
      ['N₂, the spec’s columns pattern', 'N₁, the spec’s X pattern'],
    );
    assert.equal(specPatternName({ ...board, topology: 'torus' }, quiet[0].pattern), null);
  });

  it('describes patterns and table rows for screen readers', () => {
    assert.equal(patternDescription([0, 1, 0, 2], 2), 'presses at row 1, column 2; row 2, column 2 (twice)');
    assert.equal(patternDescription([0, 0], 2), 'no presses');
    assert.equal(lookupRowDescription([1, 0, 0, 0, 1], [1, 1, 0, 0, 0], 2), 'Bottom row lit at columns 1 and 5: press columns 1 and 2 in the top row.');
  });

  it('shows only the reason when the host has no data', () => {
    const display = teachingDisplay({ kind: 'unavailable', reason: 'Too large.' }, 'key');
    assert.equal(display.stale, false);
    assert.deepEqual(chaseHighlights(display, 'key'), []);
    assert.equal(syncTeaching(display, 'other'), display);
  });
});
