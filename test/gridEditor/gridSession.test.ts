import * as assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseLights, type ParseResult } from '../../src/core/format/format';
import { applyTextEdits, type TextEdit } from '../../src/core/format/formatEdits';
import type { Puzzle } from '../../src/core/puzzle';
import { documentState } from '../../src/gridEditor/documentState';
import { GridSession, type DocumentPort } from '../../src/gridEditor/gridSession';
import { pressEdits } from '../../src/gridEditor/gridIntents';
import { OffThreadParse, ParseCancelledError, parsesOffThread } from '../../src/gridEditor/offThreadParse';
import { solvePuzzle } from '../../src/solvers/internal/solvePuzzle';
import { SolveCancelledError, SolverMemoryError, type SolveOptions, type SolveProgress, type SolveResult, type Solver } from '../../src/solvers/types';
import { MAX_EDITOR_CELLS, type HostMessage } from '../../src/protocol/protocol';
import { waitUntil } from '../support/waitUntil';

const allOn3 = 'rows = 3\ncolumns = 3\ngrid = """\n1 1 1\n1 1 1\n1 1 1\n"""\n';

/** An in-memory TextDocument: versions, dirty state, edits, a saved copy. */
class FakeDocument implements DocumentPort {
  version = 1;
  saved: string | null;
  acceptEdits = true;
  readonly applied: TextEdit[][] = [];
  constructor(public text: string) {
    this.saved = text;
  }
  get isDirty(): boolean {
    return this.text !== this.saved;
  }
  getText(): string {
    return this.text;
  }
  async applyEdits(edits: readonly TextEdit[]): Promise<boolean> {
    if (!this.acceptEdits) return false;
    this.applied.push([...edits]);
    this.text = applyTextEdits(this.text, edits);
    this.version++;
    return true;
  }
}

type ParseOffThread = (document: object, text: string) => Promise<ParseResult>;

function setup(
  text = allOn3,
  solver: Solver = { name: 'internal', solve: async (puzzle) => solvePuzzle(puzzle) },
  parseOffThread: ParseOffThread = () => assert.fail('a small text is parsed on the host thread'),
  minimumTimeoutMs?: number,
) {
  const document = new FakeDocument(text);
  const posted: HostMessage[] = [];
  const logs: string[] = [];
  const session = new GridSession(
    document,
    { post: (message) => posted.push(message) },
    {
      solver: () => ({ solver, label: 'internal' }),
      log: { info: (m) => logs.push(`info ${m}`), error: (m) => logs.push(`error ${m}`) },
      openAsText: (line?: number, column?: number) => logs.push(line === undefined ? 'openAsText' : `openAsText ${line}:${column}`),
      undoRedo: (which: 'undo' | 'redo') => logs.push(which),
      playStatusChanged: (status) => logs.push(`playStatus ${JSON.stringify(status)}`),
      randomSeed: () => 'seed',
      progressDelayMs: 5,
      parseOffThread,
      ...(minimumTimeoutMs === undefined ? {} : { minimumTimeoutMs }),
    },
  );
  return { document, posted, logs, session };
}

