import * as assert from 'node:assert/strict';
import { applyTextEdits, type TextEdit } from '../../src/core/format/formatEdits';
import { parseLights, printLights } from '../../src/core/format/format';
import { applyPresses, createPuzzle, isSolved, type BoardShape, type Puzzle } from '../../src/core/puzzle';
import { puzzleFromRows } from '../support/puzzleRows';
import { GridSession, type DocumentPort } from '../../src/gridEditor/gridSession';
import { solutionPathView } from '../../src/gridEditor/solutionPathView';
import { MAX_LISTED_SOLUTIONS, teachingView } from '../../src/gridEditor/teachingView';
import { shapeDifficultyScale } from '../../src/analysis/difficultyDistribution';
import { solvePuzzle } from '../../src/solvers/internal/solvePuzzle';
import {
  isWebviewMessage,
  MAX_DIFFICULTY_CELLS,
  MAX_PATH_VIEW_CELLS,
  MAX_TEACHING_CELLS,
  type HostMessage,
  type TeachingView,
} from '../../src/protocol/protocol';

/** An in-memory TextDocument (as in gridSession.test.ts). */
class FakeDocument implements DocumentPort {
  version = 1;
  readonly applied: TextEdit[][] = [];
  constructor(public text: string) {}
  get isDirty(): boolean {
    return false;
  }
  getText(): string {
    return this.text;
  }
  async applyEdits(edits: readonly TextEdit[]): Promise<boolean> {
    this.applied.push([...edits]);
    this.text = applyTextEdits(this.text, edits);
    this.version++;
    return true;
  }
  async savedText(): Promise<string | null> {
    return this.text;
  }
}

const plain = (rows: number, columns: number, states = 2, objective = 0): BoardShape => ({ rows, columns, states, objective, topology: 'plain' });

function textOf(puzzle: Puzzle): string {
  return printLights({ puzzle, version: 1, extra: {} });
}

function setup(text: string, seed = 'seed') {
  const document = new FakeDocument(text);
  const posted: HostMessage[] = [];
  const logs: string[] = [];
  const session = new GridSession(
    document,
    { post: (message) => posted.push(message) },
    {
      solver: () => ({ solver: { name: 'internal', solve: async (puzzle) => solvePuzzle(puzzle) }, label: 'internal' }),
      log: { info: (m) => logs.push(`info ${m}`), error: (m) => logs.push(`error ${m}`) },
      openAsText: () => {},
      randomSeed: () => seed,
    },
  );
  return { document, posted, logs, session };
}

function last<T extends HostMessage['type']>(posted: HostMessage[], type: T): Extract<HostMessage, { type: T }> {
  const found = posted.filter((message) => message.type === type).pop();
  assert.ok(found, `no ${type} message`);
  return found as Extract<HostMessage, { type: T }>;
}

function teachingOf(view: TeachingView): Extract<TeachingView, { kind: 'teaching' }> {
  assert.equal(view.kind, 'teaching', view.kind === 'unavailable' ? view.reason : '');
  return view as Extract<TeachingView, { kind: 'teaching' }>;
}

const allOn5 = createPuzzle(plain(5, 5), 1);
const allOn3 = createPuzzle(plain(3, 3), 1);

