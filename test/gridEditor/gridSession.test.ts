import * as assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { shapeDifficultyScale } from '../../src/analysis/difficultyDistribution';
import { generatePuzzle, type GeneratedPuzzle } from '../../src/analysis/generatePuzzle';
import { parseLights } from '../../src/core/format/formatRead';
import { printLights } from '../../src/core/format/formatWrite';
import type { ParseResult } from '../../src/core/format/formatDocument';
import { applyTextEdits, type TextEdit } from '../../src/core/format/formatEdits';
import type { TextChange, TextSource } from '../../src/core/format/formatIncremental';
import { createPuzzle, type BoardShape, type Puzzle } from '../../src/core/puzzle';
import type { DistributionShape } from '../../src/analysis/difficultyDistribution';
import type { DifficultyScale } from '../../src/domain/difficultyScale';
import { gridDigest } from '../../src/domain/gridDigest';
import type { BoardWork, BoardWorkOptions, GenerationRequest } from '../../src/gridEditor/boardWork';
import { documentState } from '../../src/gridEditor/documentState';
import { clampedNotice, GridSession, type DocumentPort, type SessionServices } from '../../src/gridEditor/gridSession';
import { pressEdits } from '../../src/gridEditor/gridIntents';
import type { ShareChoice, ShareUi } from '../../src/gridEditor/puzzleShare';
import { readSharedPuzzle } from '../../src/core/puzzleId/puzzleLink';
import { teachingView } from '../../src/gridEditor/teachingView';
import type { ProgressNotice } from '../../src/host/delayedProgress';
import { OffThreadParse, ParseCancelledError, parsesOffThread } from '../../src/host/offThreadParse';
import { solvePuzzle } from '../../src/solvers/internal/solvePuzzle';
import { SolveCancelledError, SolverMemoryError, type SolveOptions, type SolveProgress, type SolveResult, type Solver } from '../../src/solvers/types';
import {
  isWebviewMessage,
  MAX_DIFFICULTY_CELLS,
  MAX_EDITOR_CELLS,
  type BoardContextView,
  type HostMessage,
  type PlayPosition,
  type SolutionPathView,
} from '../../src/protocol/protocol';
import { waitUntil } from '../support/waitUntil';
import { bruteForceApplyPresses, bruteForceSolve } from '../support/bruteForce';
import { useL10nBundle } from '../../src/domain/l10n';
import { readStringTable } from '../l10n/localisationFiles';

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
  randomSeed = 'seed',
  extraServices: Partial<SessionServices> = {},
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
      randomSeed: () => randomSeed,
      progressDelayMs: 5,
      parseOffThread,
      ...(minimumTimeoutMs === undefined ? {} : { minimumTimeoutMs }),
      ...extraServices,
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

const plain = (rows: number, columns: number, states = 2, objective = 0): BoardShape => ({ rows, columns, states, objective, topology: 'plain' });