/** Lets pending promise callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

function last<T extends HostMessage['type']>(posted: HostMessage[], type: T): Extract<HostMessage, { type: T }> {
  const found = posted.filter((message) => message.type === type).pop();
  assert.ok(found, `no ${type} message`);
  return found as Extract<HostMessage, { type: T }>;
}

describe('editor: grid session (fake panel and document)', () => {
  it('waits for ready, then sends the document', async () => {
    const { session, posted } = setup();
    session.documentChanged();
    assert.equal(posted.length, 0);
    await session.handle({ type: 'ready' });
    const message = last(posted, 'document');
    assert.equal(message.version, 1);
    assert.equal(message.dirty, false);
    assert.equal(message.state.kind, 'puzzle');
    if (message.state.kind === 'puzzle') assert.deepEqual(message.state.puzzle.grid, Uint8Array.from([1, 1, 1, 1, 1, 1, 1, 1, 1]));
  });

  it('turns a setup press into one minimal edit of that cell only and re-sends the changed row', async () => {
    const { session, posted, document } = setup();
    await session.handle({ type: 'ready' });
    await session.handle({ type: 'press', row: 0, col: 0, delta: 1 });
    assert.deepEqual(document.applied, [[{ start: 32, end: 33, newText: '0' }]]);
    assert.equal(document.text, 'rows = 3\ncolumns = 3\ngrid = """\n0 1 1\n1 1 1\n1 1 1\n"""\n');
    session.documentChanged();
    assert.deepEqual(last(posted, 'rows'), {
      type: 'rows',
      version: 2,
      baseVersion: 1,
      dirty: true,
      rows: Uint32Array.from([0]),
      cells: Uint8Array.from([0, 1, 1]),
      warnings: [],
    });
  });

  it('answers requests about a play position without touching the document', async () => {
    const { session, posted, document } = setup();
    await session.handle({ type: 'ready' });
    // Pressing the centre of the all-on 3x3 board leaves the four corners on.
    const position = { presses: [{ row: 1, col: 1, delta: 1 as const }] };
    await session.handle({ type: 'solve', requestId: 4, purpose: 'solution', position });
    await session.handle({ type: 'hint', requestId: 5, position });
    await session.handle({ type: 'path', requestId: 6, position });
    assert.equal(document.applied.length, 0);
    const answer = last(posted, 'solveResult');
    assert.ok(answer.outcome.ok && answer.outcome.solution.solvable);
    if (answer.outcome.ok) assert.equal(answer.outcome.solution.totalPresses, 4);
    const path = last(posted, 'pathResult').path;
    assert.equal(path.kind, 'path');
    if (path.kind === 'path') assert.deepEqual(path.board.grid, Uint8Array.from([1, 0, 1, 0, 0, 0, 1, 0, 1]));
    // A press off the board is refused in words.
    await session.handle({ type: 'solve', requestId: 7, purpose: 'solution', position: { presses: [{ row: 5, col: 0, delta: 1 }] } });
    assert.deepEqual(last(posted, 'solveResult').outcome, { ok: false, message: 'a press at row 6, column 1 lies outside the 3 × 3 board' });
  });

  it('keeps a play position as one edit, only over the version it was played on', async () => {
    const { session, posted, document } = setup();
    await session.handle({ type: 'ready' });
    const position = {
      presses: [
        { row: 0, col: 0, delta: 1 as const },
        { row: 2, col: 2, delta: 1 as const },
      ],
    };
    await session.handle({ type: 'keepPosition', version: 1, position });
    assert.equal(document.applied.length, 1);
    assert.equal(document.text, 'rows = 3\ncolumns = 3\ngrid = """\n0 0 1\n0 1 0\n1 0 0\n"""\n');
    await session.handle({ type: 'keepPosition', version: 1, position });
    assert.equal(document.applied.length, 1);
    assert.match(last(posted, 'notice').message, /changed in the meantime/);
  });

  it('passes Setup’s Undo and Redo to VS Code, the game’s status to the host, and opens the text at a place', async () => {
    const { session, logs } = setup();
    await session.handle({ type: 'ready' });
    await session.handle({ type: 'undoEdit' });
    await session.handle({ type: 'redoEdit' });
    await session.handle({ type: 'playStatus', status: { playing: true, canUndo: false, canRedo: false } });
    await session.handle({ type: 'openAsText', line: 4, column: 3 });
    assert.deepEqual(logs.slice(-4), ['undo', 'redo', 'playStatus {"playing":true,"canUndo":false,"canRedo":false}', 'openAsText 4:3']);
    assert.deepEqual(session.playStatus, { playing: true, canUndo: false, canRedo: false });
  });

  it('applies quick presses one after another against the latest text', async () => {
    const { session, document } = setup();
    await session.handle({ type: 'ready' });
    await Promise.all([
      session.handle({ type: 'press', row: 0, col: 0, delta: 1 }),
      session.handle({ type: 'press', row: 0, col: 0, delta: 1 }),
      session.handle({ type: 'press', row: 2, col: 2, delta: -1 }),
    ]);
    assert.equal(document.text, 'rows = 3\ncolumns = 3\ngrid = """\n1 1 1\n1 1 1\n1 1 0\n"""\n');
  });

  it('never writes to a document whose text does not parse, and says why', async () => {
    const broken = 'rows = 3\ncolumns = 3\ngrid = """\n1 1\n"""\n';
    const { session, posted, document } = setup(broken);
    await session.handle({ type: 'ready' });
    assert.equal(last(posted, 'document').state.kind, 'invalid');
    await session.handle({ type: 'press', row: 0, col: 0, delta: 1 });
    await session.handle({ type: 'randomize' });
    await session.handle({ type: 'reshape', changes: { rows: 4 } });
    assert.equal(document.text, broken);
    assert.equal(document.applied.length, 0);
    assert.match(last(posted, 'notice').message, /text has errors/);
  });

  it('solves and answers with the request id and version', async () => {
    const { session, posted, logs } = setup();
    await session.handle({ type: 'ready' });
    await session.handle({ type: 'solve', requestId: 7, purpose: 'solution' });
    const answer = last(posted, 'solveResult');
    assert.equal(answer.requestId, 7);
    assert.equal(answer.version, 1);
    assert.ok(answer.outcome.ok);
    if (answer.outcome.ok) {
      assert.equal(answer.outcome.solution.totalPresses, 5);
      assert.deepEqual(answer.outcome.solution.presses, Uint8Array.from([1, 0, 1, 0, 1, 0, 1, 0, 1]));
      assert.equal(answer.outcome.solution.solutionCount, '1');
    }
    assert.ok(logs.some((line) => /^info solve 3x3, 2 states, plain: internal engine, .* 5 presses \(minimal\), 1 solutions$/.test(line)));
  });

  it('shows the engine’s first solution of a Solve at once (solveFirst), before the fewest presses, and not for a baseline', async () => {
    // 5x5 all-on: 4 solutions, so the engine searches them and reports its first one.
    const fiveByFive = `rows = 5\ncolumns = 5\ngrid = """\n${'1 1 1 1 1\n'.repeat(5)}"""\n`;
    const solver: Solver = { name: 'internal', solve: async (puzzle, options) => solvePuzzle(puzzle, options) };
    const { session, posted } = setup(fiveByFive, solver);
    await session.handle({ type: 'ready' });
    await session.handle({ type: 'solve', requestId: 3, purpose: 'solution' });
    const first = last(posted, 'solveFirst');
    const answer = last(posted, 'solveResult');
    assert.ok(posted.indexOf(first) < posted.indexOf(answer));
    assert.equal(first.requestId, 3);
    assert.equal(first.version, 1);
    assert.equal(first.solution.minimal, false);
    assert.equal(first.solution.lowerBound, null);
    assert.equal(first.solution.solutionCount, '4');
    assert.ok(first.solution.presses instanceof Uint8Array && first.solution.presses.length === 25);
    assert.equal(
      first.solution.totalPresses,
      first.solution.presses.reduce((sum, value) => sum + value, 0),
    );
    assert.ok(answer.outcome.ok && answer.outcome.solution.minimal && answer.outcome.solution.totalPresses === 15);
    await session.handle({ type: 'solve', requestId: 4, purpose: 'baseline' });
    assert.equal(posted.filter((message) => message.type === 'solveFirst').length, 1, 'a baseline solve shows no solution');
  });

  it('reports a solver failure as a failed solve, changing nothing', async () => {
    const failing: Solver = {
      name: 'internal',
      solve: async () => {
        throw new Error('boom');
      },
    };
    const { session, posted, document } = setup(allOn3, failing);
    await session.handle({ type: 'ready' });
    await session.handle({ type: 'solve', requestId: 1, purpose: 'solution' });
    const answer = last(posted, 'solveResult');
    assert.deepEqual(answer.outcome, { ok: false, message: 'The internal engine failed: boom' });
    assert.equal(document.applied.length, 0);
  });

  it('answers a solve for an outdated version with that version, so the webview shows it stale', async () => {
    let release: () => void = () => {};
    const slow: Solver = {
      name: 'internal',
      solve: (puzzle: Puzzle) =>
        new Promise((resolve) => {
          release = () => resolve(solvePuzzle(puzzle));
        }),
    };
    const { session, posted } = setup(allOn3, slow);
    await session.handle({ type: 'ready' });
    const solving = session.handle({ type: 'solve', requestId: 3, purpose: 'solution' });
    await session.handle({ type: 'press', row: 1, col: 1, delta: 1 });
    release();
    await solving;
    const answer = last(posted, 'solveResult');
    assert.equal(answer.version, 1);
    session.documentChanged();
    assert.equal(last(posted, 'rows').version, 2);
  });

  it('reports progress for slow solves and cancels on request, changing nothing', async () => {
    const cancellable: Solver = {
      name: 'internal',
      solve: (_puzzle: Puzzle, options?: SolveOptions) =>
        new Promise((_resolve, reject) => options?.signal?.addEventListener('abort', () => reject(new SolveCancelledError()))),
    };
    const { session, posted, document } = setup(allOn3, cancellable);
    await session.handle({ type: 'ready' });
    const solving = session.handle({ type: 'solve', requestId: 9, purpose: 'solution' });
    await waitUntil(() => posted.some((message) => message.type === 'progress'));
    assert.deepEqual(last(posted, 'progress'), { type: 'progress', requestId: 9, message: 'Solving the 3x3 board with the internal engine…' });
    await session.handle({ type: 'cancel', requestId: 9 });
    await solving;
    assert.deepEqual(last(posted, 'solveResult').outcome, { ok: false, message: 'Cancelled.' });
    assert.equal(document.applied.length, 0);
    assert.equal(document.text, allOn3);
  });

  it('cancels a solve that reports progress: the progress reaches the panel, the cancel changes no document', async () => {
    const reports: SolveProgress[] = [
      { phase: 'system', fraction: 0.25 },
      { phase: 'system', fraction: 1 },
      { phase: 'minimum', fraction: 0.101, bestTotal: 661, lowerBound: 540 },
      // The same whole percent, best and bound: nothing new to show.
      { phase: 'minimum', fraction: 0.104, bestTotal: 661, lowerBound: 540 },
      { phase: 'minimum', fraction: 0.5, bestTotal: 600, lowerBound: 561 },
    ];
    let report: (progress: SolveProgress) => void = () => {};
    let options: SolveOptions | undefined;
    const searching: Solver = {
      name: 'internal',
      solve: (_puzzle: Puzzle, given?: SolveOptions) =>
        new Promise((_resolve, reject) => {
          options = given;
          report = (progress) => given?.onProgress?.(progress);
          given?.signal?.addEventListener('abort', () => reject(new SolveCancelledError()));
          // Reported at once, before the progress delay: it shows when the delay is over.
          report(reports[0]);
        }),
    };
    const { session, posted, document } = setup(allOn3, searching, undefined, 2500);
    await session.handle({ type: 'ready' });
    const solving = session.handle({ type: 'solve', requestId: 9, purpose: 'solution' });
    await waitUntil(() => options !== undefined);
    assert.equal(options?.minimumTimeoutMs, 2500, 'the search gets the configured time');
    await waitUntil(() => posted.some((message) => message.type === 'progress'));
    for (const progress of reports.slice(1)) report(progress);
    const message = 'Solving the 3x3 board with the internal engine…';
    assert.deepEqual(
      posted.filter((posting) => posting.type === 'progress'),
      [
        { type: 'progress', requestId: 9, message, solve: { phase: 'system', fraction: 0.25 } },
        { type: 'progress', requestId: 9, message, solve: { phase: 'system', fraction: 1 } },
        { type: 'progress', requestId: 9, message, solve: { phase: 'minimum', fraction: 0.101, bestTotal: 661, lowerBound: 540 } },
        { type: 'progress', requestId: 9, message, solve: { phase: 'minimum', fraction: 0.5, bestTotal: 600, lowerBound: 561 } },
      ],
    );
    await session.handle({ type: 'cancel', requestId: 9 });
    await solving;
    report({ phase: 'minimum', fraction: 0.9, bestTotal: 570, lowerBound: 561 });
    assert.equal(posted.filter((posting) => posting.type === 'progress').length, 4, 'no progress after the end');
    assert.deepEqual(last(posted, 'solveResult').outcome, { ok: false, message: 'Cancelled.' });
    assert.equal(document.applied.length, 0);
    assert.equal(document.text, allOn3);
  });

  it('passes the proof of an unsolvable board to the webview as a typed array, with Solve and with Hint', async () => {
    // The 2x3 board with three states and one cell at 1: the weights 1 0 2 / 2 0 1 prove it unsolvable.
    const text = 'rows = 2\ncolumns = 3\nstates = 3\ngrid = """\n1 0 0\n0 0 0\n"""\n';
    const unsolvable: SolveResult = {
      solvable: false,
      presses: null,
      totalPresses: null,
      minimal: false,
      lowerBound: null,
      solutionCount: 0n,
      quietPatterns: null,
      certificate: Uint8Array.from([1, 0, 2, 2, 0, 1]),
      solver: 'internal',
      elapsedMs: 1,
    };
    const { session, posted, document } = setup(text, { name: 'internal', solve: async () => unsolvable });
    await session.handle({ type: 'ready' });
    await session.handle({ type: 'solve', requestId: 1, purpose: 'solution' });
    const answer = last(posted, 'solveResult');
    assert.ok(answer.outcome.ok);
    if (answer.outcome.ok) {
      assert.equal(answer.outcome.solution.solvable, false);
      assert.ok(answer.outcome.solution.certificate instanceof Uint8Array);
      assert.deepEqual(Array.from(answer.outcome.solution.certificate), [1, 0, 2, 2, 0, 1]);
      assert.equal(answer.outcome.solution.lowerBound, null);
    }
    await session.handle({ type: 'hint', requestId: 2 });
    const hint = last(posted, 'hintResult').hint;
    assert.equal(hint.kind, 'unsolvable');
    if (hint.kind === 'unsolvable') {
      assert.ok(hint.certificate instanceof Uint8Array);
      assert.deepEqual(Array.from(hint.certificate), [1, 0, 2, 2, 0, 1]);
    }
    assert.equal(document.applied.length, 0);
  });

  it('passes a lower bound and the search time of a minimum it could not prove', async () => {
    const notProven: Solver = {
      name: 'internal',
      solve: async (puzzle) => ({
        ...solvePuzzle(puzzle),
        presses: Uint8Array.from([1, 1, 1, 1, 1, 1, 1, 1, 1]),
        totalPresses: 9,
        minimal: false,
        lowerBound: 4,
      }),
    };
    const { session, posted } = setup(allOn3, notProven, undefined, 1500);
    await session.handle({ type: 'ready' });
    await session.handle({ type: 'solve', requestId: 3, purpose: 'solution' });
    const answer = last(posted, 'solveResult');
    assert.ok(answer.outcome.ok);
    if (answer.outcome.ok) {
      const { totalPresses, minimal, lowerBound, minimumTimeoutMs } = answer.outcome.solution;
      assert.deepEqual({ totalPresses, minimal, lowerBound, minimumTimeoutMs }, { totalPresses: 9, minimal: false, lowerBound: 4, minimumTimeoutMs: 1500 });
    }
  });

  it('says what memory a board too large for the engine needs, in the engine’s words', async () => {
    const tooLarge: Solver = {
      name: 'internal',
      solve: async () => {
        throw new SolverMemoryError('A 100000x100000 board needs about 1.2 TB of memory to solve.', 1.2e12);
      },
    };
    const { session, posted, document, logs } = setup(allOn3, tooLarge);
    await session.handle({ type: 'ready' });
    await session.handle({ type: 'solve', requestId: 4, purpose: 'solution' });
    assert.deepEqual(last(posted, 'solveResult').outcome, { ok: false, message: 'A 100000x100000 board needs about 1.2 TB of memory to solve.' });
    assert.equal(document.applied.length, 0);
    assert.ok(!logs.some((line) => line.startsWith('error')), 'no engine failure is logged');
  });

  it('refuses a shape the core refuses (a PuzzleError) with its message, changing nothing', async () => {
    const { session, posted, document } = setup();
    await session.handle({ type: 'ready' });
    await session.handle({ type: 'reshape', changes: { rows: 0 } });
    assert.deepEqual(last(posted, 'notice'), { type: 'notice', severity: 'error', message: 'rows must be an integer >= 1, got 0' });
    assert.equal(document.applied.length, 0);
  });

  it('gives a hint on a shortest path', async () => {
    const { session, posted } = setup();
    await session.handle({ type: 'ready' });
    await session.handle({ type: 'hint', requestId: 2 });
    assert.deepEqual(last(posted, 'hintResult').hint, { kind: 'press', row: 0, col: 0, remaining: 5, shortest: true });
  });

  it('delivers palette commands after ready and ignores malformed messages', async () => {
    const { session, posted, logs } = setup();
    session.sendCommand({ type: 'command', command: 'togglePlayMode' });
    assert.equal(posted.length, 0);
    await session.handle({ type: 'ready' });
    assert.deepEqual(posted.at(-1), { type: 'command', command: 'togglePlayMode' });
    await session.handle({ type: 'press', row: 'x' });
    await session.handle({ type: 'reshape', changes: { rows: 2.5 } });
    await session.handle({ type: 'press', row: 0, col: 0, delta: 2 });
    await session.handle({ type: 'solve', requestId: 1, purpose: 'solution', position: { presses: [{ row: 0, col: 0, delta: 0 }] } });
    await session.handle({ type: 'reset' });
    assert.equal(logs.filter((line) => line.startsWith('error ignored a malformed message')).length, 5);
  });

  it('tells the user when the editor refuses an edit', async () => {
    const { session, posted, document } = setup();
    document.acceptEdits = false;
    await session.handle({ type: 'ready' });
    await session.handle({ type: 'press', row: 0, col: 0, delta: 1 });
    assert.match(last(posted, 'notice').message, /did not accept/);
  });
});

/** The text of a 1001x1000 board with every cell on: just over the off-thread threshold. */
function largeBoard(): string {
  const row = Array.from({ length: 1000 }, () => '1').join(' ');
  return `rows = 1001\ncolumns = 1000\ngrid = """\n${`${row}\n`.repeat(1001)}"""\n`;
}

