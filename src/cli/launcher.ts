/**
 * The `lights-out` executable (dist/cli.js). A timed command (see {@link commandTimeLimitSeconds})
 * runs on a worker thread of the commands' bundle (dist/cliMain.js) while this thread, which never
 * loads the commands, keeps the clock: the bundle is read and compiled once, not on both threads.
 * Any other command line (--help, `id`, `--timeout 0`) runs the bundle here.
 */

import { join } from 'node:path';
import { commandTimeLimitSeconds, superviseWorker } from './commandProcess';

/** The commands' bundle, built beside this script. */
const COMMANDS_SCRIPT = join(__dirname, 'cliMain.js');

const argv = process.argv.slice(2);
const seconds = commandTimeLimitSeconds(argv);
if (seconds === null) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundle is loaded only on this path
  (require(COMMANDS_SCRIPT) as { runProcess(argv: readonly string[]): void }).runProcess(argv);
} else {
  void superviseWorker(argv, COMMANDS_SCRIPT, seconds).then((code) => {
    process.exitCode = code;
  });
}
