import * as assert from 'node:assert/strict';
import { generatePuzzle, type GeneratedPuzzle } from '../../src/analysis/generatePuzzle';
import { parseLights } from '../../src/core/format/format';
import { applyTextEdits, type TextEdit } from '../../src/core/format/formatEdits';
import type { BoardShape, Puzzle } from '../../src/core/puzzle';
import type { BoardWork, BoardWorkOptions } from '../../src/gridEditor/boardWork';
import type { GenerationRequest } from '../../src/gridEditor/boardWorkJob';
import type { ProgressNotice } from '../../src/host/delayedProgress';
import { GridSession, type DocumentPort } from '../../src/gridEditor/gridSession';
import { solvePuzzle } from '../../src/solvers/internal/solvePuzzle';
import { SolveCancelledError } from '../../src/solvers/types';
import type { HostMessage, SolutionPathView } from '../../src/protocol/protocol';
import { waitUntil } from '../support/waitUntil';

const allOn3 = 'rows = 3\ncolumns = 3\ngrid = """\n1 1 1\n1 1 1\n1 1 1\n"""\n';

class FakeDocument implements DocumentPort {
  version = 1;
  readonly applied: TextEdit[][] = [];
  constructor(public text: string) {}
  get isDirty(): boolean {
    return this.applied.length > 0;
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
}

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
  solutionPath(puzzle: Puzzle, options: BoardWorkOptions = {}): Promise<SolutionPathView> {
    return new Promise((resolve, reject) => {
      options.signal?.addEventListener('abort', () => reject(new SolveCancelledError()));
      this.paths.push({ puzzle, options, finish: resolve });
    });
  }
  dispose(): void {}
}

function setup() {
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
    const { document, logs, notices, boardWork, session } = setup();
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
    const { document, posted, boardWork, session } = setup();
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
    const { document, posted, boardWork, session } = setup();
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
    const { posted, boardWork, session } = setup();
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
    const { document, boardWork, session } = setup();
    await session.handle({ type: 'ready' });
    const randomizing = session.handle({ type: 'randomize', difficulty: 'easy' });
    await waitUntil(() => boardWork.generations.length === 1);
    session.dispose();
    await randomizing;
    assert.equal(boardWork.generations[0].options.signal?.aborted, true);
    assert.deepEqual(document.applied, []);
  });
});
