/**
 * The worker-thread entry of the state-space analysis (bundled as dist/analysisWorker.js): serves
 * the analysis job (analysisWorkerProtocol.ts) with {@link analyzeStateSpace}. The host terminates
 * the worker to cancel.
 */

import { serveJob } from '../workers/jobServer';
import { analysisJob } from './analysisWorkerProtocol';
import { analyzeStateSpace } from './analyzeStateSpace';

serveJob(analysisJob, ({ shape, hardestLimit }) => analyzeStateSpace(shape, hardestLimit !== undefined ? { hardestLimit } : {}));
