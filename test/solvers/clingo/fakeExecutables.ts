/**
 * Fake clingo executables for the failure paths: small shell scripts in a temporary directory.
 * Each records its process id (and that of the child it starts, if any) in files beside it, so a
 * test can check that no process is left behind.
 */

import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A fake executable and where it records what happened. */
export interface FakeExecutable {
  readonly path: string;
  /** The process id of the script, once it ran. */
  pid(): number | null;
  /** The process id of the child the script started (the sleepers), once it ran. */
  childPid(): number | null;
}

const directory = mkdtempSync(join(tmpdir(), 'lights-out-fake-clingo-'));
let counter = 0;

function readPid(file: string): number | null {
  return existsSync(file) ? Number(readFileSync(file, 'utf8').trim()) : null;
}

/** A script whose body runs after it has recorded its pid (`$PIDS` is the recording prefix). */
export function fakeExecutable(name: string, body: string): FakeExecutable {
  counter += 1;
  const path = join(directory, `${counter}-${name}`);
  const prefix = `${path}.pid`;
  writeFileSync(path, `#!/bin/sh\nPIDS='${prefix}'\necho $$ > "$PIDS"\n${body}\n`);
  chmodSync(path, 0o755);
  return { path, pid: () => readPid(prefix), childPid: () => readPid(`${prefix}.child`) };
}

/** Reads stdin and prints text that is not JSON. */
export function garbagePrinter(): FakeExecutable {
  return fakeExecutable('garbage', 'cat > /dev/null\necho "Segmentation fault? no: just garbage {"\nexit 30');
}

/** Ignores its input and --time-limit, starts a sleeping child and waits for it. */
export function sleeper(): FakeExecutable {
  return fakeExecutable('sleeper', 'sleep 120 &\necho $! > "$PIDS.child"\nwait');
}

/** Writes a message on stderr and exits with status 3. */
export function failingExit(): FakeExecutable {
  return fakeExecutable('exit3', 'cat > /dev/null\necho "clingo: fatal: cannot allocate the universe" >&2\nexit 3');
}

/** Kills itself with SIGSEGV, like a crashing native program. */
export function segfaulter(): FakeExecutable {
  return fakeExecutable('segv', 'cat > /dev/null\nkill -SEGV $$');
}

/** Prints a well-formed clingo result whose model does not solve the board. */
export function wrongModelPrinter(): FakeExecutable {
  const output = JSON.stringify({ Call: [{ Witnesses: [{ Value: ['press(0,1)'], Costs: [1] }] }], Result: 'OPTIMUM FOUND', Models: { Number: 1, More: 'no', Optimum: 'yes' } });
  return fakeExecutable('wrong-model', `cat > /dev/null\necho '${output}'\nexit 30`);
}

/** Records its working directory, arguments and stdin, then prints an unsatisfiable result. */
export function recorder(): FakeExecutable & { cwd(): string; args(): string; stdin(): string } {
  const output = JSON.stringify({ Call: [{}], Result: 'UNSATISFIABLE', Models: { Number: 0, More: 'no' } });
  const fake = fakeExecutable('recorder', `pwd > "$PIDS.cwd"\necho "$@" > "$PIDS.args"\ncat > "$PIDS.stdin"\necho '${output}'\nexit 20`);
  const read = (suffix: string): string => readFileSync(`${fake.path}.pid.${suffix}`, 'utf8');
  return { ...fake, cwd: () => read('cwd').trim(), args: () => read('args').trim(), stdin: () => read('stdin') };
}

/** A path where nothing is. */
export function missingPath(): string {
  return join(directory, 'no-such-clingo');
}

/** A file without execute permission. */
export function notExecutableFile(): string {
  const path = join(directory, 'not-executable-clingo');
  writeFileSync(path, '#!/bin/sh\nexit 0\n');
  chmodSync(path, 0o644);
  return path;
}
