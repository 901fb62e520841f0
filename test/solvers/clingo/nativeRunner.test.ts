import * as assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ClingoCrashedError, ClingoNotExecutableError, ClingoNotFoundError, ClingoOutputError } from '../../../src/solvers/clingo/clingoErrors';
import { randomSolvablePuzzle } from '../../../src/core/puzzle';
import { createRandom } from '../../../src/core/random';
import { parseClingoOutput, wasInterrupted, witnessesOf } from '../../../src/solvers/clingo/clingoOutput';
import { lightsProgram } from '../../../src/solvers/clingo/lightsProgram';
import { createNativeRunner } from '../../../src/solvers/clingo/nativeRunner';
import { SolveCancelledError } from '../../../src/solvers/types';
import {
  assertNoMarkedProcesses,
  assertProcessesGone,
  encodingText,
  eventually,
  markedProcesses,
  nativeClingo,
  recordingLog,
  requireClingoExecutable,
} from './clingoTestSupport';
import {
  failingExit,
  flooder,
  leavesChildBehind,
  missingInterpreterScript,
  missingPath,
  notExecutableFile,
  recorder,
  segfaulter,
  sleeper,
  spawningSleeper,
} from './fakeExecutables';

const OPTIONS = ['--outf=2', '--opt-mode=opt', '--models=0'];

