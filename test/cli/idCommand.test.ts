import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { encodePuzzleId, decodePuzzleId } from '../../src/core/puzzleId/puzzleId';
import { puzzleLink, readSharedPuzzle } from '../../src/core/puzzleId/puzzleLink';
import { boardText, examplePath, parsedDocument, runBuiltCli, runCommandLineSync, temporaryFolder } from './cliTestSupport';

const run = (...argv: string[]) => runCommandLineSync(argv);
const { path: directory, file } = temporaryFolder('lights-out-id-');
const EXAMPLE_NAMES = readdirSync(dirname(examplePath('x'))).filter((name) => name.endsWith('.lights'));

/** A .lights text of a `size` x `size` board of 4 states whose cells follow a fixed pseudo-random sequence (no runs to compress). */
function denseBoard(size: number): string {
  let value = 12345;
  const rows = Array.from({ length: size }, () =>
    Array.from({ length: size }, () => {
      value = (value * 1103515245 + 12345) % 2 ** 31;
      return (value >> 16) % 4;
    }).join(' '),
  );
  return boardText(rows, 'states = 4\n');
}

describe('cli: lights-out id', () => {
  it('has examples of every feature to test with', () => {
    for (const name of ['classic-5x5-all-on.lights', 'torus-5x5.lights', 'hex-6x6.lights', 'heart-holes.lights', 'picture-target.lights', 'sigma-5x5.lights'])
      assert.ok(EXAMPLE_NAMES.includes(name), name);
  });

  for (const name of EXAMPLE_NAMES) {
    it(`prints an ID of ${name} on one line that reads back as the same puzzle (and title, with --title)`, () => {
      const { code, stdout, stderr } = run('id', examplePath(name));
      assert.deepEqual([code, stderr], [0, '']);
      assert.match(stdout, /^\d+x\d+k\d+[th]?\.1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{4}$/);
      const document = parsedDocument(readFileSync(examplePath(name), 'utf8'));
      assert.ok(document.title, `${name} has a title`);
      assert.deepEqual(decodePuzzleId(stdout), { puzzle: document.puzzle });
      assert.deepEqual(decodePuzzleId(run('id', examplePath(name), '--title').stdout), { puzzle: document.puzzle, title: document.title });
    });
  }

  it('leaves the title out of a bare ID (a 5x5 two-state puzzle stays within 24 characters); --title puts it in', () => {
    const example = examplePath('classic-5x5-all-on.lights');
    const { code, stdout } = run('id', example);
    assert.equal(code, 0);
    // The codec's own example: the classic all-on board without a title.
    assert.equal(stdout, '5x5k2.1.Awy.Hf_X');
    assert.equal(run('id', example, '--no-title').stdout, stdout);
    const document = parsedDocument(readFileSync(example, 'utf8'));
    assert.deepEqual(decodePuzzleId(stdout), { puzzle: document.puzzle });
    assert.deepEqual(decodePuzzleId(run('id', example, '--title').stdout), { puzzle: document.puzzle, title: document.title });
  });

  it('--link prints the vscode:// link, with the title unless --no-title', () => {
    const example = examplePath('heart-holes.lights');
    const titled = run('id', example, '--title').stdout;
    const { code, stdout, stderr } = run('id', example, '--link');
    assert.deepEqual([code, stdout, stderr], [0, puzzleLink(titled), '']);
    assert.match(stdout, /^vscode:\/\/lights-out\.lights-out\/open\?id=8x9k2\.1\./);
    assert.deepEqual(readSharedPuzzle(stdout), decodePuzzleId(titled));
    assert.equal(readSharedPuzzle(stdout).title, 'Heart');
    assert.equal(run('id', example, '--link', '--no-title').stdout, puzzleLink(run('id', example).stdout));
  });

  it('refuses a puzzle too large for an ID with exit 2 and the reader-facing message on one line', () => {
    const dense = file('dense.lights', denseBoard(200));
    const { code, stdout, stderr } = run('id', dense);
    assert.deepEqual([code, stdout], [2, '']);
    assert.equal(stderr, 'lights-out id: The 200x200 puzzle is too large for an ID (at most 8000 characters): share the .lights file instead.');
    // The same board smaller has an ID, so it is the size that is refused.
    const smaller = parsedDocument(denseBoard(60));
    assert.equal(run('id', file('dense-60.lights', denseBoard(60))).stdout, encodePuzzleId({ puzzle: smaller.puzzle }));
  });

  it('takes exactly one FILE: none, two, a missing file or an unknown flag exit 2 with nothing on stdout', () => {
    const example = examplePath('4x4.lights');
    const cases: [string[], RegExp][] = [
      [['id'], /^id takes exactly one FILE$/],
      [['id', example, example], /^id takes exactly one FILE$/],
      [['id', join(directory, 'missing.lights')], /missing\.lights: cannot read: no such file/],
      [['id', example, '--title', '--no-title'], /^give --title or --no-title, not both$/],
      [['id', example, '--colour'], /^lights-out id: Unknown option '--colour'/],
      [['id', file('bad.lights', 'rows = 2\n')], /bad\.lights:/],
    ];
    for (const [argv, message] of cases) {
      const { code, stdout, stderr } = run(...argv);
      assert.deepEqual([code, stdout], [2, ''], argv.join(' '));
      assert.match(stderr, message, argv.join(' '));
    }
  });

  it('documents itself in its --help and in lights-out --help', () => {
    const help = run('id', '--help');
    assert.equal(help.code, 0);
    assert.match(help.stdout, /^Usage:\n {2}lights-out id FILE \[--link\] \[--title \| --no-title\]\n/);
    assert.match(run('--help').stdout, /\n {2}lights-out id FILE \[--link\] \[--title\|--no-title\] +the puzzle's ID on one line/);
  });

  it('the built executable prints the same ID', () => {
    const example = examplePath('torus-5x5.lights');
    const built = runBuiltCli(['id', example]);
    assert.deepEqual([built.status, built.stdout, built.stderr], [0, `${run('id', example).stdout}\n`, '']);
  });
});
