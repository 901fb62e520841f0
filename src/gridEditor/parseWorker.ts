/**
 * The worker-thread entry of the grid's parse of large documents (bundled as
 * dist/parseWorker.js): serves the parse job (offThreadParse.ts) with {@link parseLights}, the
 * grid's buffer transferred and the dates of unknown keys as text. The host terminates the worker
 * to cancel.
 */

import { parseLights } from '../core/format/format';
import { serveJob } from '../workers/jobServer';
import { encodeParseResult, parseJob } from './offThreadParse';

serveJob(parseJob, ({ text }) => encodeParseResult(parseLights(text)));
