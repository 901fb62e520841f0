/**
 * The worker-thread entry of {@link parseJob}: parses with {@link parseLights}, the grid's buffer
 * transferred and the dates of unknown keys as text. The host terminates the worker to cancel.
 */

import { parseLights } from '../core/format/formatRead';
import { serveJob } from '../workers/jobServer';
import { encodeParseResult, parseJob } from './offThreadParse';

serveJob(parseJob, ({ text }) => encodeParseResult(parseLights(text)));
