import * as assert from 'node:assert/strict';
import { ALL_ON_5, badPuzzleIds, boardText, CORNER_5, exampleId, examplePath, ID_EXAMPLES, runCommandLine, temporaryFolder } from './cliTestSupport';

const run = (...argv: string[]) => runCommandLine(argv);
const { file } = temporaryFolder('lights-out-hint-');
const CROSS_3 = boardText(['0 1 0', '1 1 1', '0 1 0']);

describe('cli: lights-out hint', () => {
  it('names the one cell of a one-press board, as JSON and as a sentence', async () => {
    const cross = file('cross.lights', CROSS_3);
    assert.deepEqual(await run('hint', cross, '--json'), { code: 0, stdout: '{"row":1,"col":1,"remaining":1,"shortest":true}', stderr: '', written: [] });
    assert.equal((await run('hint', cross)).stdout, 'press row 1, column 1 (0-based); 1 presses to go');
  });

  it('gives a cell of a shortest solution of the all-on 5x5 board (15 presses)', async () => {
    const { code, stdout } = await run('hint', file('all-on.lights', ALL_ON_5), '--json');
    assert.equal(code, 0);
    const hint = JSON.parse(stdout);
    assert.equal(hint.remaining, 15);
    assert.equal(hint.shortest, true);
    assert.ok(Number.isInteger(hint.row) && hint.row >= 0 && hint.row < 5);
    assert.ok(Number.isInteger(hint.col) && hint.col >= 0 && hint.col < 5);
  });

  it('says there is nothing to press on a solved board (exit 0) and an unsolvable one (exit 1)', async () => {
    const solved = file('solved.lights', boardText(['0 0', '0 0']));
    assert.deepEqual(await run('hint', solved, '--json'), { code: 0, stdout: '{"row":null,"col":null,"solved":true}', stderr: '', written: [] });
    assert.equal((await run('hint', solved)).stdout, 'already solved: nothing to press');
    const corner = file('corner.lights', CORNER_5);
    assert.deepEqual(await run('hint', corner, '--json'), { code: 1, stdout: '{"row":null,"col":null,"solvable":false}', stderr: '', written: [] });
    assert.equal((await run('hint', corner)).stdout, 'not solvable: no press leads to the objective');
  });

  it('refuses anything but one FILE, and a bad --min-timeout, with exit 2', async () => {
    const cross = file('cross-usage.lights', CROSS_3);
    for (const argv of [['hint'], ['hint', cross, cross], ['hint', cross, '--min-timeout', 'soon']]) {
      const { code, stdout } = await run(...argv);
      assert.equal(code, 2, argv.join(' '));
      assert.equal(stdout, '');
    }
    assert.match((await run('hint', '--help')).stdout, /^Usage:\n {2}lights-out hint FILE \[--json\] \[--min-timeout SECS\]/);
  });
});

describe('cli: lights-out hint --id', () => {
  for (const name of ID_EXAMPLES) {
    it(`gives for the ID of ${name} the hint it gives for the file`, async () => {
      for (const json of [['--json'], []]) {
        const fromFile = await run('hint', examplePath(name), ...json);
        const fromId = await run('hint', '--id', exampleId(name), ...json);
        assert.equal(fromFile.stderr, '');
        assert.deepEqual(fromId, fromFile, `${name} ${json}`);
      }
    });
  }

  it('takes a link to the puzzle as well as its ID', async () => {
    const link = `vscode://lights-out.lights-out/open?id=${exampleId('picture-target.lights')}`;
    assert.deepEqual(await run('hint', '--id', link, '--json'), await run('hint', examplePath('picture-target.lights'), '--json'));
  });

  for (const { what, text, message } of badPuzzleIds(exampleId('hex-6x6.lights'))) {
    it(`refuses ${what}: exit 2, one line naming the problem, nothing on stdout`, async () => {
      const { code, stdout, stderr } = await run('hint', '--id', text, '--json');
      assert.deepEqual([code, stdout], [2, '']);
      assert.match(stderr, /^lights-out hint: [^\n]+$/);
      assert.match(stderr, message);
    });
  }

  it('takes exactly one FILE or --id ID (exit 2 otherwise)', async () => {
    const id = exampleId('4x4.lights');
    const cases: [string[], string][] = [
      [['hint'], 'hint takes exactly one FILE or --id ID'],
      [['hint', examplePath('4x4.lights'), '--id', id], 'give a FILE or --id ID, not both'],
      [['hint', '--id', id, '--id', id], '--id takes one puzzle ID: give it once'],
    ];
    for (const [argv, message] of cases) assert.deepEqual(await run(...argv), { code: 2, stdout: '', stderr: message, written: [] }, argv.join(' '));
    assert.match((await run('hint', '--help')).stdout, /\n {2}lights-out hint --id ID \[--json\] \[--min-timeout SECS\] \[--timeout SECS\]\n/);
  });
});
