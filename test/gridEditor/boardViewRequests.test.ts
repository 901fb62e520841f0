import * as assert from 'node:assert/strict';
import { parseLights } from '../../src/core/format/formatRead';
import type { ParseResult } from '../../src/core/format/formatDocument';
import type { Puzzle } from '../../src/core/puzzle';
import type { BoardWork } from '../../src/gridEditor/boardWork';
import { BoardViewRequests } from '../../src/gridEditor/boardViewRequests';
import { SolveCancelledError } from '../../src/solvers/types';
import type { HostMessage, SolutionPathView } from '../../src/protocol/protocol';

const allOn3 = 'rows = 3\ncolumns = 3\ngrid = """\n1 1 1\n1 1 1\n1 1 1\n"""\n';

/** A session's ports in memory: the parse is of `text` at `version`; `solutionPath` is what the board worker does. */
function setup(text: string, solutionPath: (puzzle: Puzzle, signal: AbortSignal | undefined) => Promise<SolutionPathView>, version = 4) {
  const posted: HostMessage[] = [];
  const logs: string[] = [];
  const events: string[] = [];
  const running = new Map<number, AbortController>();
  const boardWork: BoardWork = {
    generate: () => Promise.reject(new Error('no generation here')),
    solutionPath: (puzzle, options) => solutionPath(puzzle, options?.signal),
    difficultyScale: () => Promise.reject(new Error('no difficulty scale here')),
    dispose: () => undefined,
  };
  const requests = new BoardViewRequests({
    panel: { post: (message) => posted.push(message) },
    services: { log: { info: (m) => logs.push(`info ${m}`), error: (m) => logs.push(`error ${m}`) }, progressDelayMs: 60_000 },
    parse: async (): Promise<{ parsed: ParseResult; version: number }> => {
      events.push('parse');
      return { parsed: parseLights(text), version };
    },
    afterEdits: async () => {
      events.push('edits done');
    },
    boardWork: () => boardWork,
    running,
  });
  return { requests, posted, logs, events, running };
}

describe('editor: path and teaching requests (fake session ports)', () => {
  it('a teaching request waits for the edits asked for, then answers for the version it parsed', async () => {
    const { requests, posted, events } = setup(allOn3, () => Promise.reject(new Error('unused')));
    await requests.teaching(3, undefined);
    assert.deepEqual(events, ['edits done', 'parse']);
    assert.equal(posted.length, 1);
    const answer = posted[0];
    assert.ok(answer.type === 'teachingResult');
    assert.equal(answer.requestId, 3);
    assert.equal(answer.version, 4);
    assert.equal(answer.teaching.kind, 'teaching');
  });

  it('a text with errors gets no view, and the reason says so', async () => {
    const { requests, posted } = setup('rows = 3\n', () => Promise.reject(new Error('unused')));
    await requests.teaching(1, undefined);
    await requests.path(2, undefined);
    assert.deepEqual(posted, [
      { type: 'teachingResult', requestId: 1, version: 4, teaching: { kind: 'unavailable', reason: 'The text has errors; fix them first (Open as Text).' } },
      { type: 'pathResult', requestId: 2, version: 4, path: { kind: 'unavailable', reason: 'The text has errors; fix them first (Open as Text).' } },
    ]);
  });

  it('a path is computed at the play position, and is running (cancellable) until it is answered', async () => {
    let seen: { grid: Uint8Array; registered: boolean } | undefined;
    const { requests, posted, running } = setup(allOn3, async (puzzle) => {
      seen = { grid: puzzle.grid, registered: running.has(5) };
      return { kind: 'unavailable', reason: 'from the worker' };
    });
    await requests.path(5, { presses: [{ row: 1, col: 1, delta: 1 }] });
    assert.deepEqual(seen, { grid: Uint8Array.from([1, 0, 1, 0, 0, 0, 1, 0, 1]), registered: true });
    assert.equal(running.size, 0);
    assert.deepEqual(posted, [{ type: 'pathResult', requestId: 5, version: 4, path: { kind: 'unavailable', reason: 'from the worker' } }]);
  });

  it('a failed path is logged and answered with the failure for the user', async () => {
    const { requests, posted, logs } = setup(allOn3, () => Promise.reject(new Error('boom')));
    await requests.path(6, undefined);
    assert.deepEqual(posted, [
      { type: 'pathResult', requestId: 6, version: 4, path: { kind: 'unavailable', reason: 'The solution path could not be computed: boom' } },
    ]);
    assert.equal(logs.length, 1);
    assert.match(logs[0], /^error solution path failed: Error: boom/);
  });

  it('a cancelled path posts nothing, logs the cancel and leaves the running requests', async () => {
    const { requests, posted, logs, running } = setup(
      allOn3,
      (_puzzle, signal) => new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(new SolveCancelledError()))),
    );
    const asking = requests.path(7, undefined);
    await new Promise((resolve) => setImmediate(resolve));
    running.get(7)?.abort();
    await asking;
    assert.deepEqual(posted, []);
    assert.deepEqual(logs, ['info solution path: cancelled']);
    assert.equal(running.size, 0);
  });
});
