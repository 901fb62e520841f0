import * as assert from 'node:assert/strict';
import { describeSeconds, remainingMs, timeLimitFlag } from '../../src/cli/timeLimit';
import { boardText, runCommandLine, temporaryFolder } from './cliTestSupport';

const folder = temporaryFolder('lights-out-time-limit-');
const small = folder.file('small.lights', boardText(['1 1 1', '1 1 1', '1 1 1']));
/** A 1500x1500 board: reading its 4.5 MB takes well over a millisecond. */
const large = folder.file('large.lights', boardText(Array.from({ length: 1500 }, () => Array.from({ length: 1500 }, () => '1').join(' '))));
/** The 39x39 all-on board: 2^32 solutions, far too many to search in a second. */
const ALL_ON_39 = ['--rows', '39', '--columns', '39', '--fill', '1'];
const FORM = 'must be seconds from 0 to 86400 in digits, at most 3 decimals (such as 5 or 0.5), got';

/** Each timed command with its least arguments before the flag. */
const COMMANDS: readonly (readonly string[])[] = [
  ['solve', small],
  ['hint', small],
  ['path', small],
  ['generate', '--rows', '3', '--columns', '3', '--seed', '1'],
  ['analyze', '--rows', '2', '--columns', '2'],
];

describe('cli: the time limit (--timeout) of every command', function () {
  this.timeout(60_000);

  it('timeLimitFlag: 120 s by default, 0 lifts it, counted from the start given', () => {
    assert.deepEqual(timeLimitFlag(undefined, 1000), { seconds: 120, deadline: 121_000 });
    assert.deepEqual(timeLimitFlag('0.5', 1000), { seconds: 0.5, deadline: 1500 });
    assert.deepEqual(timeLimitFlag('0', 1000), { seconds: Infinity, deadline: Infinity });
    assert.equal(remainingMs({ seconds: 1, deadline: 1000 }, 400), 600);
    assert.equal(remainingMs({ seconds: 1, deadline: 1000 }, 4000), 0);
    assert.equal(describeSeconds(0.2), '0.2 s');
  });

  it('every timed command shows --timeout with its default of 120 s in its help', async () => {
    for (const [name] of COMMANDS) {
      const { code, stdout } = await runCommandLine([name, '--help']);
      assert.equal(code, 0);
      assert.match(stdout, /\[--timeout SECS\]/, name);
      assert.match(
        stdout,
        /--timeout SECS\s+the whole command's time limit \(default 120; 0 lifts it\)|--timeout SECS is the whole command's time limit \(default 120; 0 lifts it\)/,
        name,
      );
    }
  });

  it('every seconds flag of every command takes the same forms and refuses the same with one message (exit 2)', async () => {
    const flags = [...COMMANDS.map((args) => [...args, '--timeout']), ['solve', small, '--min-timeout'], ['hint', small, '--min-timeout']];
    for (const flag of flags) {
      for (const bad of ['1e3', '0x10', '.5', '5.', '86401', '1e-300', '0.0001', '-1', 'soon']) {
        const { code, stdout, stderr } = await runCommandLine([...flag.slice(0, -1), `${flag.at(-1)}=${bad}`]);
        assert.equal(code, 2, `${flag.join(' ')} ${bad}`);
        assert.equal(stdout, '');
        assert.equal(stderr, `${flag.at(-1)} ${FORM} "${bad}"`);
      }
      for (const good of ['0', '5', '0.5', '86400']) assert.notEqual((await runCommandLine([...flag, good])).code, 2, `${flag.join(' ')} ${good}`);
    }
  });

  it('is honoured while reading: past it, solve, hint and path end with exit 3 and one line', async () => {
    for (const [name, doing] of [
      ['solve', 'reading the boards'],
      ['hint', 'reading the board'],
      ['path', 'reading the board'],
    ]) {
      const { code, stdout, stderr } = await runCommandLine([name, large, '--timeout', '0.001']);
      assert.equal(code, 3, name);
      assert.equal(stdout, '');
      assert.equal(stderr, `stopped at the time limit of 0.001 s (--timeout; 0 lifts it) while ${doing}`);
    }
  });

  it('leaves the search for the fewest presses what is left of it: an answer not proven minimal, exit 0', async () => {
    const { code, stdout } = await runCommandLine(['solve', ...ALL_ON_39, '--timeout', '1', '--json', '--no-presses']);
    assert.equal(code, 0);
    const json = JSON.parse(stdout);
    assert.deepEqual([json.solvable, json.minimal], [true, false]);
    assert.ok(json.lowerBound <= json.totalPresses);
    assert.match(json.unprovenReason, /^not proven minimal: /);
    const hint = await runCommandLine([
      'hint',
      folder.file('39.lights', boardText(Array.from({ length: 39 }, () => Array(39).fill('1').join(' ')))),
      '--timeout',
      '1',
      '--json',
    ]);
    assert.equal(hint.code, 0);
    assert.equal(JSON.parse(hint.stdout).shortest, false);
  });

  it('refuses at once, in one line with the estimate (exit 3), a solve estimated beyond it', async () => {
    const { code, stdout, stderr } = await runCommandLine([
      'solve',
      '--rows',
      '3000',
      '--columns',
      '3000',
      '--topology',
      'hex',
      '--states',
      '4',
      '--fill',
      '1',
      '--timeout',
      '1',
    ]);
    assert.equal(code, 3);
    assert.equal(stdout, '');
    assert.match(
      stderr,
      /^generated board: a 3000x3000 hex board with 4 states takes about \d+(\.\d)? s to solve; over the time limit of 1 s \(--timeout; 0 lifts it\)$/,
    );
    const lifted = await runCommandLine([
      'solve',
      '--rows',
      '40',
      '--columns',
      '40',
      '--topology',
      'hex',
      '--states',
      '4',
      '--fill',
      '1',
      '--timeout',
      '0',
      '--json',
      '--no-presses',
    ]);
    assert.equal(lifted.code, 0);
  });

  it('analyze checks it before writing its table', async () => {
    const { code, stderr } = await runCommandLine(['analyze', '--rows', '4', '--columns', '5', '--db', `${folder.path}/table.sqlite`, '--timeout', '0.001']);
    assert.equal(code, 3);
    assert.match(stderr, /^stopped at the time limit of 0\.001 s \(--timeout; 0 lifts it\) while writing .*table\.sqlite$/);
  });
});