describe('editor: teaching and solution path requests (fake panel and document)', () => {
  it('answers a path request with the web game lines of the all-on 3x3 board, the request id and the version', async () => {
    const { session, posted } = setup(textOf(allOn3));
    await session.handle({ type: 'ready' });
    await session.handle({ type: 'path', requestId: 4 });
    const answer = last(posted, 'pathResult');
    assert.equal(answer.requestId, 4);
    assert.equal(answer.version, 1);
    assert.equal(answer.path.kind, 'path');
    if (answer.path.kind !== 'path') return;
    assert.deepEqual(
      answer.path.moves.map((move) => `${move.state}: (${move.row}, ${move.col})`),
      ['1ff: (2, 2)', '5f: (2, 0)', '97: (1, 1)', '2d: (0, 2)', 'b: (0, 0)'],
    );
    assert.equal(answer.path.minimal, true);
    assert.equal(answer.path.webGameOrder, true);
    assert.deepEqual(answer.path.board.grid, new Uint8Array(9).fill(1));
  });

  it('answers a path request about a play position for the board after its presses', async () => {
    const { session, posted, document } = setup(textOf(allOn3));
    await session.handle({ type: 'ready' });
    await session.handle({ type: 'path', requestId: 2, position: { presses: [{ row: 2, col: 2, delta: 1 }] } });
    const answer = last(posted, 'pathResult');
    // Play never edits the document: the answer is about the document's version with the presses on top.
    assert.equal(answer.version, 1);
    assert.equal(document.applied.length, 0);
    assert.ok(answer.path.kind === 'path');
    if (answer.path.kind === 'path')
      assert.deepEqual(
        answer.path.moves.map((move) => move.state),
        ['5f', '97', '2d', 'b'],
      );
  });

  it('says when the board is solved, cannot be solved, too large or the text is broken', () => {
    const solved = solutionPathView(createPuzzle(plain(4, 4)));
    assert.ok(solved.kind === 'path' && solved.moves.length === 0);
    // On 4x4 a single lit corner cannot be cleared.
    const corner = createPuzzle(plain(4, 4));
    corner.grid[0] = 1;
    assert.equal(solutionPathView(corner).kind, 'unsolvable');
    const large = solutionPathView(createPuzzle(plain(40, 40), 1));
    assert.equal(large.kind, 'unavailable');
    assert.equal(MAX_PATH_VIEW_CELLS, 1024);
    assert.deepEqual(large, {
      kind: 'unavailable',
      reason: 'The path is listed for boards of up to 1024 cells; this board has 1600 (40 rows of 40 cells). Solve shows which cells to press.',
    });
  });

  it('answers requests for a broken text with the reason, and logs nothing as an error', async () => {
    const { session, posted, logs } = setup('rows = 3\ncolumns = 3\ngrid = """\n1 1\n"""\n');
    await session.handle({ type: 'ready' });
    await session.handle({ type: 'path', requestId: 1 });
    await session.handle({ type: 'teaching', requestId: 2 });
    assert.deepEqual(last(posted, 'pathResult').path, { kind: 'unavailable', reason: 'The text has errors; fix them first (Open as Text).' });
    assert.deepEqual(last(posted, 'teachingResult').teaching, { kind: 'unavailable', reason: 'The text has errors; fix them first (Open as Text).' });
    assert.deepEqual(
      logs.filter((line) => line.startsWith('error')),
      [],
    );
  });

  it('walks the all-on 5x5 board through the spec method: chase, table, top row, chase again', async () => {
    const { session, posted } = setup(textOf(allOn5));
    await session.handle({ type: 'ready' });
    await session.handle({ type: 'teaching', requestId: 9 });
    const answer = last(posted, 'teachingResult');
    assert.equal(answer.requestId, 9);
    assert.equal(answer.version, 1);
    const teaching = teachingOf(answer.teaching);
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
    // The first chase leaves ■□□□■; the spec's table (glyphs swapped) says: press the first two cells of the top row.
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

  it('shows the spec lookup table for 5 wide, with the row this board leaves marked', () => {
    const teaching = teachingOf(teachingView(allOn5));
    assert.equal(teaching.lookup.kind, 'table');
    if (teaching.lookup.kind !== 'table') return;
    const rows = teaching.lookup.entries.map((entry) => `${entry.bottomRow.join('')} -> ${entry.topRow.join('')}`);
    // The spec's table with ■ read as 0 (see docs/analysis.md: its glyphs are swapped).
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

  it('randomizes with a difficulty: the file records it with a minimum in its range of the board', async () => {
    // Easy, medium and hard are thirds of the board's own puzzles: 5x5 has all three.
    for (const [difficulty, side] of [
      ['easy', 5],
      ['medium', 5],
      ['hard', 5],
      ['hard', 6],
    ] as const) {
      const { session, document } = setup(textOf(createPuzzle(plain(side, side))), `seed-${difficulty}`);
      await session.handle({ type: 'ready' });
      await session.handle({ type: 'randomize', difficulty });
      const parsed = parseLights(document.text);
      assert.ok(parsed.ok);
      if (!parsed.ok) return;
      assert.equal(parsed.document.difficulty, difficulty);
      const minMoves = parsed.document.minMoves ?? -1;
      const range = shapeDifficultyScale(plain(side, side))[difficulty];
      assert.ok(range !== null && minMoves >= range.min && minMoves <= range.max, `${difficulty}: ${minMoves}`);
      assert.equal(solvePuzzle(parsed.document.puzzle).totalPresses, minMoves);
    }
  });

  it('says when a board has no puzzle of the difficulty asked for, and records the one it made', async () => {
    // Every puzzle of a 1x2 board needs one move: it has no hard ones.
    const { session, document, posted } = setup(textOf(createPuzzle(plain(1, 2))));
    await session.handle({ type: 'ready' });
    await session.handle({ type: 'randomize', difficulty: 'hard' });
    const parsed = parseLights(document.text);
    assert.ok(parsed.ok);
    if (!parsed.ok) return;
    assert.equal(parsed.document.minMoves, 1);
    assert.equal(parsed.document.difficulty, 'medium');
    assert.equal(last(posted, 'notice').message, 'This board has no hard puzzle; the new one needs 1 move (medium), the closest found.');
  });

  it('refuses a difficulty on boards over the limit and randomizes without one there', async () => {
    const { session, document, posted } = setup(textOf(createPuzzle(plain(30, 30))));
    await session.handle({ type: 'ready' });
    await session.handle({ type: 'randomize', difficulty: 'easy' });
    assert.equal(document.applied.length, 0);
    assert.match(last(posted, 'notice').message, new RegExp(`at most ${MAX_DIFFICULTY_CELLS} cells; this 30x30 board has 900`));
    await session.handle({ type: 'randomize' });
    assert.equal(document.applied.length, 1);
  });

  it('checks the new messages from the webview', () => {
    assert.equal(isWebviewMessage({ type: 'randomize', difficulty: 'medium' }), true);
    assert.equal(isWebviewMessage({ type: 'randomize', difficulty: 'extreme' }), false);
    assert.equal(isWebviewMessage({ type: 'path', requestId: 3 }), true);
    assert.equal(isWebviewMessage({ type: 'path' }), false);
    assert.equal(isWebviewMessage({ type: 'teaching', requestId: 1.5 }), false);
  });
});
