import * as assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { TomlDate } from 'smol-toml';
import { parseLights, printLights, type ParsedLights, type ParseResult } from '../../src/core/format';
import { documentEdits } from '../../src/core/formatEdits';
import {
  decodeParseResult,
  encodeParseResult,
  OffThreadParse,
  ParseCancelledError,
  parsesOffThread,
  ParseWorkerError,
  type ParseRequest,
  type ParseResponse,
  type ParseWorkerFactory,
} from '../../src/editor/offThreadParse';

const script = join(__dirname, '..', '..', '..', 'dist', 'parseWorker.js');

/** The text of a board with every cell `cell`, then `tail` (unknown keys). */
function board(rows: number, columns: number, cell = '1', tail = ''): string {
  const row = Array.from({ length: columns }, () => cell).join(' ');
  return `title = "Large"\nrows = ${rows}\ncolumns = ${columns}\ngrid = """\n${`${row}\n`.repeat(rows)}"""\n${tail}`;
}

/** Unknown keys holding every kind of TOML date, at the top, in a table, in arrays and under a key named __proto__. */
const datedKeys = [
  'created = 1979-05-27T07:32:00-08:00',
  'utc = 1979-05-27T07:32:00Z',
  'local = 1979-05-27T07:32:00.999',
  'day = 1979-05-27',
  'at = 07:32:00',
  'plain = "text"',
  '"__proto__" = 2020-02-29',
  '[meta]',
  'when = [1979-05-27, 2, { at = 00:00:00.5, nested = [2001-01-01T00:00:00+05:30] }]',
  '',
].join('\n');

function parsedOk(result: ParseResult): ParsedLights {
  assert.ok(result.ok, 'the text parses');
  return result;
}

/** The worker's answer as it arrives on the host: encoded, then structured-cloned. */
function throughClone(result: ParseResult): ParseResult {
  const { response } = encodeParseResult(result);
  return decodeParseResult(structuredClone(response) as Extract<ParseResponse, { ok: true }>);
}

/** A worker that never answers by itself: the test answers for it, and sees what it was sent and whether it was terminated. */
class FakeWorker extends EventEmitter {
  readonly requests: ParseRequest[] = [];
  terminated = false;
  postMessage(request: ParseRequest): void {
    this.requests.push(request);
  }
  terminate(): Promise<number> {
    this.terminated = true;
    return Promise.resolve(1);
  }
  answer(response: ParseResponse): void {
    this.emit('message', response);
  }
}

function fakeFactory(): { factory: ParseWorkerFactory; workers: FakeWorker[] } {
  const workers: FakeWorker[] = [];
  const factory: ParseWorkerFactory = () => {
    const worker = new FakeWorker();
    workers.push(worker);
    return worker as unknown as ReturnType<ParseWorkerFactory>;
  };
  return { factory, workers };
}

