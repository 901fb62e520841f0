import * as assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { lightsDiagnostics } from '../../src/language/lightsDiagnostics';
import { checksOffThread, DiagnosticsCancelledError, DiagnosticsWorkerError, OffThreadDiagnostics } from '../../src/language/offThreadDiagnostics';
import { fakeWorkers } from '../workers/fakeJobWorker';

const script = join(__dirname, '..', '..', '..', 'dist', 'diagnosticsWorker.js');

/** The text of a board with every cell `cell`, in the fewest characters a board can take. */
function board(rows: number, columns: number, cell = '0'): string {
  const row = Array.from({ length: columns }, () => cell).join(' ');
  return `rows = ${rows}\ncolumns = ${columns}\ngrid = """\n${`${row}\n`.repeat(rows)}"""\n`;
}

describe('language diagnostics: off the host thread', () => {
  it('checks every board over a million cells off the thread, and small documents on it', () => {
    assert.equal(checksOffThread(board(1000, 1001)), true);
    assert.equal(checksOffThread(board(1, 1_000_001)), true, 'the most compact text of a million and one cells');
    assert.equal(checksOffThread(board(300, 300)), false);
    assert.equal(checksOffThread('#'.repeat(1_000_000)), false, 'a million characters stay on the thread');
    assert.equal(checksOffThread('#'.repeat(1_000_001)), true);
  });

  it('gives the same diagnostics in the worker as in-process, for a large invalid board', async function () {
    if (!existsSync(script)) throw new Error(`${script} is missing: build it first (node esbuild.js)`);
    const text = board(1100, 1000, 'x').replace('rows = 1100', 'rows = "many"');
    assert.ok(checksOffThread(text));
    let started = 0;
    const runner = new OffThreadDiagnostics(script, (path) => {
      started += 1;
      return new Worker(path);
    });
    try {
      const diagnostics = await runner.diagnose('a', text);
      assert.equal(started, 1);
      assert.deepEqual(diagnostics, lightsDiagnostics(text));
      assert.equal(diagnostics.length, 101);
      assert.deepEqual(await runner.diagnose('b', board(2, 2)), []);
      assert.equal(started, 1, 'the next check ran in the idle worker');
    } finally {
      runner.dispose();
    }
  });

  it('cancels a check when the same document is checked again, and ends every check and the idle worker on dispose', async () => {
    const { factory, workers } = fakeWorkers();
    const runner = new OffThreadDiagnostics('worker.js', factory);
    const first = runner.diagnose('a', 'old text');
    const second = runner.diagnose('a', 'new text');
    const other = runner.diagnose('b', 'other text');
    await assert.rejects(first, DiagnosticsCancelledError);
    assert.equal(workers[0].terminated, true);
    assert.deepEqual(
      workers[1].requests.map((request) => request.input),
      [{ text: 'new text' }],
    );
    workers[1].answer([]);
    assert.deepEqual(await second, []);
    assert.equal(workers[1].terminated, false, 'kept for the next check');
    assert.equal(runner.cancel('a'), false, 'nothing runs for a finished check');
    runner.dispose();
    await assert.rejects(other, DiagnosticsCancelledError);
    assert.deepEqual(
      workers.map((worker) => worker.terminated),
      [true, true, true],
      'dispose ends the running and the idle workers',
    );
  });

  it('rejects with the failure of the worker, or of the reading in it', async () => {
    const { factory, workers } = fakeWorkers();
    const runner = new OffThreadDiagnostics('worker.js', factory);
    const reported = runner.diagnose('a', 'text');
    workers[0].fail({ kind: null, name: 'RangeError', message: 'out of memory', data: undefined });
    await assert.rejects(reported, (error: Error) => error instanceof DiagnosticsWorkerError && error.message === 'out of memory');
    assert.equal(workers[0].terminated, false, 'a failure in the job leaves its worker usable');
    const crashed = runner.diagnose('a', 'text');
    assert.equal(workers.length, 1, 'the idle worker takes the next check');
    workers[0].crash('worker crashed');
    await assert.rejects(crashed, (error: Error) => error instanceof DiagnosticsWorkerError && error.message === 'worker crashed');
    assert.equal(workers[0].terminated, true);
    const next = runner.diagnose('a', 'text');
    assert.equal(workers.length, 2, 'a crashed worker is replaced');
    runner.dispose();
    await assert.rejects(next, DiagnosticsCancelledError);
  });
});
