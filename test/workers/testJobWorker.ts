/** The worker entry of the test job (testJob.ts), run by tsc's output as it is: out/test/workers/testJobWorker.js. */

import { threadId } from 'node:worker_threads';
import { serveJob } from '../../src/workers/jobServer';
import { CellsError, testJob } from './testJob';

serveJob(testJob, async (input, reportProgress) => {
  switch (input.action) {
    case 'echo':
      return input.value;
    case 'thread':
      return threadId;
    case 'progress':
      for (let step = 1; step <= input.steps; step++) reportProgress?.(step);
      return input.steps;
    case 'async':
      await new Promise((resolve) => setTimeout(resolve, 1));
      return input.value * 2;
    case 'throw-cells':
      throw new CellsError(`cells ${input.cells.join(', ')} are wrong`, input.cells);
    case 'throw-range':
      throw new RangeError('out of range');
    case 'uncloneable':
      return { run: () => 1 };
    case 'bytes':
      return new Uint8Array(input.length).fill(7);
    case 'spin':
      for (;;) {
        // Runs until the host terminates the thread.
      }
    case 'exit':
      process.exit(input.code);
  }
});
