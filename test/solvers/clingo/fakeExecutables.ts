/**
 * Fake clingo executables for the failure paths: small shell scripts in a temporary directory.
 * Each records its process id (and that of the child it starts, if any) in files beside it, so a
 * test can check that no process is left behind; the marked ones put a marker in the command line
 * of every process they start, so a test can count them all ({@link markedProcesses}). The liars print well-formed clingo output that is false.
 */

import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ClingoJson } from '../../../src/solvers/clingo/clingoOutput';

/** A fake executable and where it records what happened. */
export interface FakeExecutable {
  readonly path: string;
  /** The process id of the script, once it ran. */
  pid(): number | null;
  /** The process id of the child the script started (the sleepers), once it ran. */
  childPid(): number | null;
  /** The working directory the script ran in, once it ran. */
  cwd(): string | null;
}

/** The scripts' folder, made at the first script (a run that filters every suite out makes none). */
let directory: string | null = null;
// A root-level hook: the scripts are shared by every suite that imports this module.
after(() => {
  if (directory !== null) rmSync(directory, { recursive: true, force: true });
});

function scriptsFolder(): string {
  directory ??= mkdtempSync(join(tmpdir(), 'lights-out-fake-clingo-'));
  return directory;
}
let counter = 0;

function readPid(file: string): number | null {
  return existsSync(file) ? Number(readFileSync(file, 'utf8').trim()) : null;
}

/** A script whose body runs after it has recorded its pid and working directory (`$PIDS` is the recording prefix). */
export function fakeExecutable(name: string, body: string): FakeExecutable {
  counter += 1;
  const path = join(scriptsFolder(), `${counter}-${name}`);
  const prefix = `${path}.pid`;
  writeFileSync(path, `#!/bin/sh\nPIDS='${prefix}'\necho $$ > "$PIDS"\npwd > "$PIDS.cwd"\n${body}\n`);
  chmodSync(path, 0o755);
  return {
    path,
    pid: () => readPid(prefix),
    childPid: () => readPid(`${prefix}.child`),
    cwd: () => (existsSync(`${prefix}.cwd`) ? readFileSync(`${prefix}.cwd`, 'utf8').trim() : null),
  };
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
  const output = JSON.stringify({
    Call: [{ Witnesses: [{ Value: ['press(0,1)'], Costs: [1] }] }],
    Result: 'OPTIMUM FOUND',
    Models: { Number: 1, More: 'no', Optimum: 'yes' },
  });
  return fakeExecutable('wrong-model', `cat > /dev/null\necho '${output}'\nexit 30`);
}

/** Records its arguments and stdin, then prints an unsatisfiable result. */
export function recorder(): FakeExecutable & { args(): string; stdin(): string } {
  const output = JSON.stringify({ Call: [{}], Result: 'UNSATISFIABLE', Models: { Number: 0, More: 'no' } });
  const fake = fakeExecutable('recorder', `echo "$@" > "$PIDS.args"\ncat > "$PIDS.stdin"\necho '${output}'\nexit 20`);
  const read = (suffix: string): string => readFileSync(`${fake.path}.pid.${suffix}`, 'utf8');
  return { ...fake, args: () => read('args').trim(), stdin: () => read('stdin') };
}

/** A path where nothing is. */
export function missingPath(): string {
  return join(scriptsFolder(), 'no-such-clingo');
}

/** A file without execute permission. */
export function notExecutableFile(): string {
  const path = join(scriptsFolder(), 'not-executable-clingo');
  writeFileSync(path, '#!/bin/sh\nexit 0\n');
  chmodSync(path, 0o644);
  return path;
}

/** `text` quoted for sh. */
function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** Reads stdin, then prints `output` on stdout and `stderr` on stderr, and exits with `exitCode`. */
export function printer(name: string, output: string, exitCode: number, stderr = ''): FakeExecutable {
  return fakeExecutable(
    name,
    `cat > /dev/null\nprintf '%s\\n' ${shellQuote(output)}\n${stderr ? `printf '%s\\n' ${shellQuote(stderr)} >&2\n` : ''}exit ${exitCode}`,
  );
}

/** A message a lying fake prints on stderr, for tests that look for it in error messages. */
export const LIAR_STDERR = 'clingo version 5.4.0 (a liar)';