function textOf(puzzle: Puzzle): string {
  return printLights({ puzzle, version: 1, extra: {} });
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
      unproven: null,
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
    const state = documentState(parseLights(text), MAX_EDITOR_CELLS);
    assert.ok(state.kind === 'puzzle');
    // With the grid's digest, worked out in the worker beside the parse.
    assert.deepEqual(last(posted, 'document'), { type: 'document', version: 1, state, dirty: false, gridDigest: { ...gridDigest(state.puzzle.grid) } });
    assert.equal(last(posted, 'pathResult').version, 1);
  });

  it('posts the document to the first page as soon as it is parsed, before the page says ready, and then only what changed', async () => {
    const { held, parseOffThread } = heldParses();
    const text = largeBoard();
    const { session, posted, document } = setup(text, undefined, parseOffThread);
    session.prepare();
    await settle();
    assert.equal(posted.length, 0, 'nothing before the parse ends');
    held[0].finish();
    await settle();
    assert.deepEqual(posted, [{ type: 'document', version: 1, state: documentState(parseLights(text), MAX_EDITOR_CELLS), dirty: false }]);
    // The page says ready (it has the document, or gets it next): nothing changed, so the rows message is empty.
    await session.handle({ type: 'ready' });
    assert.equal(held.length, 1, 'the parse is not run again');
    assert.deepEqual(
      posted.filter((message) => message.type === 'document' || message.type === 'rows'),
      [posted[0], { type: 'rows', version: 1, baseVersion: 1, dirty: false, rows: new Uint32Array(0), cells: new Uint8Array(0), warnings: [] }],
    );
    // A page that missed the early document asks for it again.
    await session.handle({ type: 'resync' });
    assert.deepEqual(last(posted, 'document'), posted[0]);
    assert.equal(document.version, 1, 'opening never edits the document');
  });

  it('sends a change made before the first page says ready as the rows that changed since the early document', async () => {
    const { session, posted, document } = setup();
    session.prepare();
    await settle();
    assert.equal(last(posted, 'document').version, 1);
    document.text = allOn3.replace('grid = """\n1', 'grid = """\n0');
    document.version = 2;
    session.documentChanged([]);
    await settle();
    const change = last(posted, 'rows');
    assert.deepEqual([change.baseVersion, change.version, Array.from(change.rows), Array.from(change.cells)], [1, 2, [0], [0, 1, 1]]);
    await session.handle({ type: 'ready' });
    assert.equal(posted.filter((message) => message.type === 'document').length, 1, 'the whole document went once');
    assert.deepEqual(Array.from(last(posted, 'rows').rows), []);
  });

  it('posts nothing early when the page said ready first, or after the panel was hidden: ready gets the whole document', async () => {
    const first = heldParses();
    const early = setup(largeBoard(), undefined, first.parseOffThread);
    early.session.prepare();
    await early.session.handle({ type: 'ready' });
    first.held[0].finish();
    await settle();
    assert.deepEqual(
      early.posted.map((message) => message.type),
      ['document'],
    );

    const second = heldParses();
    const hidden = setup(largeBoard(), undefined, second.parseOffThread);
    hidden.session.prepare();
    hidden.session.webviewHidden();
    second.held[0].finish();
    await settle();
    assert.equal(hidden.posted.length, 0, 'a hidden panel has no page to post to');
    await hidden.session.handle({ type: 'ready' });
    assert.deepEqual(
      hidden.posted.map((message) => message.type),
      ['document'],
    );

    // The first page had the early document, then the panel was hidden: the new page gets the whole document.
    const { session, posted } = setup();
    session.prepare();
    await settle();
    await session.handle({ type: 'ready' });
    session.webviewHidden();
    await session.handle({ type: 'ready' });
    assert.deepEqual(
      posted.map((message) => message.type).filter((type) => type === 'document' || type === 'rows'),
      ['document', 'rows', 'document'],
    );
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

describe('editor: grid session path, teaching and randomize requests (fake panel and document)', () => {
  it('answers a path request with the web game lines of the all-on 3x3 board, the request id and the version', async () => {
    const { session, posted } = setup(allOn3);
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
    const { session, posted, document } = setup(allOn3);
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

  it('randomizes with a difficulty: the file records it with a minimum in its range of the board', async () => {
    // Easy, medium and hard are thirds of the board's own puzzles: 5x5 has all three.
    for (const [difficulty, side] of [
      ['easy', 5],
      ['medium', 5],
      ['hard', 5],
      ['hard', 6],
    ] as const) {
      const { session, document } = setup(textOf(createPuzzle(plain(side, side))), undefined, undefined, undefined, `seed-${difficulty}`);
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

  it('words the notice of a difficulty it could not meet in the display language (French bundle), and in English again without it', () => {
    const made = { minMoves: 9, difficulty: 'medium' } as const;
    useL10nBundle(readStringTable('l10n/bundle.l10n.fr.json'));
    try {
      assert.equal(clampedNotice('hard', made), 'Cette grille n’a pas de puzzle difficile ; le nouveau demande 9 coups (moyen), le plus proche trouvé.');
    } finally {
      useL10nBundle(undefined);
    }
    assert.equal(clampedNotice('hard', made), 'This board has no hard puzzle; the new one needs 9 moves (medium), the closest found.');
  });

  it('reads the randomize, path and teaching messages of the webview only when well formed', () => {
    assert.equal(isWebviewMessage({ type: 'randomize', difficulty: 'medium' }), true);
    assert.equal(isWebviewMessage({ type: 'randomize', difficulty: 'extreme' }), false);
    assert.equal(isWebviewMessage({ type: 'path', requestId: 3 }), true);
    assert.equal(isWebviewMessage({ type: 'path' }), false);
    assert.equal(isWebviewMessage({ type: 'teaching', requestId: 1.5 }), false);
  });

  it('answers a teaching request with the Learn panel data of the board, the request id and the version', async () => {
    const allOn5 = createPuzzle(plain(5, 5), 1);
    const { session, posted } = setup(textOf(allOn5));
    await session.handle({ type: 'ready' });
    await session.handle({ type: 'teaching', requestId: 9 });
    const answer = last(posted, 'teachingResult');
    assert.equal(answer.requestId, 9);
    assert.equal(answer.version, 1);
    assert.deepEqual(answer.teaching, teachingView(allOn5));
  });
});

/** A board worker that runs nothing until the test lets it: each call waits for `finish` or its signal. */
class FakeBoardWork implements BoardWork {
  readonly generations: { shape: BoardShape; request: GenerationRequest; options: BoardWorkOptions; finish: (generated: GeneratedPuzzle) => void }[] = [];
  readonly paths: { puzzle: Puzzle; options: BoardWorkOptions; finish: (path: SolutionPathView) => void }[] = [];
  generate(shape: BoardShape, request: GenerationRequest, options: BoardWorkOptions = {}): Promise<GeneratedPuzzle> {
    return new Promise((resolve, reject) => {
      options.signal?.addEventListener('abort', () => reject(new SolveCancelledError()));
      this.generations.push({ shape, request, options, finish: resolve });
    });
  }
  readonly scales: {
    shape: DistributionShape;
    options: BoardWorkOptions;
    finish: (scale: DifficultyScale) => void;
    fail: (error: Error) => void;
  }[] = [];
  solutionPath(puzzle: Puzzle, options: BoardWorkOptions = {}): Promise<SolutionPathView> {
    return new Promise((resolve, reject) => {
      options.signal?.addEventListener('abort', () => reject(new SolveCancelledError()));
      this.paths.push({ puzzle, options, finish: resolve });
    });
  }
  difficultyScale(shape: DistributionShape, options: BoardWorkOptions = {}): Promise<DifficultyScale> {
    return new Promise((resolve, reject) => {
      options.signal?.addEventListener('abort', () => reject(new SolveCancelledError()));
      this.scales.push({ shape, options, finish: resolve, fail: reject });
    });
  }
  dispose(): void {}
}

function progressSetup() {
  const document = new FakeDocument(allOn3);
  const posted: HostMessage[] = [];
  const logs: string[] = [];
  const notices: { title: string; cancel: () => void; events: string[] }[] = [];
  const boardWork = new FakeBoardWork();
  const session = new GridSession(
    document,
    { post: (message) => posted.push(message) },
    {
      solver: () => ({ solver: { name: 'internal', solve: async (puzzle) => solvePuzzle(puzzle) }, label: 'internal' }),
      log: { info: (m) => logs.push(`info ${m}`), error: (m) => logs.push(`error ${m}`) },
      openAsText: () => undefined,
      randomSeed: () => 'seed',
      progressDelayMs: 0,
      boardWork,
      showProgress: (title, cancel): ProgressNotice => {
        const notice = { title, cancel, events: [] as string[] };
        notices.push(notice);
        return { report: (message) => notice.events.push(message), close: () => notice.events.push('closed') };
      },
    },
  );
  return { document, posted, logs, notices, boardWork, session };
}

describe('editor: grid session progress and cancel (fake board worker, fake notice)', () => {
  it('Randomize hard shows a notice with the generator’s steps; its Cancel ends the work and leaves the document alone', async () => {
    const { document, logs, notices, boardWork, session } = progressSetup();
    await session.handle({ type: 'ready' });
    const randomizing = session.handle({ type: 'randomize', difficulty: 'hard' });
    await waitUntil(() => boardWork.generations.length === 1 && notices.length === 1);
    const [generation] = boardWork.generations;
    assert.deepEqual(generation.request, { seed: 'seed', rate: true, difficulty: 'hard' });
    generation.options.onProgress?.({ stage: 'solve', solve: 2, budget: 200 });
    assert.equal(notices[0].title, 'Generating a hard 3x3 puzzle');
    assert.deepEqual(notices[0].events, ['Checking candidate 2 of at most 200 for its fewest moves…']);
    notices[0].cancel();
    await randomizing;
    assert.equal(generation.options.signal?.aborted, true);
    assert.deepEqual(document.applied, []);
    assert.equal(document.text, allOn3);
    assert.deepEqual(notices[0].events.slice(-1), ['closed']);
    assert.ok(logs.includes('info randomize 3x3 hard: cancelled'), logs.join('\n'));
  });

  it('Randomize writes the worker’s board as one edit, and drops it when the text changed meanwhile', async () => {
    const { document, posted, boardWork, session } = progressSetup();
    await session.handle({ type: 'ready' });
    const parsed = parseLights(allOn3);
    assert.ok(parsed.ok);
    const generated = generatePuzzle(parsed.document.puzzle, { seed: 'seed', rate: true, difficulty: 'hard' });
    const first = session.handle({ type: 'randomize', difficulty: 'hard' });
    await waitUntil(() => boardWork.generations.length === 1);
    boardWork.generations[0].finish(generated);
    await first;
    assert.equal(document.applied.length, 1);
    const written = parseLights(document.text);
    assert.ok(written.ok);
    assert.deepEqual(written.document.puzzle.grid, generated.puzzle.grid);
    assert.equal(written.document.difficulty, 'hard');

    const second = session.handle({ type: 'randomize', difficulty: 'hard' });
    await waitUntil(() => boardWork.generations.length === 2);
    await session.handle({ type: 'press', row: 0, col: 0, delta: 1 });
    boardWork.generations[1].finish(generated);
    await second;
    assert.equal(document.applied.length, 2, 'the press is the only later edit');
    const notice = posted.filter((message) => message.type === 'notice').pop();
    assert.deepEqual(notice, {
      type: 'notice',
      severity: 'error',
      message: 'The puzzle changed while a new one was being made, so it was not replaced. Randomize again.',
    });
  });

  it('Show Solution Path posts progress for the panel’s Cancel, whose cancel ends the worker and posts no path', async () => {
    const { document, posted, boardWork, session } = progressSetup();
    await session.handle({ type: 'ready' });
    const asking = session.handle({ type: 'path', requestId: 7 });
    await waitUntil(() => boardWork.paths.length === 1 && posted.some((message) => message.type === 'progress'));
    assert.deepEqual(
      posted.find((message) => message.type === 'progress'),
      { type: 'progress', requestId: 7, message: 'Finding a shortest sequence of presses…' },
    );
    await session.handle({ type: 'cancel', requestId: 7 });
    await asking;
    assert.equal(boardWork.paths[0].options.signal?.aborted, true);
    assert.equal(posted.filter((message) => message.type === 'pathResult').length, 0);
    assert.deepEqual(document.applied, []);
  });

  it('Show Solution Path answers with the worker’s path', async () => {
    const { posted, boardWork, session } = progressSetup();
    await session.handle({ type: 'ready' });
    const asking = session.handle({ type: 'path', requestId: 8 });
    await waitUntil(() => boardWork.paths.length === 1);
    assert.deepEqual(boardWork.paths[0].puzzle.grid, Uint8Array.from([1, 1, 1, 1, 1, 1, 1, 1, 1]));
    boardWork.paths[0].finish({ kind: 'unavailable', reason: 'from the worker' });
    await asking;
    assert.deepEqual(posted.filter((message) => message.type === 'pathResult').pop(), {
      type: 'pathResult',
      requestId: 8,
      version: 1,
      path: { kind: 'unavailable', reason: 'from the worker' },
    });
  });

  it('closing the panel cancels a running generation', async () => {
    const { document, boardWork, session } = progressSetup();
    await session.handle({ type: 'ready' });
    const randomizing = session.handle({ type: 'randomize', difficulty: 'easy' });
    await waitUntil(() => boardWork.generations.length === 1);
    session.dispose();
    await randomizing;
    assert.equal(boardWork.generations[0].options.signal?.aborted, true);
    assert.deepEqual(document.applied, []);
  });
});

/** A 3x4 board of 3 states with two holes and the x neighbourhood (diagonals), titled by its user. */
const holed3x4 = `version = 2
title = "My board"
rows = 3
columns = 4
states = 3
neighbourhood = "x"
grid = """
. 1 0 2
0 1 2 0
2 0 1 .
"""
`;

/** The board of a `.lights` text. */
function boardOf(text: string): Puzzle {
  const parsed = parseLights(text);
  assert.ok(parsed.ok);
  return parsed.document.puzzle;
}

/** The board a play position reaches, pressed by the brute-force oracle (not by src/core). */
function oracleBoard(board: Puzzle, position: Required<PlayPosition>): Puzzle {
  const counts = new Int32Array(board.rows * board.columns);
  for (const { row, col, delta } of position.presses) counts[row * board.columns + col] += delta;
  return { ...board, grid: bruteForceApplyPresses({ ...board, grid: position.start }, counts) };
}

describe('editor: grid session New game (the document is never edited)', () => {
  it('answers a solvable board of the document’s shape, holes and rules, and leaves the file as it was', async () => {
    const { session, posted, document } = setup(holed3x4);
    await session.handle({ type: 'ready' });
    await session.handle({ type: 'newGame', requestId: 3 });
    const answer = last(posted, 'newGameResult');
    assert.equal(answer.requestId, 3);
    assert.equal(answer.version, 1);
    assert.ok(answer.outcome.ok, JSON.stringify(answer.outcome));
    if (!answer.outcome.ok) return;
    const board = boardOf(holed3x4);
    const { grid, minMoves } = answer.outcome;
    assert.equal(grid.length, 12);
    assert.ok(grid.every((value) => value < 3));
    assert.equal(grid[0], 0, 'a hole holds 0');
    assert.equal(grid[11], 0, 'a hole holds 0');
    // The brute-force oracle on the same board (holes and the x rule) proves it solvable in minMoves.
    const oracle = bruteForceSolve({ ...board, grid });
    assert.ok(oracle.solvable);
    assert.equal(minMoves, oracle.minTotal);
    assert.equal(answer.outcome.clamped, false);
    assert.equal(document.text, holed3x4);
    assert.deepEqual(document.applied, []);
    assert.equal(document.isDirty, false);
    assert.equal(document.version, 1);
  });

  it('makes a new game of the difficulty asked for, as Randomize would, without writing it', async () => {
    const five = textOf(createPuzzle(plain(5, 5)));
    const { session, posted, document } = setup(five, undefined, undefined, undefined, 'seed-hard');
    await session.handle({ type: 'ready' });
    await session.handle({ type: 'newGame', requestId: 1, difficulty: 'hard' });
    const { outcome } = last(posted, 'newGameResult');
    assert.ok(outcome.ok);
    if (!outcome.ok) return;
    const range = shapeDifficultyScale(plain(5, 5)).hard;
    assert.equal(outcome.difficulty, 'hard');
    assert.ok(range !== null && outcome.minMoves !== null && outcome.minMoves >= range.min && outcome.minMoves <= range.max, String(outcome.minMoves));
    assert.equal(solvePuzzle({ ...plain(5, 5), grid: outcome.grid }).totalPresses, outcome.minMoves);
    assert.equal(document.text, five);
    assert.deepEqual(document.applied, []);
    // Randomize, on the same route with the same seed, writes the same board into the file.
    await session.handle({ type: 'randomize', difficulty: 'hard' });
    assert.deepEqual(boardOf(document.text).grid, outcome.grid);
  });

  it('answers the closest board, marked clamped, when the board has no puzzle of the difficulty asked for', async () => {
    const { session, posted, document } = setup(textOf(createPuzzle(plain(1, 2))));
    await session.handle({ type: 'ready' });
    await session.handle({ type: 'newGame', requestId: 2, difficulty: 'hard' });
    const { outcome } = last(posted, 'newGameResult');
    assert.ok(outcome.ok);
    if (outcome.ok)
      assert.deepEqual(
        { minMoves: outcome.minMoves, difficulty: outcome.difficulty, clamped: outcome.clamped },
        { minMoves: 1, difficulty: 'medium', clamped: true },
      );
    assert.deepEqual(document.applied, []);
  });

  it('answers why there is no new game: a text with errors, a difficulty on a board over the limit', async () => {
    const broken = setup('rows = 3\ncolumns = 3\ngrid = """\n1 1\n"""\n');
    await broken.session.handle({ type: 'ready' });
    await broken.session.handle({ type: 'newGame', requestId: 5 });
    assert.deepEqual(last(broken.posted, 'newGameResult'), {
      type: 'newGameResult',
      requestId: 5,
      version: 1,
      outcome: { ok: false, message: 'The text has errors; fix them first (Open as Text).' },
    });
    const large = setup(textOf(createPuzzle(plain(30, 30))));
    await large.session.handle({ type: 'ready' });
    await large.session.handle({ type: 'newGame', requestId: 6, difficulty: 'easy' });
    const refused = last(large.posted, 'newGameResult').outcome;
    assert.ok(!refused.ok);
    if (!refused.ok) assert.match(refused.message, new RegExp(`at most ${MAX_DIFFICULTY_CELLS} cells; this 30x30 board has 900`));
    for (const { document } of [broken, large]) assert.deepEqual(document.applied, []);
  });

  it('reads newGame, gameWon and nextLevel only when well formed', () => {
    assert.equal(isWebviewMessage({ type: 'newGame', requestId: 1, difficulty: 'easy' }), true);
    assert.equal(isWebviewMessage({ type: 'newGame', requestId: 1, difficulty: 'extreme' }), false);
    assert.equal(isWebviewMessage({ type: 'newGame' }), false);
    assert.equal(isWebviewMessage({ type: 'gameWon', moves: 7 }), true);
    assert.equal(isWebviewMessage({ type: 'gameWon', moves: -1 }), false);
    assert.equal(isWebviewMessage({ type: 'nextLevel' }), true);
  });
});

describe('editor: grid session New game in the board worker (fake board worker, fake notice)', () => {
  it('runs on Randomize’s route: the same request and notice; the panel’s cancel answers "Cancelled." and edits nothing', async () => {
    const { document, posted, logs, notices, boardWork, session } = progressSetup();
    await session.handle({ type: 'ready' });
    const starting = session.handle({ type: 'newGame', requestId: 9, difficulty: 'hard' });
    await waitUntil(() => boardWork.generations.length === 1 && notices.length === 1);
    assert.deepEqual(boardWork.generations[0].request, { seed: 'seed', rate: true, difficulty: 'hard' });
    assert.equal(notices[0].title, 'Generating a hard 3x3 puzzle');
    await session.handle({ type: 'cancel', requestId: 9 });
    await starting;
    assert.equal(boardWork.generations[0].options.signal?.aborted, true);
    assert.deepEqual(last(posted, 'newGameResult'), { type: 'newGameResult', requestId: 9, version: 1, outcome: { ok: false, message: 'Cancelled.' } });
    assert.ok(logs.includes('info new game 3x3 hard: cancelled'), logs.join('\n'));
    assert.deepEqual(document.applied, []);
    assert.equal(document.text, allOn3);
  });

  it('answers with the worker’s board, for the version it was made for', async () => {
    const { document, posted, boardWork, session } = progressSetup();
    await session.handle({ type: 'ready' });
    const parsed = parseLights(allOn3);
    assert.ok(parsed.ok);
    const generated = generatePuzzle(parsed.document.puzzle, { seed: 'seed', rate: true });
    const starting = session.handle({ type: 'newGame', requestId: 4 });
    await waitUntil(() => boardWork.generations.length === 1);
    boardWork.generations[0].finish(generated);
    await starting;
    assert.deepEqual(last(posted, 'newGameResult'), {
      type: 'newGameResult',
      requestId: 4,
      version: 1,
      outcome: {
        ok: true,
        grid: generated.puzzle.grid,
        minMoves: generated.minMoves,
        clamped: false,
        ...(generated.difficulty ? { difficulty: generated.difficulty } : {}),
      },
    });
    assert.deepEqual(document.applied, []);
  });

  it('closing the panel cancels a new game, which answers nothing', async () => {
    const { posted, boardWork, session } = progressSetup();
    await session.handle({ type: 'ready' });
    const starting = session.handle({ type: 'newGame', requestId: 2, difficulty: 'easy' });
    await waitUntil(() => boardWork.generations.length === 1);
    session.dispose();
    await starting;
    assert.equal(boardWork.generations[0].options.signal?.aborted, true);
    assert.equal(posted.filter((message) => message.type === 'newGameResult').length, 0);
  });
});

describe('editor: grid session requests about a New game’s position (start board)', () => {
  const start = Uint8Array.from([0, 2, 2, 1, 1, 0, 0, 2, 1, 0, 2, 0]);
  const position = {
    start,
    presses: [
      { row: 0, col: 1, delta: 1 as const },
      { row: 2, col: 0, delta: -1 as const },
    ],
  };

  it('solves, hints and teaches the board played from the start, as the brute-force oracle finds it, without touching the document', async () => {
    const { session, posted, document } = setup(holed3x4);
    await session.handle({ type: 'ready' });
    const played = oracleBoard(boardOf(holed3x4), position);
    const oracle = bruteForceSolve(played);
    assert.ok(oracle.solvable && oracle.minTotal !== null && oracle.minTotal > 0);
    await session.handle({ type: 'solve', requestId: 1, purpose: 'solution', position });
    const solved = last(posted, 'solveResult').outcome;
    assert.ok(solved.ok);
    if (solved.ok) {
      assert.equal(solved.solution.minimal, true);
      assert.equal(solved.solution.totalPresses, oracle.minTotal);
      // Its presses take the played board (by the oracle's rules) to the goal.
      const presses = solved.solution.presses;
      assert.ok(presses !== null && bruteForceApplyPresses(played, presses).every((value) => value === 0));
    }
    await session.handle({ type: 'hint', requestId: 2, position });
    const hint = last(posted, 'hintResult').hint;
    assert.ok(hint.kind === 'press' && hint.remaining === oracle.minTotal, JSON.stringify(hint));
    await session.handle({ type: 'teaching', requestId: 3, position });
    assert.deepEqual(last(posted, 'teachingResult').teaching, teachingView(played));
    assert.equal(document.text, holed3x4);
    assert.deepEqual(document.applied, []);
  });

  it('finds the solution path of the board played from the start', async () => {
    const { session, posted } = setup(allOn3);
    await session.handle({ type: 'ready' });
    const fromStart = { start: Uint8Array.from([1, 0, 0, 0, 0, 0, 0, 0, 0]), presses: [{ row: 2, col: 2, delta: 1 as const }] };
    await session.handle({ type: 'path', requestId: 4, position: fromStart });
    const path = last(posted, 'pathResult').path;
    assert.equal(path.kind, 'path');
    if (path.kind === 'path') assert.deepEqual(path.board.grid, Uint8Array.from([1, 0, 0, 0, 0, 1, 0, 1, 1]));
  });

  it('refuses a start that does not fit the board in every request, in words, logging no error', async () => {
    const { session, posted, document, logs } = setup(holed3x4);
    await session.handle({ type: 'ready' });
    const bad = { start: Uint8Array.from([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]), presses: [] };
    const message = 'The new game has a state at row 1, column 1, which is a hole of this board. Start a new game.';
    await session.handle({ type: 'solve', requestId: 1, purpose: 'solution', position: bad });
    assert.deepEqual(last(posted, 'solveResult').outcome, { ok: false, message });
    await session.handle({ type: 'hint', requestId: 2, position: bad });
    assert.deepEqual(last(posted, 'hintResult').hint, { kind: 'error', message });
    await session.handle({ type: 'path', requestId: 3, position: bad });
    assert.deepEqual(last(posted, 'pathResult').path, { kind: 'unavailable', reason: message });
    await session.handle({ type: 'teaching', requestId: 4, position: bad });
    assert.deepEqual(last(posted, 'teachingResult').teaching, { kind: 'unavailable', reason: message });
    await session.handle({ type: 'keepPosition', version: 1, position: { start: new Uint8Array(9), presses: [] } });
    assert.deepEqual(last(posted, 'notice'), {
      type: 'notice',
      severity: 'error',
      message: 'The new game has 9 cells, but this 3 × 4 board has 12. Start a new game.',
    });
    assert.deepEqual(document.applied, []);
    assert.deepEqual(
      logs.filter((line) => line.startsWith('error')),
      [],
    );
  });

  it('keeps a New game as one edit: its start board with no presses, the board played from it with some', async () => {
    const { session, document } = setup(holed3x4);
    await session.handle({ type: 'ready' });
    await session.handle({ type: 'keepPosition', version: 1, position: { start, presses: [] } });
    assert.equal(document.applied.length, 1);
    const kept = parseLights(document.text);
    assert.ok(kept.ok);
    if (!kept.ok) return;
    assert.deepEqual(kept.document.puzzle.grid, start);
    assert.deepEqual(kept.document.puzzle.holes, boardOf(holed3x4).holes);
    assert.equal(kept.document.title, 'My board');
    await session.handle({ type: 'keepPosition', version: 2, position });
    assert.equal(document.applied.length, 2);
    assert.deepEqual(boardOf(document.text).grid, oracleBoard(boardOf(holed3x4), position).grid);
  });
});

/** A ShareUi that records what Share asks of it, picking the choice of `pickKind` (none: dismissed). */
function recordingShareUi(pickKind?: ShareChoice['kind']) {
  const calls: unknown[][] = [];
  const copied: string[] = [];
  const ui: ShareUi = {
    async pick(choices) {
      calls.push(['pick', choices.map((choice) => choice.kind)]);
      return choices.find((choice) => choice.kind === pickKind);
    },
    async copy(text) {
      copied.push(text);
    },
    info: (message) => calls.push(['info', message]),
    error: (message) => calls.push(['error', message]),
  };
  return { ui, calls, copied };
}

describe('editor: grid session Share (fake clipboard; the document is never edited)', () => {
  const start = Uint8Array.from([0, 2, 2, 1, 1, 0, 0, 2, 1, 0, 2, 0]);
  const presses = [
    { row: 0, col: 1, delta: 1 as const },
    { row: 2, col: 0, delta: -1 as const },
  ];

  it('copies the link of the document’s puzzle with its title at once in Setup and before a move', async () => {
    const { ui, calls, copied } = recordingShareUi('position');
    const { session, document, posted } = setup(holed3x4, undefined, undefined, undefined, undefined, { shareUi: ui });
    await session.handle({ type: 'ready' });
    await session.handle({ type: 'share', version: 1 });
    await session.handle({ type: 'share', version: 1, position: { presses: [] } });
    assert.deepEqual(calls, [
      ['info', 'Copied the link to this puzzle: it opens the puzzle in VS Code with Lights Out.'],
      ['info', 'Copied the link to this puzzle: it opens the puzzle in VS Code with Lights Out.'],
    ]);
    assert.equal(copied.length, 2);
    assert.match(copied[0], /^vscode:\/\/lights-out\.lights-out\/open\?id=3x4k3\./);
    assert.deepEqual(readSharedPuzzle(copied[0]), { puzzle: boardOf(holed3x4), title: 'My board' });
    assert.equal(copied[1], copied[0]);
    assert.deepEqual(document.applied, []);
    assert.deepEqual(
      posted.filter((message) => message.type === 'notice'),
      [],
    );
  });

  it('shares a Setup press already asked for: the link is of the board after it', async () => {
    const { ui, copied } = recordingShareUi();
    const { session } = setup(allOn3, undefined, undefined, undefined, undefined, { shareUi: ui });
    await session.handle({ type: 'ready' });
    const pressed = session.handle({ type: 'press', row: 0, col: 0, delta: 1 });
    await session.handle({ type: 'share', version: 1 });
    await pressed;
    assert.deepEqual(Array.from(readSharedPuzzle(copied[0]).puzzle.grid), [0, 1, 1, 1, 1, 1, 1, 1, 1]);
  });

  it('after moves asks which board: the start with the title, or the position as its own puzzle without one', async () => {
    const board = boardOf(holed3x4);
    const position = { presses };
    const toPosition = recordingShareUi('position');
    const first = setup(holed3x4, undefined, undefined, undefined, undefined, { shareUi: toPosition.ui });
    await first.session.handle({ type: 'ready' });
    await first.session.handle({ type: 'share', version: 1, position });
    assert.deepEqual(toPosition.calls, [
      ['pick', ['puzzle', 'position']],
      ['info', 'Copied the link to this position: it opens the position as a new puzzle in VS Code with Lights Out.'],
    ]);
    assert.deepEqual(readSharedPuzzle(toPosition.copied[0]), { puzzle: oracleBoard(board, { start: board.grid, presses }) });
    const toStart = recordingShareUi('puzzle');
    const second = setup(holed3x4, undefined, undefined, undefined, undefined, { shareUi: toStart.ui });
    await second.session.handle({ type: 'ready' });
    await second.session.handle({ type: 'share', version: 1, position });
    assert.deepEqual(readSharedPuzzle(toStart.copied[0]), { puzzle: board, title: 'My board' });
    const dismissed = recordingShareUi();
    const third = setup(holed3x4, undefined, undefined, undefined, undefined, { shareUi: dismissed.ui });
    await third.session.handle({ type: 'ready' });
    await third.session.handle({ type: 'share', version: 1, position });
    assert.deepEqual(dismissed.copied, []);
    for (const { document } of [first, second, third]) assert.deepEqual(document.applied, []);
  });

  it('shares a New game’s start without the file’s title, and its position played', async () => {
    const board = boardOf(holed3x4);
    const toStart = recordingShareUi('puzzle');
    const first = setup(holed3x4, undefined, undefined, undefined, undefined, { shareUi: toStart.ui });
    await first.session.handle({ type: 'ready' });
    await first.session.handle({ type: 'share', version: 1, position: { start, presses: [] } });
    assert.deepEqual(toStart.calls, [['info', 'Copied the link to this puzzle: it opens the puzzle in VS Code with Lights Out.']], 'no moves: no choice');
    assert.deepEqual(readSharedPuzzle(toStart.copied[0]), { puzzle: { ...board, grid: start } });
    await first.session.handle({ type: 'share', version: 1, position: { start, presses } });
    assert.deepEqual(readSharedPuzzle(toStart.copied[1]), { puzzle: { ...board, grid: start } });
    const toPosition = recordingShareUi('position');
    const second = setup(holed3x4, undefined, undefined, undefined, undefined, { shareUi: toPosition.ui });
    await second.session.handle({ type: 'ready' });
    await second.session.handle({ type: 'share', version: 1, position: { start, presses } });
    assert.deepEqual(readSharedPuzzle(toPosition.copied[0]), { puzzle: oracleBoard(board, { start, presses }) });
    for (const { document } of [first, second]) assert.deepEqual(document.applied, []);
  });

  it('says why nothing is copied: a board too large for an ID, a text with errors, a position of another version or off the board', async () => {
    const { ui, calls, copied } = recordingShareUi('position');
    let seed = 7;
    const noisy = createPuzzle(plain(250, 250));
    for (let index = 0; index < noisy.grid.length; index++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      noisy.grid[index] = (seed >> 16) & 1;
    }
    const { session, document } = setup(textOf(noisy), undefined, undefined, undefined, undefined, { shareUi: ui });
    await session.handle({ type: 'ready' });
    await session.handle({ type: 'share', version: 1 });
    await session.handle({ type: 'share', version: 1, position: { presses: [{ row: 0, col: 0, delta: 1 }] } });
    assert.deepEqual(calls, [
      ['error', 'The 250x250 puzzle is too large for an ID (at most 8000 characters): share the .lights file instead.'],
      ['error', 'The 250x250 puzzle is too large for an ID (at most 8000 characters): share the .lights file instead.'],
    ]);
    calls.length = 0;
    document.text = 'rows = 3\ncolumns = oops\n';
    document.version++;
    session.documentChanged();
    await session.handle({ type: 'share', version: 2 });
    document.text = allOn3;
    document.version++;
    session.documentChanged();
    await session.handle({ type: 'share', version: 2, position: { presses: [{ row: 0, col: 0, delta: 1 }] } });
    await session.handle({ type: 'share', version: 3, position: { presses: [{ row: 3, col: 0, delta: 1 }] } });
    assert.deepEqual(calls, [
      ['error', 'The text has errors, so there is no puzzle to share. Fix them in the text editor (Open as Text).'],
      ['error', 'The puzzle changed in the meantime, so this position was not shared. Share again from the new puzzle.'],
      ['error', 'a press at row 4, column 1 lies outside the 3 × 3 board'],
    ]);
    assert.deepEqual(copied, []);
    assert.deepEqual(document.applied, []);
  });

  it('reads share only when well formed, and without a clipboard only logs', async () => {
    const { session, logs } = setup();
    await session.handle({ type: 'ready' });
    await session.handle({ type: 'share', version: 1 });
    await session.handle({ type: 'share', version: 1, position: { presses: 'all' } });
    assert.deepEqual(
      logs.filter((line) => line.startsWith('error')).map((line) => line.slice(0, 30)),
      ['error share: no clipboard to c', 'error ignored a malformed mess'],
    );
  });
});

describe('editor: grid session Randomize in Setup and the services of levels', () => {
  it('Randomize keeps the title the user wrote and records the new board’s difficulty and fewest moves', async () => {
    const { session, document } = setup(holed3x4);
    await session.handle({ type: 'ready' });
    await session.handle({ type: 'randomize', difficulty: 'medium' });
    const written = parseLights(document.text);
    assert.ok(written.ok);
    if (!written.ok) return;
    assert.equal(written.document.title, 'My board');
    assert.equal(written.document.difficulty, 'medium');
    assert.equal(written.document.minMoves, bruteForceSolve(written.document.puzzle).minTotal);
  });

  it('Randomize titles a board without a title by what it made', async () => {
    const { session, document } = setup(allOn3);
    await session.handle({ type: 'ready' });
    await session.handle({ type: 'randomize' });
    const written = parseLights(document.text);
    assert.ok(written.ok);
    if (written.ok) assert.equal(written.document.title, `Random 3x3, ${written.document.difficulty} (${written.document.minMoves} moves)`);
  });

  it('posts where the board comes from after every ready and on postContext, and forwards a win and Next level', async () => {
    let context: BoardContextView = { kind: 'level', number: 3, count: 50, best: null, minMoves: 5 };
    const heard: string[] = [];
    const { session, posted } = setup(allOn3, undefined, undefined, undefined, 'seed', {
      boardContext: () => context,
      gameWon: (moves) => heard.push(`won ${moves}`),
      nextLevel: () => heard.push('next'),
    });
    session.postContext();
    assert.equal(posted.length, 0, 'nothing before the webview is ready');
    await session.handle({ type: 'ready' });
    const types = posted.map((message) => message.type);
    assert.ok(types.indexOf('document') < types.indexOf('context'));
    assert.deepEqual(last(posted, 'context'), { type: 'context', context });
    await session.handle({ type: 'gameWon', moves: 6 });
    await session.handle({ type: 'nextLevel' });
    assert.deepEqual(heard, ['won 6', 'next']);
    context = { ...context, best: 6 };
    session.postContext();
    assert.deepEqual(last(posted, 'context'), { type: 'context', context: { kind: 'level', number: 3, count: 50, best: 6, minMoves: 5 } });
    // A reloaded webview hears it again.
    session.webviewHidden();
    await session.handle({ type: 'ready' });
    assert.equal(posted.filter((message) => message.type === 'context').length, 3);
  });

  it('without the services, posts no context and lets a win and Next level pass', async () => {
    const { session, posted, logs, document } = setup();
    await session.handle({ type: 'ready' });
    session.postContext();
    await session.handle({ type: 'gameWon', moves: 5 });
    await session.handle({ type: 'nextLevel' });
    assert.equal(posted.filter((message) => message.type === 'context').length, 0);
    assert.deepEqual(
      logs.filter((line) => line.startsWith('error')),
      [],
    );
    assert.deepEqual(document.applied, []);
  });
});

const SIDE = 2000;
const STATES = 12;

/** A 2000x2000 board of twelve states, every cell 0, with a title: about 8 million characters. */
function bigBoard(): string {
  const row = Array.from({ length: SIDE }, () => '0').join(' ');
  return `title = "Big"\nrows = ${SIDE}\ncolumns = ${SIDE}\nstates = ${STATES}\ngrid = """\n${`${row}\n`.repeat(SIDE)}"""\n`;
}

/**
 * A TextDocument as VS Code keeps it: applying edits bumps the version and reports the changes
 * (last in the text first, each at offsets of the text before it) to the session. Counts reads
 * of the whole text.
 */
class ChangingDocument implements DocumentPort {
  version = 1;
  wholeReads = 0;
  session: GridSession | undefined;
  readonly applied: TextEdit[][] = [];
  /** The change that undoes each applied edit, last first. */
  readonly undo: TextChange[][] = [];
  readonly textSource: TextSource;
  constructor(public text: string) {
    const slice = (start: number, end: number): string => this.text.slice(start, end);
    const length = (): number => this.text.length;
    this.textSource = {
      get length() {
        return length();
      },
      slice,
    };
  }
  get isDirty(): boolean {
    return this.version > 1;
  }
  getText(): string {
    this.wholeReads++;
    return this.text;
  }
  async applyEdits(edits: readonly TextEdit[]): Promise<boolean> {
    this.applied.push([...edits]);
    let shift = 0;
    const undo: TextChange[] = [];
    for (const edit of [...edits].sort((a, b) => a.start - b.start)) {
      undo.push({ rangeOffset: edit.start + shift, rangeLength: edit.newText.length, text: this.text.slice(edit.start, edit.end) });
      shift += edit.newText.length - (edit.end - edit.start);
    }
    this.undo.push(undo.reverse());
    this.change(
      [...edits].sort((a, b) => b.start - a.start).map((edit) => ({ rangeOffset: edit.start, rangeLength: edit.end - edit.start, text: edit.newText })),
    );
    return true;
  }
  /** A change made outside the grid (typing, undo). */
  change(changes: readonly TextChange[]): void {
    for (const { rangeOffset, rangeLength, text } of changes) this.text = this.text.slice(0, rangeOffset) + text + this.text.slice(rangeOffset + rangeLength);
    this.version++;
    this.session?.documentChanged(changes);
  }
}

/** A deterministic stream of numbers in 0..1 (a linear congruential generator). */
function numbers(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function rowsSetup() {
  const document = new ChangingDocument(bigBoard());
  const posted: HostMessage[] = [];
  let offThreadParses = 0;
  const session = new GridSession(
    document,
    { post: (message) => posted.push(message) },
    {
      solver: () => assert.fail('no solve here'),
      log: { info: () => {}, error: (message) => assert.fail(message) },
      openAsText: () => {},
      randomSeed: () => 'seed',
      parseOffThread: (_key: object, text: string): Promise<ParseResult> => {
        offThreadParses++;
        return Promise.resolve(parseLights(text));
      },
    },
  );
  document.session = session;
  return { document, posted, session, offThreadParses: () => offThreadParses };
}

describe('editor: grid session on a 2000x2000 board (rows transport, incremental parse)', function () {
  this.timeout(60_000);

  it('turns a press into one small edit and posts only its row; 200 presses and an undo save the expected board', async () => {
    const { document, posted, session, offThreadParses } = rowsSetup();
    await session.handle({ type: 'ready' });
    await waitUntil(() => posted.length > 0);
    const first = posted[0];
    assert.ok(first.type === 'document' && first.state.kind === 'puzzle');
    assert.equal(offThreadParses(), 1);
    // What the webview would show: the first document, then each rows message applied to it.
    const shown = first.state.puzzle.grid.slice();
    const expected = new Uint8Array(SIDE * SIDE);
    const wholeReadsBefore = document.wholeReads;

    await session.handle({ type: 'press', row: 1234, col: 567, delta: -1 });
    expected[1234 * SIDE + 567] = STATES - 1;
    assert.equal(document.applied.length, 1);
    const [edit, ...others] = document.applied[0];
    assert.deepEqual(others, [], 'exactly one edit');
    assert.ok(edit.end - edit.start <= 2 && edit.newText.length <= 2 && !/[\r\n]/.test(edit.newText), JSON.stringify(edit));
    const message = posted.at(-1);
    assert.ok(message?.type === 'rows');
    assert.deepEqual(
      { version: message.version, baseVersion: message.baseVersion, dirty: message.dirty, rows: Array.from(message.rows) },
      { version: 2, baseVersion: 1, dirty: true, rows: [1234] },
    );
    assert.deepEqual(message.cells, expected.subarray(1234 * SIDE, 1235 * SIDE));
    shown.set(message.cells, 1234 * SIDE);

    const random = numbers(14);
    let lastPress: { index: number; before: number } | undefined;
    for (let press = 0; press < 200; press++) {
      const [row, col] = [Math.floor(random() * SIDE), Math.floor(random() * SIDE)];
      const delta = random() < 0.5 ? -1 : 1;
      const index = row * SIDE + col;
      lastPress = { index, before: expected[index] };
      expected[index] = (expected[index] + delta + STATES) % STATES;
      await session.handle({ type: 'press', row, col, delta });
      const [made] = document.applied.at(-1) ?? [];
      assert.ok(made.end - made.start <= 2 && made.newText.length <= 2, JSON.stringify(made));
      const rows = posted.at(-1);
      assert.ok(rows?.type === 'rows' && rows.rows.length <= 1);
      rows.rows.forEach((changed, at) => shown.set(rows.cells.subarray(at * SIDE, (at + 1) * SIDE), changed * SIDE));
    }
    // An undo: VS Code reverts the last edit's text.
    document.change(document.undo.at(-1) ?? assert.fail('an edit was made'));
    if (lastPress) expected[lastPress.index] = lastPress.before;
    const afterUndo = posted.at(-1);
    assert.ok(afterUndo?.type === 'rows');
    afterUndo.rows.forEach((changed, at) => shown.set(afterUndo.cells.subarray(at * SIDE, (at + 1) * SIDE), changed * SIDE));

    assert.equal(document.wholeReads, wholeReadsBefore, 'no press or change read the whole text');
    assert.equal(offThreadParses(), 1, 'every change was read from its row');
    assert.ok(document.applied.every((edits) => edits.length === 1));
    const saved = parseLights(document.text);
    assert.ok(saved.ok);
    assert.deepEqual(saved.document.puzzle.grid, expected);
    assert.deepEqual(shown, expected);
    const { parsed } = await session.parse();
    assert.deepStrictEqual(parsed, saved, 'the incremental parse is the full parse');
  });

  it('posts the whole document on resync, and when the title changes', async () => {
    const { document, posted, session } = rowsSetup();
    await session.handle({ type: 'ready' });
    await waitUntil(() => posted.length > 0);
    await session.handle({ type: 'press', row: 0, col: 0, delta: 1 });
    assert.equal(posted.at(-1)?.type, 'rows');
    await session.handle({ type: 'resync' });
    const resent = posted.at(-1);
    assert.ok(resent?.type === 'document' && resent.version === 2 && resent.state.kind === 'puzzle' && resent.state.puzzle.grid[0] === 1);
    const title = document.text.indexOf('Big');
    document.change([{ rangeOffset: title, rangeLength: 3, text: 'Bigger' }]);
    await waitUntil(() => posted.at(-1)?.type === 'document' && (posted.at(-1) as { version: number }).version === 3);
    const retitled = posted.at(-1);
    assert.ok(retitled?.type === 'document' && retitled.state.kind === 'puzzle');
    assert.equal(retitled.state.puzzle.title, 'Bigger');
    // Saving changes only the dirty state: rows with no rows.
    session.documentChanged();
    const saved = posted.at(-1);
    assert.ok(saved?.type === 'rows');
    assert.deepEqual([saved.version, saved.baseVersion, saved.rows.length, saved.cells.length], [3, 3, 0, 0]);
  });
});

describe('editor: grid session difficulty scale (fake board worker)', () => {
  const SCALE_3X3: DifficultyScale = { easy: { min: 1, max: 3 }, medium: { min: 4, max: 5 }, hard: { min: 6, max: 9 } };
  const SCALE_OTHER: DifficultyScale = { easy: { min: 1, max: 4 }, medium: { min: 5, max: 8 }, hard: { min: 9, max: 12 } };
  const broken = 'rows = 3\ncolumns = 3\ngrid = """\n1 1\n"""\n';

  function scaleSetup(text = allOn3) {
    const boardWork = new FakeBoardWork();
    return { ...setup(text, undefined, undefined, undefined, 'seed', { boardWork }), boardWork };
  }

  /** Replaces the document's text as an editor would: a new version, then the change event. */
  function retype(document: FakeDocument, session: GridSession, text: string): void {
    document.text = text;
    document.version++;
    session.documentChanged();
  }

  const scales = (posted: HostMessage[]) => posted.filter((message) => message.type === 'difficultyScale');

  it('follows the document with its shape’s scale from the board worker, asked once per shape', async () => {
    const { session, posted, boardWork, document } = scaleSetup();
    await session.handle({ type: 'ready' });
    assert.equal(boardWork.scales.length, 1);
    assert.deepEqual(boardWork.scales[0].shape, { rows: 3, columns: 3, states: 2, topology: 'plain' });
    assert.deepEqual(scales(posted), [], 'nothing before the worker answers');
    boardWork.scales[0].finish(SCALE_3X3);
    await settle();
    assert.deepEqual(posted.at(-1), { type: 'difficultyScale', version: 1, scale: SCALE_3X3 });
    assert.equal(
      posted.findIndex((message) => message.type === 'document'),
      0,
      'the document comes first',
    );

    // A press travels as rows: the shape is the same, nothing more is posted or asked.
    await session.handle({ type: 'press', row: 0, col: 0, delta: 1 });
    session.documentChanged();
    assert.equal(posted.at(-1)?.type, 'rows');
    // A new title posts the whole document again: the answer kept follows it at once, for its version.
    retype(document, session, `title = "Mine"\n${document.text}`);
    assert.equal(posted.at(-2)?.type, 'document');
    assert.deepEqual(posted.at(-1), { type: 'difficultyScale', version: 3, scale: SCALE_3X3 });
    // So do a new webview (hidden, then shown again) and a resync.
    session.webviewHidden();
    await session.handle({ type: 'ready' });
    assert.deepEqual(posted.at(-1), { type: 'difficultyScale', version: 3, scale: SCALE_3X3 });
    await session.handle({ type: 'resync' });
    assert.deepEqual(posted.at(-1), { type: 'difficultyScale', version: 3, scale: SCALE_3X3 });
    assert.equal(boardWork.scales.length, 1, 'one question for the one shape');
  });

  it('asks again for another shape (size, states, holes, neighbourhood), not for another objective', async () => {
    const { session, posted, boardWork, document } = scaleSetup();
    await session.handle({ type: 'ready' });
    boardWork.scales[0].finish(SCALE_3X3);
    await settle();
    retype(document, session, textOf({ ...createPuzzle(plain(3, 3, 2, 1)), grid: new Uint8Array(9) }));
    assert.equal(boardWork.scales.length, 1);
    assert.deepEqual(posted.at(-1), { type: 'difficultyScale', version: 2, scale: SCALE_3X3 });
    retype(document, session, holed3x4);
    assert.equal(boardWork.scales.length, 2);
    assert.deepEqual(boardWork.scales[1].shape, {
      rows: 3,
      columns: 4,
      states: 3,
      topology: 'plain',
      neighbourhood: boardOf(holed3x4).neighbourhood,
      holes: Uint8Array.from([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]),
    });
    assert.equal(posted.at(-1)?.type, 'document', 'the old shape’s scale is not posted for the new one');
    boardWork.scales[1].finish(SCALE_OTHER);
    await settle();
    assert.deepEqual(posted.at(-1), { type: 'difficultyScale', version: 3, scale: SCALE_OTHER });
  });

  it('cancels the question about a shape left before the answer, and never posts its answer', async () => {
    const { session, posted, boardWork, document } = scaleSetup();
    await session.handle({ type: 'ready' });
    retype(document, session, holed3x4);
    assert.equal(boardWork.scales.length, 2);
    assert.equal(boardWork.scales[0].options.signal?.aborted, true);
    assert.equal(boardWork.scales[1].options.signal?.aborted, false);
    boardWork.scales[0].finish(SCALE_3X3);
    await settle();
    assert.deepEqual(scales(posted), []);
    boardWork.scales[1].finish(SCALE_OTHER);
    await settle();
    assert.deepEqual(scales(posted), [{ type: 'difficultyScale', version: 2, scale: SCALE_OTHER }]);
  });

  it('posts no scale for a text with errors or a board over the limit, and the kept one when the shape comes back', async () => {
    const { session, posted, boardWork, document, logs } = scaleSetup();
    await session.handle({ type: 'ready' });
    retype(document, session, broken);
    // The answer for the shape shown before comes while the text has errors: kept, not posted.
    boardWork.scales[0].finish(SCALE_3X3);
    await settle();
    assert.deepEqual(scales(posted), []);
    retype(document, session, textOf(createPuzzle(plain(MAX_DIFFICULTY_CELLS / 20 + 1, 20))));
    assert.equal(posted.at(-1)?.type, 'document');
    assert.equal(boardWork.scales.length, 1, 'no question for a board over the limit');
    assert.deepEqual(scales(posted), []);
    retype(document, session, allOn3);
    assert.deepEqual(posted.at(-1), { type: 'difficultyScale', version: 4, scale: SCALE_3X3 });
    assert.equal(boardWork.scales.length, 1);
    assert.deepEqual(
      logs.filter((line) => line.startsWith('error')),
      [],
    );
  });

  it('logs a failure, posts nothing and does not ask again for that shape; an answer waits for a hidden webview', async () => {
    const { session, posted, boardWork, document, logs } = scaleSetup();
    await session.handle({ type: 'ready' });
    boardWork.scales[0].fail(new SolverMemoryError('too large', 1e12));
    await settle();
    assert.match(logs.at(-1) ?? '', /^error difficulty scale 3x3:plain:2: .*too large/);
    await session.handle({ type: 'resync' });
    assert.deepEqual(scales(posted), []);
    assert.equal(boardWork.scales.length, 1);

    retype(document, session, holed3x4);
    session.webviewHidden();
    boardWork.scales[1].finish(SCALE_OTHER);
    await settle();
    assert.deepEqual(scales(posted), [], 'a hidden webview is not sent the answer');
    await session.handle({ type: 'ready' });
    assert.deepEqual(posted.at(-1), { type: 'difficultyScale', version: 2, scale: SCALE_OTHER });
  });

  it('closing the panel cancels the question and posts nothing after', async () => {
    const { session, posted, boardWork, logs } = scaleSetup();
    await session.handle({ type: 'ready' });
    session.dispose();
    assert.equal(boardWork.scales[0].options.signal?.aborted, true);
    boardWork.scales[0].finish(SCALE_3X3);
    await settle();
    assert.deepEqual(scales(posted), []);
    assert.deepEqual(logs, []);
  });

  it('with the real board worker, posts the scale Randomize and New game aim with', async () => {
    const { session, posted } = setup();
    await session.handle({ type: 'ready' });
    await waitUntil(() => scales(posted).length === 1);
    assert.deepEqual(scales(posted), [{ type: 'difficultyScale', version: 1, scale: shapeDifficultyScale(plain(3, 3)) }]);
    session.dispose();
  });
});