/** The large board with its first cell off. */
function changedLargeBoard(): string {
  return largeBoard().replace('grid = """\n1', 'grid = """\n0');
}

/** Off-thread parses that the test finishes: a newer one cancels the running one, as OffThreadParse does. */
function heldParses() {
  const held: { text: string; finish: () => void; rejected: boolean }[] = [];
  let cancelRunning: (() => void) | undefined;
  const parseOffThread: ParseOffThread = (_document, text) =>
    new Promise((resolve, reject) => {
      cancelRunning?.();
      const entry = { text, finish: () => resolve(parseLights(text)), rejected: false };
      cancelRunning = () => {
        entry.rejected = true;
        reject(new ParseCancelledError());
      };
      held.push(entry);
    });
  return { held, parseOffThread };
}

describe('editor: grid session with a document over the off-thread threshold', () => {
  const script = join(__dirname, '..', '..', '..', 'dist', 'parseWorker.js');

  it('posts the same document message, parsed in the worker', async () => {
    if (!existsSync(script)) throw new Error(`${script} is missing: build it first (node esbuild.js)`);
    const text = largeBoard();
    assert.ok(parsesOffThread(text));
    const runner = new OffThreadParse(script);
    let parsedInWorker = 0;
    const { session, posted } = setup(text, undefined, (document, source) => {
      parsedInWorker++;
      return runner.parse(document, source);
    });
    await session.handle({ type: 'ready' });
    assert.equal(posted.length, 0, 'nothing is posted while the worker parses');
    // The path request waits for the same parse, which is shared.
    await session.handle({ type: 'path', requestId: 1 });
    await settle();
    assert.equal(parsedInWorker, 1);
    assert.deepEqual(last(posted, 'document'), { type: 'document', version: 1, state: documentState(parseLights(text), MAX_EDITOR_CELLS), dirty: false });
    assert.equal(last(posted, 'pathResult').version, 1);
  });

  it('drops the parse of a version that a newer one superseded, and posts only the newest', async () => {
    const { held, parseOffThread } = heldParses();
    const { session, posted, document } = setup(largeBoard(), undefined, parseOffThread);
    await session.handle({ type: 'ready' });
    assert.equal(held.length, 1);
    document.text = changedLargeBoard();
    document.version = 2;
    session.documentChanged();
    await settle();
    assert.equal(held.length, 2);
    assert.equal(held[0].rejected, true, 'the older parse was cancelled');
    held[1].finish();
    await settle();
    const documents = posted.filter((message) => message.type === 'document');
    assert.equal(documents.length, 1);
    assert.equal(documents[0].version, 2);
    const state = last(posted, 'document').state;
    assert.ok(state.kind === 'puzzle' && state.puzzle.grid[0] === 0);
  });

  it('drops a parse that finishes after the text changed again', async () => {
    const { held, parseOffThread } = heldParses();
    const { session, posted, document } = setup(largeBoard(), undefined, parseOffThread);
    await session.handle({ type: 'ready' });
    document.text = changedLargeBoard();
    document.version = 2;
    held[0].finish();
    await settle();
    assert.equal(posted.filter((message) => message.type === 'document').length, 0, 'the result for version 1 is dropped');
    assert.equal(held.length, 2, 'the current version is parsed instead');
    held[1].finish();
    await settle();
    assert.equal(last(posted, 'document').version, 2);
  });

  it('edits a large board after its parse, with the same edits as an in-process parse', async () => {
    const text = largeBoard();
    const { held, parseOffThread } = heldParses();
    const { session, document } = setup(text, undefined, parseOffThread);
    const pressing = session.handle({ type: 'press', row: 1000, col: 999, delta: 1 });
    await settle();
    assert.equal(document.applied.length, 0, 'the edit waits for the parse');
    held[0].finish();
    await pressing;
    const inProcess = parseLights(text);
    assert.ok(inProcess.ok);
    assert.deepEqual(document.applied, [pressEdits(text, inProcess, 1000, 999, 1, false)]);
  });

  it('cancels a solve whose parse is still running', async () => {
    const { held, parseOffThread } = heldParses();
    const { session, posted } = setup(largeBoard(), undefined, parseOffThread);
    const solving = session.handle({ type: 'solve', requestId: 8, purpose: 'solution' });
    await settle();
    await session.handle({ type: 'cancel', requestId: 8 });
    held[0].finish();
    await solving;
    assert.deepEqual(last(posted, 'solveResult').outcome, { ok: false, message: 'Cancelled.' });
  });
});
