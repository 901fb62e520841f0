/**
 * Where the commands write: an interface so tests can capture output without a process.
 */

/** The two output streams of a command, one call per line (or block of lines). */
export interface CommandOutput {
  stdout(text: string): void;
  stderr(text: string): void;
}

/** Output to the process's own streams. */
export const processOutput: CommandOutput = {
  stdout: (text) => process.stdout.write(text + '\n'),
  stderr: (text) => process.stderr.write(text + '\n'),
};
