/**
 * test/run.js's check that a run leaves nothing behind: a copy of the runner on suites made for the
 * purpose, one that leaves a file in the temporary folder and a process running, one that leaves
 * nothing. The run must name each leftover, fail, keep its summary line last, and remove them.
 */

import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repositoryRoot } from './support/repositoryRoot';
import { waitUntil } from './support/waitUntil';

/** A suite that writes a file into the temporary folder and starts a process in a session of its own that it never stops. */
const LEAVING_SUITE = `
const { spawn } = require('node:child_process');
const { writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
describe('a suite that leaves things behind', () => {
  it('writes a file and starts a process', () => {
    writeFileSync(join(tmpdir(), 'left-behind.txt'), 'forgotten');
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { detached: true, stdio: 'ignore' });
    child.unref();
    writeFileSync(process.env.LEFT_PID_FILE, String(child.pid));
  });
});
`;

const CLEAN_SUITE = `
describe('a suite that cleans up', () => {
  it('passes', () => {});
});
`;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
  } catch {
    return false;
  }
}

describe('test/run.js: the check for what a run leaves behind', function () {
  this.timeout(60_000);
  let fixture = '';
  let scratch = '';

  before(() => {
    // A repository of its own: the runner finds its suites in out/test beside it, mocha through node_modules.
    fixture = mkdtempSync(join(tmpdir(), 'lights-out-run-fixture-'));
    mkdirSync(join(fixture, 'test'));
    copyFileSync(join(repositoryRoot, 'test', 'run.js'), join(fixture, 'test', 'run.js'));
    symlinkSync(join(repositoryRoot, 'node_modules'), join(fixture, 'node_modules'));
    for (const [folder, text] of [
      ['leaving', LEAVING_SUITE],
      ['clean', CLEAN_SUITE],
    ]) {
      mkdirSync(join(fixture, 'out', 'test', folder), { recursive: true });
      writeFileSync(join(fixture, 'out', 'test', folder, `${folder}.test.js`), text);
    }
  });
  beforeEach(() => {
    scratch = mkdtempSync(join(tmpdir(), 'lights-out-run-scratch-'));
  });
  afterEach(() => rmSync(scratch, { recursive: true, force: true }));
  after(() => rmSync(fixture, { recursive: true, force: true }));

  /** Runs the copied runner on one folder of suites, with `scratch` as the temporary folder it makes its own in. */
  const run = (folder: string) => {
    // A short grace: the process left behind never ends by itself.
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      TMPDIR: scratch,
      LIGHTS_OUT_E2E: 'skip',
      LIGHTS_OUT_RUN_GRACE_MS: '300',
      LEFT_PID_FILE: join(fixture, 'left.pid'),
    };
    // The outer run's filter would leave the fixture's suites out.
    delete env.MOCHA_GREP;
    const result = spawnSync(process.execPath, [join(fixture, 'test', 'run.js'), folder], {
      encoding: 'utf8',
      env,
      timeout: 50_000,
    });
    return { status: result.status, lines: result.stdout.trimEnd().split('\n'), output: result.stdout + result.stderr };
  };

  it('fails a run whose lane leaves a file and a process, names both, removes them and keeps the summary line last', async () => {
    const { status, lines, output } = run('leaving');
    assert.equal(status, 1, output);
    assert.equal(lines.at(-1), '1 passed, 0 failed', output);
    assert.ok(lines.includes('Left behind by the run (now removed; a test must remove what it makes), which fails it:'), output);
    assert.ok(
      lines.some((line) => /^ {2}file .*lights-out-test-run-[^/]+\/left-behind\.txt$/.test(line)),
      output,
    );
    const pid = Number(readFileSync(join(fixture, 'left.pid'), 'utf8'));
    if (existsSync('/proc/self/stat')) {
      assert.ok(
        lines.some((line) => line.startsWith(`  process ${pid} still running: `) && line.includes('setInterval')),
        output,
      );
      await waitUntil(() => !isRunning(pid));
    } else {
      process.kill(pid, 'SIGKILL');
    }
    assert.deepEqual(readdirSync(scratch), [], 'the run removes its temporary folder');
  });

  it('leaves nothing of the command-line suites when a grep runs none of their tests (mocha then runs no root hook)', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, TMPDIR: scratch, LIGHTS_OUT_E2E: 'skip', MOCHA_GREP: '^no test has this name$' };
    const result = spawnSync(process.execPath, [join(repositoryRoot, 'test', 'run.js'), 'cli'], { encoding: 'utf8', env, timeout: 50_000 });
    const output = result.stdout + result.stderr;
    assert.equal(result.stdout.trimEnd().split('\n').at(-1), '0 passed, 0 failed', output);
    assert.ok(!output.includes('Left behind'), output);
    assert.deepEqual(readdirSync(scratch), []);
  });

  it('passes a run that leaves nothing, and removes its temporary folder', () => {
    const { status, lines, output } = run('clean');
    assert.equal(status, 0, output);
    assert.equal(lines.at(-1), '1 passed, 0 failed', output);
    assert.ok(!output.includes('Left behind'), output);
    assert.deepEqual(readdirSync(scratch), []);
  });
});
