/**
 * The worker-thread entry of the diagnostics of large documents (bundled as
 * dist/diagnosticsWorker.js): receives one text, reads it, posts its diagnostics. The host
 * terminates the worker to cancel.
 */

import { parentPort } from 'node:worker_threads';
import { lightsDiagnostics } from './lightsDiagnostics';
import type { DiagnosticsRequest, DiagnosticsResponse } from './offThreadDiagnostics';

parentPort?.on('message', (request: DiagnosticsRequest) => {
  let response: DiagnosticsResponse;
  try {
    response = { ok: true, diagnostics: lightsDiagnostics(request.text) };
  } catch (error) {
    response = { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(response);
});
