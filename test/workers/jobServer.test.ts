import * as assert from 'node:assert/strict';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { t, useL10nBundle } from '../../src/domain/l10n';
import { serveJob } from '../../src/workers/jobServer';
import type { JobReply } from '../../src/workers/workerProtocol';
import { CellsError, testJob, type TestJobInput } from './testJob';

/** Serves the test job on one end of a real message channel (structured cloning, transfers) and returns the other end's replies. */
function serve(work: Parameters<typeof serveJob<TestJobInput, unknown, number>>[1]): {
  host: MessagePort;
  replies: JobReply<unknown, number>[];
  next: () => Promise<JobReply<unknown, number>>;
} {
  const { port1: host, port2: worker } = new MessageChannel();
  serveJob(testJob, work, worker);
  const replies: JobReply<unknown, number>[] = [];
  const waiting: ((reply: JobReply<unknown, number>) => void)[] = [];
  host.on('message', (reply: JobReply<unknown, number>) => {
    replies.push(reply);
    waiting.shift()?.(reply);
  });
  return { host, replies, next: () => new Promise((resolve) => waiting.push(resolve)) };
}

describe('workers: the job server in the worker', () => {
  const ports: MessagePort[] = [];
  afterEach(() => {
    for (const port of ports.splice(0)) port.close();
  });

  it('answers each job with its output under the job’s id', async () => {
    const { host, next } = serve((input) => (input.action === 'async' ? input.value + 1 : null));
    ports.push(host);
    host.postMessage({ type: 'job', jobId: 7, input: { action: 'async', value: 41 }, wantsProgress: false });
    assert.deepEqual(await next(), { type: 'result', jobId: 7, output: 42 });
  });

  it('posts progress only when the host listens', async () => {
    const { host, replies, next } = serve((_input, reportProgress) => {
      reportProgress?.(1);
      reportProgress?.(2);
      return reportProgress === undefined ? 'quiet' : 'told';
    });
    ports.push(host);
    host.postMessage({ type: 'job', jobId: 1, input: { action: 'thread' }, wantsProgress: false });
    assert.deepEqual(await next(), { type: 'result', jobId: 1, output: 'quiet' });
    host.postMessage({ type: 'job', jobId: 2, input: { action: 'thread' }, wantsProgress: true });
    await next();
    await next();
    assert.deepEqual(await next(), { type: 'result', jobId: 2, output: 'told' });
    assert.deepEqual(replies.slice(1), [
      { type: 'progress', jobId: 2, progress: 1 },
      { type: 'progress', jobId: 2, progress: 2 },
      { type: 'result', jobId: 2, output: 'told' },
    ]);
  });

  it('sends thrown errors by the job’s registry, async ones too', async () => {
    const { host, next } = serve(async (input) => {
      await Promise.resolve();
      if (input.action === 'throw-cells') throw new CellsError('bad cells', input.cells);
      throw new RangeError('no');
    });
    ports.push(host);
    host.postMessage({ type: 'job', jobId: 3, input: { action: 'throw-cells', cells: [1, 2] }, wantsProgress: false });
    assert.deepEqual(await next(), { type: 'error', jobId: 3, error: { kind: 'CellsError', name: 'CellsError', message: 'bad cells', data: [1, 2] } });
    host.postMessage({ type: 'job', jobId: 4, input: { action: 'throw-range' }, wantsProgress: false });
    assert.deepEqual(await next(), { type: 'error', jobId: 4, error: { kind: null, name: 'RangeError', message: 'no', data: undefined } });
  });

  it('transfers the buffers the job names, and answers an output that cannot be cloned with an error', async () => {
    const sent = new Uint8Array(4).fill(9);
    const { host, next } = serve((input) => (input.action === 'bytes' ? sent : { run: () => 1 }));
    ports.push(host);
    host.postMessage({ type: 'job', jobId: 5, input: { action: 'bytes', length: 4 }, wantsProgress: false });
    assert.deepEqual(await next(), { type: 'result', jobId: 5, output: Uint8Array.of(9, 9, 9, 9) });
    assert.equal(sent.byteLength, 0, 'the worker’s buffer was transferred, not copied');
    host.postMessage({ type: 'job', jobId: 6, input: { action: 'uncloneable' }, wantsProgress: false });
    const reply = await next();
    assert.equal(reply.type, 'error');
    assert.ok(reply.type === 'error' && reply.error.kind === null && /could not be cloned/.test(reply.error.message));
  });

  it('refuses to serve outside a worker thread', () => {
    assert.throws(() => serveJob(testJob, () => 1, null), /the worker entry of the test job runs only in a worker thread/);
  });

  it('uses the words the host sends before a job for the messages the job builds', async () => {
    const { host, next } = serve(() => t('Row {0}, column {1}', 2, 4));
    ports.push(host);
    try {
      host.postMessage({ type: 'l10n', bundle: { 'Row {0}, column {1}': 'Ligne {0}, colonne {1}' } });
      host.postMessage({ type: 'job', jobId: 1, input: { action: 'async', value: 0 }, wantsProgress: false });
      assert.deepEqual(await next(), { type: 'result', jobId: 1, output: 'Ligne 2, colonne 4' });
    } finally {
      useL10nBundle(undefined);
    }
  });
});
