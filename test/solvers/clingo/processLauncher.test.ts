import * as assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { execaLauncher } from '../../../src/solvers/clingo/processLauncher';
import { assertProcessesGone } from './clingoTestSupport';
import { missingPath, sleeper } from './fakeExecutables';

describe('clingo engine: process launcher', () => {
  it('kills the process groups it started when the host process exits', async () => {
    const fake = sleeper();
    const launcher = join(__dirname, '..', '..', '..', 'src', 'solvers', 'clingo', 'processLauncher.js');
    const host = `
      const { execaLauncher } = require(${JSON.stringify(launcher)});
      const fs = require('node:fs');
      void execaLauncher.launch({ file: ${JSON.stringify(fake.path)}, args: [], cwd: '/', input: '', signal: new AbortController().signal });
      const waitForChild = setInterval(() => {
        if (fs.existsSync(${JSON.stringify(`${fake.path}.pid.child`)})) process.exit(0);
      }, 20);
      setTimeout(() => { clearInterval(waitForChild); process.exit(5); }, 10000);
    `;
    const result = spawnSync(process.execPath, ['-e', host], { encoding: 'utf8', timeout: 20_000 });
    assert.equal(result.status, 0, result.stderr);
    const pids = [fake.pid(), fake.childPid()];
    assert.ok(pids.every((pid) => pid !== null), `pids ${pids.join(', ')}`);
    await assertProcessesGone(pids as number[]);
  });

  it('reports a file that cannot be started with the system\'s error code', async () => {
    const outcome = await execaLauncher.launch({ file: missingPath(), args: [], cwd: '/', input: '', signal: new AbortController().signal });
    assert.equal(outcome.spawnError?.code, 'ENOENT');
    assert.equal(outcome.pid, undefined);
  });
});
