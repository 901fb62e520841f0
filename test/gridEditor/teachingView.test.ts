import * as assert from 'node:assert/strict';
import { pressRules } from '../../src/analysis/teaching/pressRules';
import { applyPresses, createPuzzle, isSolved, type BoardShape, type Puzzle } from '../../src/core/puzzle';
import { useL10nBundle } from '../../src/domain/l10n';
import { MAX_LISTED_SOLUTIONS, pressRulesParagraphs, teachingView } from '../../src/gridEditor/teachingView';
import { MAX_TEACHING_CELLS, type TeachingView } from '../../src/protocol/protocol';
import { solvePuzzle } from '../../src/solvers/internal/solvePuzzle';
import { readStringTable } from '../l10n/localisationFiles';
import { puzzleFromRows } from '../support/puzzleRows';

const plain = (rows: number, columns: number, states = 2, objective = 0): BoardShape => ({ rows, columns, states, objective, topology: 'plain' });

function teachingOf(view: TeachingView): Extract<TeachingView, { kind: 'teaching' }> {
  assert.equal(view.kind, 'teaching', view.kind === 'unavailable' ? view.reason : '');
  return view as Extract<TeachingView, { kind: 'teaching' }>;
}

const allOn5 = createPuzzle(plain(5, 5), 1);