/** Claims UNSATISFIABLE (exit status 20), whatever the board. */
export function unsatisfiableLiar(): FakeExecutable {
  const output: ClingoJson = { Call: [{}], Result: 'UNSATISFIABLE', Models: { Number: 0, More: 'no' } };
  return printer('unsat-liar', JSON.stringify(output), 20, LIAR_STDERR);
}

/** Claims OPTIMUM FOUND (exit status 30) for one model with the given press atoms and their count as its cost. */
export function optimumLiar(atoms: readonly string[]): FakeExecutable {
  const output: ClingoJson = {
    Call: [{ Witnesses: [{ Value: atoms, Costs: [atoms.length] }] }],
    Result: 'OPTIMUM FOUND',
    Models: { Number: 1, More: 'no', Optimum: 'yes', Optimal: 1, Costs: [atoms.length] },
  };
  return printer('optimum-liar', JSON.stringify(output), 30, LIAR_STDERR);
}

/** Writes an error on stderr and exits with status 1 ("interrupted", a normal status) without any output. */
export function interruptedWithError(): FakeExecutable {
  return fakeExecutable('interrupted', 'cat > /dev/null\necho "*** ERROR: (clingo): std::bad_alloc" >&2\nexit 1');
}

/** Prints lines on stdout without end (or on stderr), never stopping by itself. */
export function flooder(stream: 'stdout' | 'stderr' = 'stdout'): FakeExecutable {
  const line = 'x'.repeat(200);
  return fakeExecutable(`flood-${stream}`, `cat > /dev/null\nexec yes ${line}${stream === 'stderr' ? ' >&2' : ''}`);
}

/** A script whose #! line names an interpreter that does not exist. */
export function missingInterpreterScript(): string {
  const path = join(scriptsFolder(), 'missing-interpreter-clingo');
  writeFileSync(path, '#!/nonexistent/bin/clingo-interpreter\n');
  chmodSync(path, 0o755);
  return path;
}

/** A fake whose every process has {@link MarkedFake.marker} in its command line. */
export interface MarkedFake extends FakeExecutable {
  /** Unique to this fake: in the command line of the script, its subshells and its sleepers. */
  readonly marker: string;
  /** True once the script has started all its children. */
  ready(): boolean;
}

function sleepExecutable(): string {
  const found = ['/usr/bin/sleep', '/bin/sleep'].find((candidate) => existsSync(candidate));
  if (found === undefined) throw new Error('no sleep executable in /usr/bin or /bin');
  return realpathSync(found);
}

/**
 * A marked fake: `$SLEEP` in its body is a link to sleep named after the marker, and its own path
 * holds the marker, so forked subshells carry it too. The body ends by touching `$PIDS.ready`.
 */
function markedFake(name: string, body: string): MarkedFake {
  const marker = `lights-out-marker-${randomBytes(6).toString('hex')}`;
  const sleep = join(scriptsFolder(), `${marker}-sleep`);
  symlinkSync(sleepExecutable(), sleep);
  const fake = fakeExecutable(`${marker}-${name}`, `SLEEP='${sleep}'\n${body}`);
  return { ...fake, marker, ready: () => existsSync(`${fake.path}.pid.ready`) };
}

/**
 * Like a clingo that starts helpers: three sleeping children (one sharing its stdout, one with
 * stdio of its own, one inside a subshell, a grandchild), then waits for them, forever in effect.
 */
export function spawningSleeper(): MarkedFake {
  return markedFake(
    'spawner',
    [
      '"$SLEEP" 300 &',
      '"$SLEEP" 300 < /dev/null > /dev/null 2>&1 &',
      '( "$SLEEP" 300; : ) < /dev/null > /dev/null 2>&1 &',
      'touch "$PIDS.ready"',
      'cat > /dev/null',
      'wait',
    ].join('\n'),
  );
}

/** Prints `output` and exits with `exitCode` at once, leaving a sleeping child (stdio of its own) behind. */
export function leavesChildBehind(output: string, exitCode: number): MarkedFake {
  return markedFake(
    'leaver',
    ['"$SLEEP" 300 < /dev/null > /dev/null 2>&1 &', 'touch "$PIDS.ready"', 'cat > /dev/null', `printf '%s\\n' ${shellQuote(output)}`, `exit ${exitCode}`].join(
      '\n',
    ),
  );
}
