import * as assert from 'node:assert/strict';
import { withDelayedProgress, type ProgressNotice } from '../../src/host/delayedProgress';
import { SolveCancelledError } from '../../src/solvers/types';
import { waitUntil } from '../support/waitUntil';

describe('host: delayed progress notice (fake notice)', () => {
  function fakeNotices() {
    const events: string[] = [];
    const cancels: (() => void)[] = [];
    const show = (title: string, onCancel: () => void): ProgressNotice => {
      events.push(`show ${title}`);
      cancels.push(onCancel);
      return { report: (message) => events.push(`report ${message}`), close: () => events.push('close') };
    };
    return { events, cancels, show };
  }

  it('shows nothing for work that ends before the delay', async () => {
    const { events, show } = fakeNotices();
    const result = await withDelayedProgress(async (_signal, report) => (report('step'), 42), { title: 'Working', show, delayMs: 60_000 });
    assert.equal(result, 42);
    assert.deepEqual(events, []);
  });

  it('shows the latest message once the delay passes, and Cancel aborts the work, which ends with its error', async () => {
    const { events, cancels, show } = fakeNotices();
    const running = withDelayedProgress(
      (signal, report) =>
        new Promise<number>((_resolve, reject) => {
          report('first');
          report('second');
          signal.addEventListener('abort', () => reject(new SolveCancelledError()));
        }),
      { title: 'Generating a hard 5x5 puzzle', show, delayMs: 0 },
    );
    await waitUntil(() => cancels.length === 1);
    assert.deepEqual(events, ['show Generating a hard 5x5 puzzle', 'report second']);
    cancels[0]();
    await assert.rejects(running, SolveCancelledError);
    assert.deepEqual(events, ['show Generating a hard 5x5 puzzle', 'report second', 'close']);
  });

  it('aborts the work when the caller’s signal aborts (a closed panel)', async () => {
    const { show } = fakeNotices();
    const owner = new AbortController();
    let seen: AbortSignal | undefined;
    const running = withDelayedProgress(
      (signal) => {
        seen = signal;
        return new Promise<void>((_resolve, reject) => signal.addEventListener('abort', () => reject(new SolveCancelledError())));
      },
      { title: 'Working', show, delayMs: 60_000, signal: owner.signal },
    );
    owner.abort();
    await assert.rejects(running, SolveCancelledError);
    assert.equal(seen?.aborted, true);
  });
});
