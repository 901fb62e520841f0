/**
 * The worker-thread entry of the diagnostics of large documents (bundled as
 * dist/diagnosticsWorker.js): serves the diagnostics job (offThreadDiagnostics.ts) with
 * {@link lightsDiagnostics}. The host terminates the worker to cancel.
 */

import { serveJob } from '../workers/jobServer';
import { lightsDiagnostics } from './lightsDiagnostics';
import { diagnosticsJob } from './offThreadDiagnostics';

serveJob(diagnosticsJob, ({ text }) => lightsDiagnostics(text));
