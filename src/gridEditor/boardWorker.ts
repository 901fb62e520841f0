/**
 * The worker entry of the grid's board work (bundled as dist/boardWorker.js): serves the board work
 * job (boardWorkJob.ts) with {@link generatePuzzle} and {@link solutionPathView}. The host
 * terminates the worker to cancel.
 */

import { serveJob } from '../workers/jobServer';
import { doBoardWork } from './boardWork';
import { boardWorkJob } from './boardWorkJob';

serveJob(boardWorkJob, doBoardWork);
