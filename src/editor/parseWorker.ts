/**
 * The worker-thread entry of the grid's parse of large documents (bundled as
 * dist/parseWorker.js): receives one text, parses it, posts the result with the grid's buffer
 * transferred and the dates of unknown keys as text (offThreadParse.ts). The host terminates the
 * worker to cancel.
 */

import { parentPort } from 'node:worker_threads';
import { parseLights } from '../core/format';
import { encodeParseResult, type ParseRequest, type ParseResponse } from './offThreadParse';

parentPort?.on('message', (request: ParseRequest) => {
  let response: ParseResponse;
  let transfer: ArrayBuffer[] = [];
  try {
    ({ response, transfer } = encodeParseResult(parseLights(request.text)));
  } catch (error) {
    response = { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(response, transfer);
});
