/**
 * The worker-thread entry of the state-space analysis: serves {@link analysisJob} with
 * {@link analyzeStateSpace}. The host terminates the worker to cancel.
 */

import { serveJob } from '../workers/jobServer';
import { analyzeStateSpace } from './analyzeStateSpace';
import { analysisJob } from './workerAnalysis';

serveJob(analysisJob, ({ shape, hardestLimit }) => analyzeStateSpace(shape, hardestLimit !== undefined ? { hardestLimit } : {}));
