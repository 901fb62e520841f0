import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createPuzzle } from '../../../src/core/puzzle';
import { teachingView } from '../../../src/gridEditor/teachingView';
import { useL10nBundle } from '../../../src/domain/l10n';
import type { BoardView, ChaseWalkthroughView, TeachingView } from '../../../src/protocol/protocol';
import {
  chaseCounter,
  chaseIntroText,
  chaseOutcomeText,
  chasePositionText,
  chaseStepText,
  columnsPhrase,
  lookupBottomHeading,
  lookupBottomText,
  lookupIntroText,
  lookupRowDescription,
  lookupTopText,
  quietCountText,
  quietPatternCaption,
  quietPatternText,
  solutionsText,
  solutionTitle,
} from '../../../src/webview/words/learnWords';

// The host's data for the all-on 5x5 board, as the session sends it.
const view = teachingView(createPuzzle({ rows: 5, columns: 5, states: 2, objective: 0, topology: 'plain' }, 1)) as Extract<TeachingView, { kind: 'teaching' }>;
const board: BoardView = view.board;
const walkthrough = view.chase as ChaseWalkthroughView;
const french: unknown = JSON.parse(readFileSync('l10n/bundle.l10n.fr.json', 'utf8'));

describe('webview: Learn panel words', () => {
  it('explains light chasing and each of its steps in plain words', () => {
    assert.equal(
      chaseIntroText(2, 0),
      'Row by row from the top, press the cell right below every light that is on. At the end only the bottom row can still have lights on. ' +
        'The bottom-row table then says which cells of the top row to press, and a second chase from the top solves the board.',
    );
    assert.equal(
      chaseIntroText(3, 1),
      'Row by row from the top, press the cell right below every cell that is not yet in state 1, as many times as it takes to bring that cell to state 1. ' +
        'At the end only the bottom row can still have cells not yet in state 1. ' +
        'The bottom-row table then says which cells of the top row to press, and a second chase from the top solves the board.',
    );
    assert.equal(
      chaseStepText(walkthrough.steps[0], 2),
      'Row 1 has lights on in columns 1, 2, 3, 4 and 5. Press the cells right below them, in row 2: then every light of row 1 is off.',
    );
    assert.equal(
      chaseStepText(walkthrough.steps[1], 2),
      'Row 2 has lights on in columns 1 and 5. Press the cells right below them, in row 3: then every light of row 2 is off.',
    );
    assert.equal(
      chaseStepText(walkthrough.steps[4], 2),
      'Now only the bottom row has lights on, in columns 1 and 5. The bottom-row table says what to press for this row: columns 1 and 2 of the top row. Then chase again from the top.',
    );
    assert.equal(
      chaseStepText(walkthrough.steps[5], 2),
      'Second chase. Row 1 has a light on in column 3. Press the cell right below it, in row 2: then every light of row 1 is off.',
    );
    assert.equal(
      chaseStepText({ kind: 'chase', pass: 1, row: 2, presses: [], board: [] }, 2),
      'Every light of row 3 is off already: nothing to press in row 4.',
    );
    assert.equal(
      chaseStepText({ kind: 'chase', pass: 1, row: 0, presses: [{ row: 1, col: 2, times: 1 }], board: [] }, 2, 1),
      'Row 1 has a light off in column 3. Press the cell right below it, in row 2: then every light of row 1 is on.',
    );
    assert.equal(
      chaseStepText(
        {
          kind: 'chase',
          pass: 1,
          row: 0,
          presses: [
            { row: 1, col: 0, times: 2 },
            { row: 1, col: 3, times: 1 },
          ],
          board: [],
        },
        3,
        1,
      ),
      'Row 1 has cells not yet in state 1 in columns 1 and 4. Press the cells right below them, in row 2 (column 1 twice and column 4 once): then every cell of row 1 is in state 1.',
    );
    assert.equal(chaseOutcomeText(walkthrough, 2), 'The second chase solved the board: every light is off.');
    assert.equal(
      chaseOutcomeText({ ...walkthrough, outcome: 'unsolvable' }, 2),
      'The chase left lights on in columns 1 and 5 of the bottom row. That row is not in the bottom-row table: no presses in the top row fix it, so this board cannot be solved.',
    );
    assert.equal(
      chaseOutcomeText({ ...walkthrough, outcome: 'noTable', bottomRow: [0, 0, 1, 0, 0] }, 2),
      'The chase left a light on in column 3 of the bottom row. For a board this wide the bottom-row table is too large to work out here, so the walkthrough stops.',
    );
    assert.equal(
      chaseOutcomeText({ ...walkthrough, outcome: 'solvedByChase' }, 2),
      'The chase solved the board: every light is off, and the table was not needed.',
    );
    assert.equal(
      chaseOutcomeText(
        { kind: 'walkthrough', steps: [{ kind: 'chase', pass: 1, row: 0, presses: [], board: [] }], outcome: 'solvedByChase', bottomRow: [0] },
        2,
      ),
      'The board is already solved: there is nothing to chase.',
    );
    assert.equal(chaseCounter(walkthrough, 0), 'Step 1 of 9');
    assert.equal(chaseCounter(walkthrough, 9), 'End (after 9 steps)');
    assert.equal(chasePositionText(walkthrough, 9, 2), chaseOutcomeText(walkthrough, 2));
    assert.equal(chasePositionText(walkthrough, 1, 2), chaseStepText(walkthrough.steps[1], 2));
    assert.equal(columnsPhrase([3]), 'column 4');
    assert.equal(columnsPhrase([0, 2, 4]), 'columns 1, 3 and 5');
  });

  it('never points at documents, codes or 0-based indices', () => {
    const texts = [
      chaseIntroText(2),
      ...walkthrough.steps.map((step) => chaseStepText(step, 2)),
      chaseOutcomeText(walkthrough, 2),
      lookupIntroText(board),
      quietCountText(view.quiet.kind === 'patterns' ? view.quiet : { count: '0', total: 0, generators: [] }, 2),
      quietPatternText(),
    ];
    for (const text of texts) assert.doesNotMatch(text, /spec|seed|docs\/|\.md|web game|N₁|N₂|objective|\(\d, \d\)/, text);
  });

  it('explains the bottom-row table with plain lists of columns', () => {
    assert.equal(
      lookupIntroText(board),
      'This table is for boards 5 columns wide and 5 rows high. Each line pairs the lights a chase can leave on in the bottom row (left) with the cells to press in the top row (right); ' +
        'after those presses, a second chase solves the board.',
    );
    assert.equal(lookupBottomHeading(2), 'Lights on in the bottom row');
    assert.equal(lookupBottomHeading(3, 2), 'Cells not yet in state 2 in the bottom row');
    assert.equal(lookupBottomText([1, 0, 0, 0, 1]), 'columns 1 and 5');
    assert.equal(lookupBottomText([0, 0, 0]), 'none');
    assert.equal(lookupTopText([1, 1, 0, 0, 0]), 'columns 1 and 2');
    assert.equal(lookupTopText([2, 0, 1]), 'column 1 twice and column 3 once');
    assert.equal(lookupTopText([0, 0]), 'nothing');
    assert.equal(lookupTopText([2, 0, 2]), 'columns 1 and 3 twice each');
    assert.equal(lookupTopText([0, 3]), 'column 2 3 times');
    assert.equal(
      lookupRowDescription([1, 0, 0, 0, 1], [1, 1, 0, 0, 0], 2),
      'Lights on in columns 1 and 5 of the bottom row: press columns 1 and 2 of the top row.',
    );
  });

  it('explains quiet patterns and the solutions they link', () => {
    assert.equal(quietPatternText(), 'Pressing every cell of a quiet pattern changes nothing; two solutions of a board differ by a quiet pattern.');
    assert.ok(view.quiet.kind === 'patterns');
    assert.equal(
      quietCountText(view.quiet, 2),
      'This board shape has 4 quiet patterns, pressing nothing included. Each of them is made by pressing some of these 2 together:',
    );
    assert.equal(
      quietCountText({ count: '2', total: 1, generators: [{ pattern: [1], order: 2 }] }, 2),
      'This board shape has 2 quiet patterns: pressing nothing, and this one:',
    );
    assert.equal(
      quietCountText({ count: '3', total: 1, generators: [{ pattern: [1], order: 3 }] }, 3),
      'This board shape has 3 quiet patterns, pressing nothing included. Each of them is made by pressing this one any number of times:',
    );
    assert.equal(
      quietCountText({ count: '65536', total: 16, generators: [] }, 2),
      'This board shape has 65,536 quiet patterns, pressing nothing included. Each of them is made by pressing some of these 16 together (the first 0 of 16 are drawn):',
    );
    assert.equal(
      quietCountText({ count: '1', total: 0, generators: [] }, 2),
      'This board shape has no quiet pattern except pressing nothing, so a board that can be solved has exactly one solution.',
    );
    assert.equal(quietPatternCaption(0, 2, 2), 'Pattern 1');
    assert.equal(quietPatternCaption(1, 2, 4), 'Pattern 2 (pressing it twice is the same as pressing nothing)');
    assert.ok(view.solutions.kind === 'solutions');
    assert.equal(
      solutionsText(view.solutions, 2),
      'This board has 4 solutions, fewest presses first; any two of them differ by a quiet pattern. Choose one to ring its cells on the grid.',
    );
    assert.equal(
      solutionsText({ count: '1', solutions: [{ presses: [1], total: 1 }], limit: 64 }, 2),
      'This board has exactly one solution. Choose it to ring its cells on the grid.',
    );
    assert.equal(solutionsText({ count: '0', solutions: [], limit: 64 }, 2), 'This board has no solution: no presses switch every light off.');
    assert.equal(solutionsText({ count: '0', solutions: [], limit: 64 }, 4, 3), 'This board has no solution: no presses bring every cell to state 3.');
    assert.equal(
      solutionsText({ count: '123456', solutions: null, limit: 64 }, 2),
      'This board has 123,456 solutions; they are listed only when there are at most 64. Any two of them differ by a quiet pattern.',
    );
    assert.equal(solutionTitle(0, 15), 'Solution 1: 15 presses (the one Path shows)');
    assert.equal(solutionTitle(1, 1), 'Solution 2: 1 press');
  });
});

