import * as assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ClingoCrashedError, ClingoNotExecutableError, ClingoNotFoundError } from '../../../src/solvers/clingo/clingoErrors';
import { randomSolvablePuzzle } from '../../../src/core/puzzle';
import { createRandom } from '../../../src/core/random';
import { parseClingoOutput, wasInterrupted, witnessesOf } from '../../../src/solvers/clingo/clingoOutput';
import { lightsProgram } from '../../../src/solvers/clingo/lightsProgram';
import { createNativeRunner } from '../../../src/solvers/clingo/nativeRunner';
import { SolveCancelledError } from '../../../src/solvers/types';
import { assertProcessesGone, encodingText, NATIVE_CLINGO, recordingLog, requireNativeClingo } from './clingoTestSupport';
import { failingExit, missingPath, notExecutableFile, recorder, segfaulter, sleeper } from './fakeExecutables';

const OPTIONS = ['--outf=2', '--opt-mode=opt', '--models=0'];

describe('clingo engine: native runner', () => {
  before(requireNativeClingo);

  it('runs clingo on a program from stdin and logs the command line and stderr', async () => {
    const log = recordingLog();
    const runner = createNativeRunner({ executable: NATIVE_CLINGO, log });
    const output = await runner.run({ program: '{ a; b }. :- not a. c :- d.\n#minimize { 1 : b }.', options: OPTIONS, timeoutMs: 10_000 });
    assert.equal(output.timedOut, false);
    assert.equal(output.exitCode, 30);
    assert.equal(parseClingoOutput(output.stdout).Result, 'OPTIMUM FOUND');
    assert.match(output.commandLine, /^\/usr\/bin\/clingo --outf=2 --opt-mode=opt --models=0 --time-limit=10 -$/);
    assert.match(log.text(), /clingo \(native\): \/usr\/bin\/clingo --outf=2/);
    // clingo warns on stderr that d is never derived; the warning reaches the log.
    assert.match(output.stderr, /d/);
    assert.match(log.text(), /stderr: .*d/);
  });

  it('runs without a shell in a fresh temporary directory that is removed afterwards', async () => {
    const fake = recorder();
    const runner = createNativeRunner({ executable: fake.path, log: recordingLog() });
    const program = 'a.\n% $(touch /tmp/never) `reboot` ; | & "quoted"\n';
    const output = await runner.run({ program, options: ['--outf=2'], timeoutMs: 5000 });
    assert.equal(output.exitCode, 20);
    assert.equal(fake.stdin(), program);
    assert.equal(fake.args(), '--outf=2 --time-limit=5 -');
    assert.ok(fake.cwd().startsWith(join(tmpdir(), 'lights-out-clingo-')), fake.cwd());
    assert.equal(existsSync(fake.cwd()), false);
  });

  it('lets clingo stop itself at the time limit, with its complete output and best model', async function () {
    this.timeout(20_000);
    // A 10x10 board with 3 states: clingo finds a model at once but needs about 8 s to prove the minimum.
    const puzzle = randomSolvablePuzzle({ rows: 10, columns: 10, states: 3, objective: 0, topology: 'plain' }, createRandom('solver deadline'));
    const started = Date.now();
    const output = await createNativeRunner({ executable: NATIVE_CLINGO, log: recordingLog() }).run({ program: lightsProgram(encodingText(), puzzle), options: [...OPTIONS, '--heuristic=Domain'], timeoutMs: 2000 });
    assert.ok(Date.now() - started < 3900, `took ${Date.now() - started} ms`);
    assert.equal(output.timedOut, false);
    assert.ok(output.exitCode === 1 || output.exitCode === 11, `exit status ${output.exitCode}`);
    const json = parseClingoOutput(output.stdout);
    assert.equal(wasInterrupted(json), true);
    assert.equal(json.Result, 'SATISFIABLE');
    assert.ok(witnessesOf(json).length > 0);
  });

  it('kills a process that ignores the time limit at the hard deadline, with its children', async () => {
    const fake = sleeper();
    const started = Date.now();
    const output = await createNativeRunner({ executable: fake.path, log: recordingLog(), killGraceMs: 100 }).run({ program: 'a.', options: OPTIONS, timeoutMs: 300 });
    assert.equal(output.timedOut, true);
    assert.equal(output.exitCode, null);
    assert.ok(Date.now() - started < 5000);
    const pids = [fake.pid(), fake.childPid()];
    assert.ok(pids.every((pid) => pid !== null && pid > 0), `pids ${pids.join(', ')}`);
    await assertProcessesGone(pids as number[]);
  });

  it('cancels by killing the process group', async () => {
    const fake = sleeper();
    const controller = new AbortController();
    const running = createNativeRunner({ executable: fake.path, log: recordingLog() }).run({ program: 'a.', options: OPTIONS, timeoutMs: 60_000, signal: controller.signal });
    while (fake.childPid() === null) await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort();
    await assert.rejects(running, SolveCancelledError);
    await assertProcessesGone([fake.pid() as number, fake.childPid() as number]);
  });

  it('does not start anything when cancelled before the run', async () => {
    const fake = recorder();
    const controller = new AbortController();
    controller.abort();
    await assert.rejects(createNativeRunner({ executable: fake.path, log: recordingLog() }).run({ program: 'a.', options: OPTIONS, timeoutMs: 1000, signal: controller.signal }), SolveCancelledError);
    assert.equal(fake.pid(), null);
  });

  it('reports an error exit status with clingo\'s message', async () => {
    const fake = failingExit();
    await assert.rejects(createNativeRunner({ executable: fake.path, log: recordingLog() }).run({ program: 'a.', options: OPTIONS, timeoutMs: 5000 }), (error: Error) => {
      assert.ok(error instanceof ClingoCrashedError);
      assert.match(error.message, /exit status 3: clingo: fatal: cannot allocate the universe/);
      return true;
    });
    await assertProcessesGone([fake.pid() as number]);
  });

  it('reports a process killed by a signal as a crash', async () => {
    await assert.rejects(createNativeRunner({ executable: segfaulter().path, log: recordingLog() }).run({ program: 'a.', options: OPTIONS, timeoutMs: 5000 }), (error: Error) => error instanceof ClingoCrashedError && /SIGSEGV/.test(error.message));
  });

  it('reports programs clingo refuses (exit status 65) as a crash with clingo\'s message', async () => {
    await assert.rejects(createNativeRunner({ executable: NATIVE_CLINGO, log: recordingLog() }).run({ program: 'a(X) :- b.', options: OPTIONS, timeoutMs: 5000 }), (error: Error) => error instanceof ClingoCrashedError && /exit status 65: .*unsafe variables/s.test(error.message));
  });

  it('reports a missing or non-executable file when the process cannot start', async () => {
    await assert.rejects(createNativeRunner({ executable: missingPath(), log: recordingLog() }).run({ program: 'a.', options: OPTIONS, timeoutMs: 1000 }), ClingoNotFoundError);
    await assert.rejects(createNativeRunner({ executable: notExecutableFile(), log: recordingLog() }).run({ program: 'a.', options: OPTIONS, timeoutMs: 1000 }), ClingoNotExecutableError);
  });
});
