/**
 * The worker-thread entry of the internal engine: serves the
 * solve job ({@link solveJob}) with {@link solvePuzzle}, forwarding the engine's progress
 * when the host listens. The host terminates the worker to cancel (which ends a search's helper
 * thread with it). In Node a long minimum search takes a second thread of the search worker
 * bundled beside this one (dist/minimumSearchWorker.js); a Web Worker has none.
 */

import { startHelperThread } from '../../workers/helperThread';
import { serveJob } from '../../workers/jobServer';
import { solveJob } from '../solveJob';
import type { SearchShareMessage, SearchThreads } from './minimum/minimumExhaustiveSearch';
import { solvePuzzle } from './solvePuzzle';

// A bundle for the browser has no __dirname (and no threads to start).
const searchThreads: SearchThreads | undefined =
  typeof __dirname === 'string' ? { start: () => startHelperThread<SearchShareMessage>(`${__dirname}/minimumSearchWorker.js`) } : undefined;

serveJob(solveJob, ({ puzzle, minimumTimeoutMs }, reportProgress) =>
  solvePuzzle(puzzle, {
    ...(minimumTimeoutMs !== undefined ? { minimumTimeoutMs } : {}),
    ...(reportProgress !== undefined ? { onProgress: reportProgress } : {}),
    ...(searchThreads !== undefined ? { searchThreads } : {}),
  }),
);
