/**
 * The worker entry of {@link boardWorkJob}: serves it with {@link doBoardWork}. The host
 * terminates the worker to cancel.
 */

import { serveJob } from '../workers/jobServer';
import { boardWorkJob, doBoardWork } from './boardWork';

serveJob(boardWorkJob, doBoardWork);
