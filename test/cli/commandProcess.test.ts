import * as assert from 'node:assert/strict';
import { commandTimeLimitSeconds } from '../../src/cli/commandProcess';
import { runBuiltCli, temporaryFolder } from './cliTestSupport';

const folder = temporaryFolder('lights-out-command-process-');

/** A 100x100 board with 36 states (path's largest kind): its search takes far longer than 0.2 s. */
function pathBoard(): string {
  const rows = Array.from({ length: 100 }, (_, row) => Array.from({ length: 100 }, (_, column) => (row * 7 + column * 13) % 36).join(' '));
  return folder.file('path-36.lights', `rows = 100\ncolumns = 100\nstates = 36\ngrid = """\n${rows.join('\n')}\n"""\n`);
}

/** A guard far above the limits tried, so that a command that does not stop fails the test instead of hanging it. */
const GUARD_MS = 60_000;

describe('cli: the process stops a command at its time limit (commandProcess)', function () {
  this.timeout(2 * GUARD_MS);

  it('commandTimeLimitSeconds: the last --timeout of a timed command, the default, or none', () => {
    assert.equal(commandTimeLimitSeconds(['solve', 'a.lights']), 120);
    assert.equal(commandTimeLimitSeconds(['generate', '--timeout', '5', '--rows', '3']), 5);
    assert.equal(commandTimeLimitSeconds(['path', '--timeout=0.2', 'a.lights', '--timeout', '3']), 3);
    assert.equal(commandTimeLimitSeconds(['analyze', '--', '--timeout', '3']), 120);
    for (const untimed of [['id', 'a.lights'], ['solve', '--help'], ['hint', '-h'], ['solve', '--timeout', '0'], ['solve', '--timeout', '1e3'], [], ['nope']])
      assert.equal(commandTimeLimitSeconds(untimed), null, untimed.join(' '));
  });

  // Each stage below outlasts its limit; the command ends with exit 3 and one line, the guard never fires.
  for (const [stage, argv] of [
    ['generation (a 4000x4000 knight board)', ['generate', '--rows', '4000', '--columns', '4000', '--neighbourhood', 'knight', '--seed', '1']],
    ['path (a 100x100 board with 36 states)', ['path', 'PATH_BOARD']],
    ['analyze (every state of 5x6: 2^30)', ['analyze', '--rows', '5', '--columns', '6', '--json']],
  ] as const) {
    it(`stops ${stage} at --timeout 0.2 with exit 3 and one line`, () => {
      const args = argv.map((arg) => (arg === 'PATH_BOARD' ? pathBoard() : arg));
      // path writes as it goes: stopped from outside while writing, what it wrote stays written.
      const run = runBuiltCli([...args, '--timeout', '0.2'], { timeout: GUARD_MS, killSignal: 'SIGKILL', maxBuffer: 2 ** 30 });
      assert.equal(run.signal, null, 'stopped by the guard, not by its limit');
      assert.equal(run.status, 3);
      if (argv[0] !== 'path') assert.equal(run.stdout, '');
      assert.match(run.stderr, /^(lights-out \w+: )?stopped at the time limit of 0\.2 s \(--timeout; 0 lifts it\) while [^\n]+\n$/);
    });
  }

  it('refuses in one line a solve estimated beyond the limit, and answers one within it, from the built executable', () => {
    const refused = runBuiltCli(['solve', '--rows', '4000', '--columns', '4000', '--topology', 'hex', '--states', '4', '--fill', '1', '--timeout', '5']);
    assert.equal(refused.status, 3);
    assert.match(
      refused.stderr,
      /^generated board: a 4000x4000 hex board with 4 states takes about \d+(\.\d)? s to solve; over the time limit of 5 s \(--timeout; 0 lifts it\)\n$/,
    );
    const answered = runBuiltCli(['solve', '--rows', '5', '--columns', '5', '--fill', '1', '--json', '--timeout', '5']);
    assert.equal(answered.status, 0);
    assert.equal(JSON.parse(answered.stdout).totalPresses, 15);
  });
});
