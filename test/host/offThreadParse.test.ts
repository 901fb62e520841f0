import * as assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { TomlDate } from 'smol-toml';
import { parseLights } from '../../src/core/format/formatRead';
import { printLights } from '../../src/core/format/formatWrite';
import type { ParsedLights, ParseResult } from '../../src/core/format/formatDocument';
import { documentEdits } from '../../src/core/format/formatEdits';
import {
  decodeParseResult,
  encodeParseResult,
  OffThreadParse,
  ParseCancelledError,
  parsesOffThread,
  parseTransfer,
  ParseWorkerError,
} from '../../src/host/offThreadParse';
import { diagnosticsFromParse, lightsDiagnostics } from '../../src/language/lightsDiagnostics';
import { fakeWorkers } from '../workers/fakeJobWorker';
import { gridDigest, knownGridDigest } from '../../src/domain/gridDigest';
import { MAX_EDITOR_CELLS } from '../../src/protocol/protocol';

const script = join(__dirname, '..', '..', '..', 'dist', 'parseWorker.js');

/** The text of a board with every cell `cell`, then `tail` (unknown keys). */
function board(rows: number, columns: number, cell = '1', tail = ''): string {
  const row = Array.from({ length: columns }, () => cell).join(' ');
  return `title = "Large"\nrows = ${rows}\ncolumns = ${columns}\ngrid = """\n${`${row}\n`.repeat(rows)}"""\n${tail}`;
}

/** The text of a board with every cell `cell`, in the fewest characters a board can take. */
function compactBoard(rows: number, columns: number, cell = '0'): string {
  const row = Array.from({ length: columns }, () => cell).join(' ');
  return `rows = ${rows}\ncolumns = ${columns}\ngrid = """\n${`${row}\n`.repeat(rows)}"""\n`;
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
  return decodeParseResult(structuredClone(encodeParseResult(result)));
}

describe('host: the parse of large texts off the host thread', () => {
  it('parses every board over a million cells off the thread, and small documents on it', () => {
    assert.equal(parsesOffThread(board(1001, 1000)), true);
    assert.equal(parsesOffThread(compactBoard(1, 1_000_001)), true, 'the most compact text of a million and one cells');
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
    assert.deepEqual(parseTransfer(encodeParseResult(parsed)), [parsedOk(parsed).document.puzzle.grid.buffer]);
    assert.deepEqual(parseTransfer(encodeParseResult(failed)), []);
  });

  it("sends the grid's digest beside a board the grid editor draws, and the host remembers it for the grid it receives", () => {
    const parsed = parsedOk(parseLights(board(3, 4, '1')));
    const expected = { ...gridDigest(Uint8Array.from(parsed.document.puzzle.grid)) };
    const encoded = encodeParseResult(parsed);
    assert.deepEqual(encoded.gridDigest, expected);
    const received = parsedOk(decodeParseResult(structuredClone(encoded)));
    assert.deepEqual(knownGridDigest(received.document.puzzle.grid), expected);
    // A board too large to draw: no pass over its cells for a digest nobody reads.
    const tooLarge: ParseResult = {
      ...parsed,
      document: {
        ...parsed.document,
        puzzle: { ...parsed.document.puzzle, rows: 1, columns: MAX_EDITOR_CELLS + 1, grid: new Uint8Array(MAX_EDITOR_CELLS + 1) },
      },
    };
    assert.equal(encodeParseResult(tooLarge).gridDigest, undefined);
    assert.equal(encodeParseResult(parseLights('rows = "many"\n')).gridDigest, undefined);
  });

  it('gives the same parse in the worker as in-process, for a board over a million cells with dates in unknown keys', async () => {
    if (!existsSync(script)) throw new Error(`${script} is missing: build it first (node esbuild.js)`);
    const text = board(1001, 1000, '1', datedKeys);
    assert.ok(parsesOffThread(text));
    let started = 0;
    const runner = new OffThreadParse(script, (path) => {
      started += 1;
      return new Worker(path);
    });
    const inWorker = parsedOk(await runner.parse({}, text));
    assert.deepEqual(parsedOk(await runner.parse({}, board(2, 2))).document.puzzle.grid, Uint8Array.of(1, 1, 1, 1));
    assert.equal(started, 1, 'the next parse ran in the idle worker');
    runner.dispose();
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

  it('gives the same diagnostics from a parse in the worker as in-process, for a large invalid board', async () => {
    if (!existsSync(script)) throw new Error(`${script} is missing: build it first (node esbuild.js)`);
    const text = compactBoard(1100, 1000, 'x').replace('rows = 1100', 'rows = "many"');
    assert.ok(parsesOffThread(text));
    const runner = new OffThreadParse(script, (path) => new Worker(path));
    try {
      const diagnostics = diagnosticsFromParse(text, await runner.parse('file:///large.lights', text));
      assert.deepEqual(diagnostics, lightsDiagnostics(text));
      assert.equal(diagnostics.length, 101);
    } finally {
      runner.dispose();
    }
  });

  it('cancels a parse when the same document is parsed again, and ends every parse and the idle worker on dispose', async () => {
    const { factory, workers } = fakeWorkers();
    const runner = new OffThreadParse('worker.js', factory);
    const document = {};
    const first = runner.parse(document, 'old text');
    const second = runner.parse(document, 'new text');
    const other = runner.parse('file:///other.lights', 'other text');
    await assert.rejects(first, ParseCancelledError);
    assert.equal(workers[0].terminated, true);
    assert.deepEqual(
      workers[1].requests.map((request) => request.input),
      [{ text: 'new text' }],
    );
    const failed = parseLights('rows = "many"\n');
    workers[1].answer({ result: failed, dates: [] });
    assert.deepEqual(await second, failed);
    assert.equal(workers[1].terminated, false, 'kept for the next parse');
    assert.equal(runner.cancel(document), false, 'nothing runs for a finished parse');
    runner.dispose();
    await assert.rejects(other, ParseCancelledError);
    assert.deepEqual(
      workers.map((worker) => worker.terminated),
      [true, true, true],
      'dispose ends the running and the idle workers',
    );
  });

  it('rejects with the failure of the worker, or of the parse in it', async () => {
    const { factory, workers } = fakeWorkers();
    const runner = new OffThreadParse('worker.js', factory);
    const reported = runner.parse({}, 'text');
    workers[0].fail({ kind: null, name: 'RangeError', message: 'out of memory', data: undefined });
    await assert.rejects(reported, (error: Error) => error instanceof ParseWorkerError && error.message === 'out of memory');
    assert.equal(workers[0].terminated, false, 'a failure in the job leaves its worker usable');
    const crashed = runner.parse({}, 'text');
    assert.equal(workers.length, 1, 'the idle worker takes the next parse');
    workers[0].crash('worker crashed');
    await assert.rejects(crashed, (error: Error) => error instanceof ParseWorkerError && error.message === 'worker crashed');
    assert.equal(workers[0].terminated, true);
    const next = runner.parse({}, 'text');
    assert.equal(workers.length, 2, 'a crashed worker is replaced');
    runner.dispose();
    await assert.rejects(next, ParseCancelledError);
  });
});