describe('editor: the grid’s parse off the host thread', () => {
  it('parses every board over a million cells off the thread, and small documents on it', () => {
    assert.equal(parsesOffThread(board(1001, 1000)), true);
    assert.equal(parsesOffThread(board(300, 300)), false);
    assert.equal(parsesOffThread('#'.repeat(1_000_000)), false, 'a million characters stay on the thread');
    assert.equal(parsesOffThread('#'.repeat(1_000_001)), true);
  });

  it('keeps TOML dates in unknown keys through structured cloning, printing as they did', () => {
    const text = `rows = 1\ncolumns = 2\ngrid = """\n0 1\n"""\n${datedKeys}`;
    const inProcess = parsedOk(parseLights(text));
    const cloned = parsedOk(throughClone(parseLights(text)));
    assert.deepEqual(cloned, inProcess);
    const meta = cloned.document.extra.meta as { when: [TomlDate, number, { at: TomlDate; nested: TomlDate[] }] };
    assert.ok(meta.when[0] instanceof TomlDate && meta.when[2].at instanceof TomlDate && meta.when[2].nested[0] instanceof TomlDate);
    assert.equal(meta.when[2].nested[0].toISOString(), '2001-01-01T00:00:00.000+05:30');
    assert.ok(Object.prototype.hasOwnProperty.call(cloned.document.extra, '__proto__'), '"__proto__" stays an ordinary key');
    assert.equal(printLights(cloned.document), printLights(inProcess.document));
    // Without the encoding, the clone's dates are plain Dates and print differently.
    const naive = parsedOk(structuredClone(parseLights(text)));
    assert.notEqual(printLights(naive.document), printLights(inProcess.document));
  });

  it('sends failed parses as they are, and transfers the grid instead of copying it', () => {
    const failed = parseLights('rows = "many"\n');
    assert.deepEqual(throughClone(failed), failed);
    const parsed = parseLights(board(2, 2));
    const { transfer } = encodeParseResult(parsed);
    assert.deepEqual(transfer, [parsedOk(parsed).document.puzzle.grid.buffer]);
  });

  it('gives the same parse in the worker as in-process, for a board over a million cells with dates in unknown keys', async () => {
    if (!existsSync(script)) throw new Error(`${script} is missing: build it first (node esbuild.js)`);
    const text = board(1001, 1000, '1', datedKeys);
    assert.ok(parsesOffThread(text));
    const runner = new OffThreadParse(script, (path) => new Worker(path));
    const inWorker = parsedOk(await runner.parse({}, text));
    const inProcess = parsedOk(parseLights(text));
    assert.ok(inWorker.document.puzzle.grid instanceof Uint8Array);
    assert.deepEqual(inWorker.document.puzzle.grid, inProcess.document.puzzle.grid);
    assert.deepEqual(inWorker.document, inProcess.document);
    assert.deepEqual(inWorker.warnings, inProcess.warnings);
    assert.equal(inWorker.warnings.length, 8, 'one warning per unknown key');
    assert.deepEqual(inWorker.layout, inProcess.layout);
    assert.equal(printLights(inWorker.document), printLights(inProcess.document));
    const grid = Uint8Array.from(inProcess.document.puzzle.grid);
    grid[grid.length - 1] = 0;
    const next = { ...inProcess.document, title: 'Changed', puzzle: { ...inProcess.document.puzzle, grid } };
    const edits = documentEdits(text, inProcess, next);
    assert.equal(edits.length, 2, 'minimal edits: the title and one cell');
    assert.deepEqual(documentEdits(text, inWorker, next), edits);
  });

  it('cancels a parse when the same document is parsed again, and ends every parse on dispose', async () => {
    const { factory, workers } = fakeFactory();
    const runner = new OffThreadParse('worker.js', factory);
    const document = {};
    const first = runner.parse(document, 'old text');
    const second = runner.parse(document, 'new text');
    const other = runner.parse({}, 'other text');
    await assert.rejects(first, ParseCancelledError);
    assert.equal(workers[0].terminated, true);
    assert.deepEqual(workers[1].requests, [{ text: 'new text' }]);
    const failed = parseLights('rows = "many"\n');
    workers[1].answer({ ok: true, result: failed, dates: [] });
    assert.deepEqual(await second, failed);
    assert.equal(workers[1].terminated, true);
    assert.equal(runner.cancel(document), false, 'nothing runs for a finished parse');
    runner.dispose();
    await assert.rejects(other, ParseCancelledError);
    assert.equal(workers[2].terminated, true);
  });

  it('rejects with the failure of the worker, or of the parse in it', async () => {
    const { factory, workers } = fakeFactory();
    const runner = new OffThreadParse('worker.js', factory);
    const reported = runner.parse({}, 'text');
    workers[0].answer({ ok: false, message: 'out of memory' });
    await assert.rejects(reported, (error: Error) => error instanceof ParseWorkerError && error.message === 'out of memory');
    const crashed = runner.parse({}, 'text');
    workers[1].emit('error', new Error('worker crashed'));
    await assert.rejects(crashed, (error: Error) => error instanceof ParseWorkerError && error.message === 'worker crashed');
    assert.equal(workers[1].terminated, true);
  });
});
