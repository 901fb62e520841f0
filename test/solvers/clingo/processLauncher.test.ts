import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execaLauncher, WORK_DIRECTORY_PREFIX } from '../../../src/solvers/clingo/processLauncher';
import { assertNoMarkedProcesses, assertProcessesGone } from './clingoTestSupport';
import { fakeExecutable, flooder, leavesChildBehind, missingInterpreterScript, missingPath, spawningSleeper } from './fakeExecutables';

const NEVER = new AbortController().signal;

describe('clingo engine: process launcher', () => {
  it('kills the process groups it started and removes their directories when the host process exits', async () => {
    const fake = spawningSleeper();
    const scratch = mkdtempSync(join(tmpdir(), 'lights-out-launcher-tmp-'));
    const launcher = join(__dirname, '..', '..', '..', 'src', 'solvers', 'clingo', 'processLauncher.js');
    const host = `
      const { execaLauncher } = require(${JSON.stringify(launcher)});
      const fs = require('node:fs');
      void execaLauncher.launch({ file: ${JSON.stringify(fake.path)}, args: [], input: '', signal: new AbortController().signal });
      const waitForChildren = setInterval(() => {
        if (fs.existsSync(${JSON.stringify(`${fake.path}.pid.ready`)})) process.exit(0);
      }, 20);
      setTimeout(() => { clearInterval(waitForChildren); process.exit(5); }, 10000);
    `;
    try {
      const result = spawnSync(process.execPath, ['-e', host], { encoding: 'utf8', timeout: 20_000, env: { ...process.env, TMPDIR: scratch } });
      assert.equal(result.status, 0, result.stderr);
      assert.ok((fake.cwd() as string).startsWith(join(scratch, WORK_DIRECTORY_PREFIX)), fake.cwd() as string);
      await assertNoMarkedProcesses(fake.marker);
      assert.deepEqual(readdirSync(scratch), []);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  it('kills what the process left running in its group when it exits', async () => {
    const fake = leavesChildBehind('done', 0);
    const outcome = await execaLauncher.launch({ file: fake.path, args: [], input: '', signal: NEVER });
    assert.deepEqual([outcome.exitCode, outcome.stdout, outcome.overflow], [0, 'done\n', null]);
    await assertNoMarkedProcesses(fake.marker);
  });

  it('reads output through a byte cap: a process that floods stdout is killed there, and only the cap is kept', async () => {
    const fake = flooder();
    const cap = 1024 * 1024;
    let peak = 0;
    const baseline = process.memoryUsage().rss;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss - baseline);
    }, 5);
    try {
      const outcome = await execaLauncher.launch({ file: fake.path, args: [], input: '', signal: NEVER, maxOutputBytes: cap });
      assert.equal(outcome.overflow, 'stdout');
      assert.equal(outcome.signal, 'SIGKILL');
      assert.ok(Buffer.byteLength(outcome.stdout) <= cap, `${Buffer.byteLength(outcome.stdout)} bytes kept`);
      assert.ok(outcome.stdout.startsWith('xxxx'));
    } finally {
      clearInterval(sampler);
    }
    // The flood never ends by itself: only the cap stopped it, and memory grew by a few times the cap at most.
    assert.ok(peak < 64 * 1024 * 1024, `memory grew by ${(peak / 1024 / 1024).toFixed(1)} MiB`);
    await assertProcessesGone([fake.pid() as number]);
  });

  it('keeps stderr under the same cap', async () => {
    const fake = flooder('stderr');
    const outcome = await execaLauncher.launch({ file: fake.path, args: [], input: '', signal: NEVER, maxOutputBytes: 4096 });
    assert.equal(outcome.overflow, 'stderr');
    assert.ok(Buffer.byteLength(outcome.stderr) <= 4096);
    await assertProcessesGone([fake.pid() as number]);
  });

  it('decodes UTF-8 split across reads', async () => {
    const outcome = await execaLauncher.launch({ file: fakeExecutable('utf8', 'cat').path, args: [], input: 'ä'.repeat(100_000), signal: NEVER });
    assert.equal(outcome.stdout, 'ä'.repeat(100_000));
  });

  it("reports a file that cannot be started with the system's error code, and a missing #! interpreter by name", async () => {
    const missing = await execaLauncher.launch({ file: missingPath(), args: [], input: '', signal: NEVER });
    assert.deepEqual(missing.spawnError && { ...missing.spawnError, message: '' }, {
      code: 'ENOENT',
      message: '',
      missingInterpreter: null,
      fileExists: false,
    });
    assert.equal(missing.pid, undefined);
    const script = await execaLauncher.launch({ file: missingInterpreterScript(), args: [], input: '', signal: NEVER });
    assert.deepEqual(script.spawnError && { ...script.spawnError, message: '' }, {
      code: 'ENOENT',
      message: '',
      missingInterpreter: '/nonexistent/bin/clingo-interpreter',
      fileExists: true,
    });
  });
});