/** A regular expression matching `text` literally. */
function literally(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

describe('clingo engine: native runner on the clingo executable', () => {
  before(function () {
    requireClingoExecutable(this);
  });

  it('runs clingo on a program from stdin and logs the command line and stderr', async () => {
    const log = recordingLog();
    const runner = createNativeRunner({ executable: nativeClingo(), log });
    const output = await runner.run({ program: '{ a; b }. :- not a. c :- d.\n#minimize { 1 : b }.', options: OPTIONS, timeoutMs: 10_000 });
    assert.equal(output.timedOut, false);
    assert.equal(output.exitCode, 30);
    assert.equal(parseClingoOutput(output.stdout).Result, 'OPTIMUM FOUND');
    assert.equal(output.commandLine, `${nativeClingo()} --outf=2 --opt-mode=opt --models=0 --time-limit=10 -`);
    assert.match(log.text(), literally(`clingo (native): ${nativeClingo()} --outf=2`));
    // clingo warns on stderr that d is never derived; the warning reaches the log.
    assert.match(output.stderr, /d/);
    assert.match(log.text(), /stderr: .*d/);
  });

  it('lets clingo stop itself at the time limit, with its complete output and best model', async function () {
    this.timeout(20_000);
    // A 10x10 board with 3 states: clingo finds a model at once but needs about 8 s to prove the minimum.
    const puzzle = randomSolvablePuzzle({ rows: 10, columns: 10, states: 3, objective: 0, topology: 'plain' }, createRandom('solver deadline'));
    const output = await createNativeRunner({ executable: nativeClingo(), log: recordingLog() }).run({
      program: lightsProgram(encodingText(), puzzle),
      options: [...OPTIONS, '--heuristic=Domain'],
      timeoutMs: 2000,
    });
    assert.equal(output.timedOut, false);
    assert.ok(output.exitCode === 1 || output.exitCode === 11, `exit status ${output.exitCode}`);
    const json = parseClingoOutput(output.stdout);
    assert.equal(wasInterrupted(json), true);
    assert.equal(json.Result, 'SATISFIABLE');
    assert.ok(witnessesOf(json).length > 0);
  });

  it("reports programs clingo refuses (exit status 65) as a crash with clingo's message and the command line", async () => {
    await assert.rejects(
      createNativeRunner({ executable: nativeClingo(), log: recordingLog() }).run({ program: 'a(X) :- b.', options: OPTIONS, timeoutMs: 5000 }),
      (error: Error) => error instanceof ClingoCrashedError && /exit status 65: .*unsafe variables.*\(command: .*clingo --outf=2/s.test(error.message),
    );
  });
});

describe('clingo engine: native runner', () => {
  it('runs without a shell in a fresh temporary directory that is removed afterwards', async () => {
    const fake = recorder();
    const runner = createNativeRunner({ executable: fake.path, log: recordingLog() });
    const program = 'a.\n% $(touch /tmp/never) `reboot` ; | & "quoted"\n';
    const output = await runner.run({ program, options: ['--outf=2'], timeoutMs: 5000 });
    assert.equal(output.exitCode, 20);
    assert.equal(fake.stdin(), program);
    assert.equal(fake.args(), '--outf=2 --time-limit=5 -');
    const cwd = fake.cwd() as string;
    assert.ok(cwd.startsWith(join(tmpdir(), 'lights-out-clingo-')), cwd);
    assert.equal(existsSync(cwd), false);
  });

  it('kills a process that ignores the time limit at the hard deadline, with its children', async () => {
    const fake = sleeper();
    const output = await createNativeRunner({ executable: fake.path, log: recordingLog(), killGraceMs: 100 }).run({
      program: 'a.',
      options: OPTIONS,
      timeoutMs: 300,
    });
    assert.equal(output.timedOut, true);
    assert.equal(output.exitCode, null);
    const pids = [fake.pid(), fake.childPid()];
    assert.ok(
      pids.every((pid) => pid !== null && pid > 0),
      `pids ${pids.join(', ')}`,
    );
    await assertProcessesGone(pids as number[]);
  });

  it('cancels by killing the whole process group (children and grandchildren) and removing the temporary directory', async () => {
    const fake = spawningSleeper();
    const controller = new AbortController();
    const running = createNativeRunner({ executable: fake.path, log: recordingLog() }).run({
      program: 'a.',
      options: OPTIONS,
      timeoutMs: 60_000,
      signal: controller.signal,
    });
    assert.ok(await eventually(fake.ready), 'the fake started its children');
    // The script, its three sleepers and the subshell around one of them.
    assert.ok(markedProcesses(fake.marker).length >= 5, `${markedProcesses(fake.marker).length} marked processes`);
    controller.abort();
    await assert.rejects(running, SolveCancelledError);
    await assertNoMarkedProcesses(fake.marker);
    assert.equal(existsSync(fake.cwd() as string), false);
  });

  it('kills what clingo left running in its group when it exits normally', async () => {
    const fake = leavesChildBehind(JSON.stringify({ Call: [{}], Result: 'UNSATISFIABLE', Models: { Number: 0, More: 'no' } }), 20);
    const output = await createNativeRunner({ executable: fake.path, log: recordingLog() }).run({ program: 'a.', options: OPTIONS, timeoutMs: 60_000 });
    assert.equal(output.exitCode, 20);
    assert.equal(fake.ready(), true);
    await assertNoMarkedProcesses(fake.marker);
  });

  it('does not start anything when cancelled before the run', async () => {
    const fake = recorder();
    const controller = new AbortController();
    controller.abort();
    await assert.rejects(
      createNativeRunner({ executable: fake.path, log: recordingLog() }).run({ program: 'a.', options: OPTIONS, timeoutMs: 1000, signal: controller.signal }),
      SolveCancelledError,
    );
    assert.equal(fake.pid(), null);
  });

  it("reports an error exit status with clingo's message and the command line", async () => {
    const fake = failingExit();
    await assert.rejects(
      createNativeRunner({ executable: fake.path, log: recordingLog() }).run({ program: 'a.', options: OPTIONS, timeoutMs: 5000 }),
      (error: Error) => {
        assert.ok(error instanceof ClingoCrashedError);
        assert.match(error.message, /exit status 3: clingo: fatal: cannot allocate the universe/);
        assert.match(error.message, literally(`(command: ${fake.path} --outf=2 --opt-mode=opt --models=0 --time-limit=5 -)`));
        return true;
      },
    );
    await assertProcessesGone([fake.pid() as number]);
  });

  it('reports a process killed by a signal as a crash', async () => {
    await assert.rejects(
      createNativeRunner({ executable: segfaulter().path, log: recordingLog() }).run({ program: 'a.', options: OPTIONS, timeoutMs: 5000 }),
      (error: Error) => error instanceof ClingoCrashedError && /SIGSEGV.*command: /.test(error.message),
    );
  });

  it('reports a missing or non-executable file when the process cannot start', async () => {
    await assert.rejects(
      createNativeRunner({ executable: missingPath(), log: recordingLog() }).run({ program: 'a.', options: OPTIONS, timeoutMs: 1000 }),
      (error: Error) => error instanceof ClingoNotFoundError && /does not exist/.test(error.message),
    );
    await assert.rejects(
      createNativeRunner({ executable: notExecutableFile(), log: recordingLog() }).run({ program: 'a.', options: OPTIONS, timeoutMs: 1000 }),
      ClingoNotExecutableError,
    );
  });

  it('reports a script whose #! interpreter is missing as such, not as a missing file', async () => {
    const script = missingInterpreterScript();
    await assert.rejects(
      createNativeRunner({ executable: script, log: recordingLog() }).run({ program: 'a.', options: OPTIONS, timeoutMs: 1000 }),
      (error: Error) => {
        assert.ok(error instanceof ClingoNotExecutableError, error.name);
        assert.match(
          error.message,
          literally(`"${script}" cannot be started: the interpreter "/nonexistent/bin/clingo-interpreter" named on its first line (#!) does not exist`),
        );
        assert.doesNotMatch(error.message, literally(`"${script}" does not exist`));
        return true;
      },
    );
  });

  for (const stream of ['stdout', 'stderr'] as const) {
    it(`stops a clingo that floods ${stream} at the byte cap and reports it`, async () => {
      const fake = flooder(stream);
      const cap = 1024 * 1024;
      await assert.rejects(
        createNativeRunner({ executable: fake.path, log: recordingLog(), maxOutputBytes: cap }).run({ program: 'a.', options: OPTIONS, timeoutMs: 60_000 }),
        (error: Error) => {
          assert.ok(error instanceof ClingoOutputError, error.name);
          assert.match(error.message, new RegExp(`clingo printed more than ${cap} bytes on ${stream} and was stopped \\(command: `));
          return true;
        },
      );
      await assertProcessesGone([fake.pid() as number]);
    });
  }
});
