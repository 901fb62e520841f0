/**
 * The worker-thread entry of the state-space analysis (bundled as dist/analysisWorker.js):
 * receives one board shape, analyses it, posts the result. The host terminates the worker to
 * cancel.
 */

import { parentPort } from 'node:worker_threads';
import type { AnalysisWorkerRequest, AnalysisWorkerResponse } from './analysisWorkerProtocol';
import { analyzeStateSpace } from './analyzeStateSpace';

parentPort?.on('message', (request: AnalysisWorkerRequest) => {
  let response: AnalysisWorkerResponse;
  try {
    const { shape, hardestLimit } = request;
    response = { ok: true, analysis: analyzeStateSpace(shape, hardestLimit !== undefined ? { hardestLimit } : {}) };
  } catch (error) {
    response = { ok: false, name: error instanceof Error ? error.name : 'Error', message: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(response);
});