describe('editor: the Learn panel’s teaching view', () => {
  it('walks the all-on 5x5 board through light chasing: chase, table, top row, chase again', () => {
    const teaching = teachingOf(teachingView(allOn5));
    const chase = teaching.chase;
    assert.equal(chase.kind, 'walkthrough');
    if (chase.kind !== 'walkthrough') return;
    assert.equal(chase.outcome, 'solved');
    assert.deepEqual(
      chase.steps.map((step) =>
        step.kind === 'chase'
          ? `${step.pass}:${step.row}:${step.presses.map((press) => press.col).join('')}`
          : `top:${step.presses.map((press) => press.col).join('')}`,
      ),
      ['1:0:01234', '1:1:04', '1:2:0134', '1:3:123', 'top:01', '2:0:2', '2:1:023', '2:2:024', '2:3:34'],
    );
    // The first chase leaves ■□□□■; the usual lookup table (glyphs swapped) says: press the first two cells of the top row.
    assert.deepEqual(chase.bottomRow, [1, 0, 0, 0, 1]);
    // Each step's board is the previous board with the step's presses.
    let board: Puzzle = allOn5;
    for (const step of chase.steps) {
      const pattern = new Uint8Array(25);
      for (const press of step.presses) pattern[press.row * 5 + press.col] = press.times;
      board = applyPresses(board, pattern);
      assert.deepEqual(Array.from(board.grid), step.board);
    }
    assert.ok(isSolved(board));
  });

  it('shows the lookup table for 5 wide, with the row this board leaves marked', () => {
    const teaching = teachingOf(teachingView(allOn5));
    assert.equal(teaching.lookup.kind, 'table');
    if (teaching.lookup.kind !== 'table') return;
    const rows = teaching.lookup.entries.map((entry) => `${entry.bottomRow.join('')} -> ${entry.topRow.join('')}`);
    // The usual table with ■ read as 0 (see docs/analysis.md: its glyphs are swapped).
    assert.deepEqual(rows, ['11100 -> 01000', '11011 -> 00100', '10110 -> 00001', '10001 -> 11000', '01101 -> 10000', '01010 -> 10010', '00111 -> 00010']);
    assert.equal(teaching.lookup.total, 7);
    assert.equal(teaching.lookup.match, 3);
  });

  it('gives the quiet patterns N2 and N1 and all four solutions of the all-on 5x5 board', () => {
    const teaching = teachingOf(teachingView(allOn5));
    assert.equal(teaching.quiet.kind, 'patterns');
    if (teaching.quiet.kind === 'patterns') {
      assert.equal(teaching.quiet.count, '4');
      assert.deepEqual(
        teaching.quiet.generators.map((generator) => generator.pattern.join('')),
        ['1010110101000001010110101', '0111010101110111010101110'],
      );
    }
    assert.equal(teaching.solutions.kind, 'solutions');
    if (teaching.solutions.kind === 'solutions') {
      assert.equal(teaching.solutions.count, '4');
      assert.deepEqual(
        teaching.solutions.solutions?.map((solution) => solution.total),
        [15, 15, 15, 15],
      );
      for (const solution of teaching.solutions.solutions ?? []) assert.ok(isSolved(applyPresses(allOn5, solution.presses)));
    }
  });

  it('lists no solutions past the limit, and none for an unsolvable board', () => {
    // The all-on 9x9 board has 256 solutions, the 11x11 one 64.
    const many = teachingOf(teachingView(createPuzzle(plain(9, 9), 1)));
    assert.deepEqual(many.solutions, { kind: 'solutions', count: '256', solutions: null, limit: MAX_LISTED_SOLUTIONS });
    const listed = teachingOf(teachingView(createPuzzle(plain(11, 11), 1)));
    assert.equal(listed.solutions.kind === 'solutions' && listed.solutions.solutions?.length, 64);
    const corner = createPuzzle(plain(4, 4));
    corner.grid[0] = 1;
    const unsolvable = teachingOf(teachingView(corner));
    assert.deepEqual(unsolvable.solutions, { kind: 'solutions', count: '0', solutions: [], limit: MAX_LISTED_SOLUTIONS });
    assert.ok(unsolvable.chase.kind === 'walkthrough' && unsolvable.chase.outcome === 'unsolvable');
  });

  it('explains the press rule in its own section: the sigma game on 5x5 and the classic sigma-plus game', () => {
    const sigma = teachingOf(
      teachingView(
        createPuzzle(
          {
            rows: 5,
            columns: 5,
            states: 2,
            objective: 0,
            topology: 'plain',
            neighbourhood: [
              [-1, 0],
              [1, 0],
              [0, -1],
              [0, 1],
            ],
          },
          1,
        ),
      ),
    );
    assert.equal(sigma.rules.kind, 'rules');
    const sigmaText = sigma.rules.kind === 'rules' ? sigma.rules.paragraphs.join(' ') : '';
    assert.match(sigmaText, /the sigma game/);
    assert.match(sigmaText, /rank 20 and nullity 5/);
    assert.match(sigmaText, /exactly 1 board in 32 = 2\^5 can be solved/);
    const classic = teachingOf(teachingView(createPuzzle({ rows: 5, columns: 5, states: 2, objective: 0, topology: 'plain' }, 1)));
    const classicText = classic.rules.kind === 'rules' ? classic.rules.paragraphs.join(' ') : '';
    assert.match(classicText, /rank 23 and nullity 2/);
  });

  it('explains what is missing on torus boards, wide boards and boards over the limit', () => {
    const torus = teachingOf(teachingView({ ...createPuzzle(plain(4, 4), 1), topology: 'torus' }));
    assert.equal(torus.chase.kind, 'unavailable');
    const plainOnly =
      'Light chasing needs a plain board: on a torus (whose edges wrap around) or a hex board, a press also changes rows that are already done.';
    assert.deepEqual(torus.chase, { kind: 'unavailable', reason: plainOnly });
    assert.deepEqual(torus.lookup, { kind: 'unavailable', reason: `The bottom-row table is part of light chasing. ${plainOnly}` });
    assert.equal(torus.quiet.kind, 'patterns');
    const wide = teachingOf(teachingView(createPuzzle(plain(2, 16), 1)));
    assert.ok(wide.chase.kind === 'walkthrough' && wide.chase.outcome !== 'solved');
    assert.equal(wide.lookup.kind, 'unavailable');
    assert.deepEqual(wide.lookup, {
      kind: 'unavailable',
      reason:
        'The table is found by trying every way to press the top row: 65,536 ways on this board, more than the 4096 the panel tries (a board 12 columns wide with lights that are on or off).',
    });
    const side = Math.ceil(Math.sqrt(MAX_TEACHING_CELLS + 1));
    assert.equal(side, 21);
    const large = teachingView(createPuzzle(plain(side, side), 1));
    assert.deepEqual(large, { kind: 'unavailable', reason: 'The Learn panel covers boards of up to 400 cells; this board has 441 (21 rows of 21 cells).' });
  });

  it('walks boards with more states: presses below each cell off the objective, as many times as needed', () => {
    const puzzle = puzzleFromRows({ states: 3, objective: 1, topology: 'plain' }, [
      [0, 2, 1],
      [1, 1, 0],
      [2, 1, 1],
    ]);
    const teaching = teachingOf(teachingView(puzzle));
    assert.equal(teaching.chase.kind, 'walkthrough');
    if (teaching.chase.kind !== 'walkthrough') return;
    assert.deepEqual(teaching.chase.steps[0], {
      kind: 'chase',
      pass: 1,
      row: 0,
      presses: [
        { row: 1, col: 0, times: 1 },
        { row: 1, col: 1, times: 2 },
      ],
      board: Array.from(applyPresses(puzzle, [0, 0, 0, 1, 2, 0, 0, 0, 0]).grid),
    });
    const solvable = solvePuzzle(puzzle).solvable;
    assert.equal(teaching.chase.outcome === 'solved' || teaching.chase.outcome === 'solvedByChase', solvable);
  });

  it('explains the press rule in the display language (French bundle), and in English again without it', () => {
    const classic = createPuzzle(plain(5, 5), 1);
    const english = pressRulesParagraphs(classic, pressRules(classic))[0];
    assert.equal(
      english,
      'Here a press changes the cell and the cells above, below, left and right of it: the classic rule, which mathematicians call the sigma-plus game (σ+).',
    );
    useL10nBundle(readStringTable('l10n/bundle.l10n.fr.json'));
    try {
      assert.equal(
        pressRulesParagraphs(classic, pressRules(classic))[0],
        'Ici, un appui change la case et les cases au-dessus, en dessous, à gauche et à droite : la règle classique, que les mathématiciens appellent le jeu sigma-plus (σ+).',
      );
    } finally {
      useL10nBundle(undefined);
    }
    assert.equal(pressRulesParagraphs(classic, pressRules(classic))[0], english);
  });
});
