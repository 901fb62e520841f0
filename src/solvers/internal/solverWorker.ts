/**
 * The worker-thread entry of the internal engine: serves the
 * solve job ({@link solveJob}) with {@link solvePuzzle}, forwarding the engine's progress
 * when the host listens. The host terminates the worker to cancel.
 */

import { serveJob } from '../../workers/jobServer';
import { solveJob } from '../solveJob';
import { solvePuzzle } from './solvePuzzle';

serveJob(solveJob, ({ puzzle, minimumTimeoutMs }, reportProgress) =>
  solvePuzzle(puzzle, {
    ...(minimumTimeoutMs !== undefined ? { minimumTimeoutMs } : {}),
    ...(reportProgress !== undefined ? { onProgress: reportProgress } : {}),
  }),
);