describe('webview: Learn panel words in French', () => {
  afterEach(() => useL10nBundle(undefined));

  it('explains light chasing, the bottom-row table, quiet patterns and solutions in French', () => {
    useL10nBundle(french);
    const ended: ChaseWalkthroughView = {
      kind: 'walkthrough',
      steps: [{ kind: 'chase', pass: 1, row: 0, presses: [], board: [] }],
      outcome: 'solved',
      bottomRow: [],
    };
    assert.match(chaseIntroText(2, 0), /^Ligne par ligne depuis le haut, appuyez sur la case juste en dessous de chaque lumière allumée\./);
    assert.equal(
      chaseStepText({ kind: 'chase', pass: 2, row: 2, presses: [], board: [] }, 3, 1),
      'Seconde chasse. Toutes les cases de la ligne 3 sont déjà dans l’état 1 : aucun appui dans la ligne 4.',
    );
    assert.equal(chaseCounter(ended, 1), 'Fin (après 1 étape)');
    assert.equal(lookupBottomHeading(3, 2), 'Cases pas encore dans l’état 2 dans la ligne du bas');
    assert.equal(
      quietPatternText(),
      'Appuyer sur toutes les cases d’un motif neutre ne change rien ; deux solutions d’une grille diffèrent d’un motif neutre.',
    );
    assert.equal(
      quietCountText({ count: '3', total: 1, generators: [{ pattern: [1], order: 3 }] }, 3),
      'Cette forme de grille a 3 motifs neutres, n’appuyer sur rien compris. Chacun s’obtient en appliquant celui-ci un nombre quelconque de fois :',
    );
    assert.equal(
      solutionsText({ count: '0', solutions: [], limit: 64 }, 2),
      'Cette grille n’a pas de solution : aucune suite d’appuis n’éteint toutes les lumières.',
    );
    assert.equal(solutionTitle(0, 1), 'Solution 1 : 1 appui (celle du chemin de résolution)');
  });

  it('speaks English again once the bundle is gone', () => {
    useL10nBundle(french);
    useL10nBundle(undefined);
    assert.equal(chaseIntroText(2, 1).slice(0, 40), 'Row by row from the top, press the cell ');
  });
});
