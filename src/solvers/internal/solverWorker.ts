/**
 * The worker-thread entry of the internal engine (bundled as dist/solverWorker.js): receives one
 * puzzle, solves it, posts the result. The host terminates the worker to cancel.
 */

import { parentPort } from 'node:worker_threads';
import type { WorkerRequest, WorkerResponse } from '../workerProtocol';
import { solvePuzzle } from './solvePuzzle';

parentPort?.on('message', (request: WorkerRequest) => {
  let response: WorkerResponse;
  try {
    const { exactSearchLimit, puzzle } = request;
    response = { ok: true, result: solvePuzzle(puzzle, exactSearchLimit !== undefined ? { exactSearchLimit } : {}) };
  } catch (error) {
    response = { ok: false, name: error instanceof Error ? error.name : 'Error', message: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(response);
});
