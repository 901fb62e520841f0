/**
 * The command line on format version 2 boards, end to end through the real main: --neighbourhood
 * as a name and as JSON (and its bad values), generate --holes, JSON grids with null at holes
 * (presses, and the certificate of an unsolvable holed board), holes as "." in the readable
 * report, and analyze with a neighbourhood. Answers are checked with the version 2 brute-force
 * oracle (test/solvers/clingo/version2Oracle.ts), which reads the rules from the format's text.
 */

import * as assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCliAsync } from '../../src/cli/main';
import { parseLights } from '../../src/core/format/format';
import { createPuzzle, type Puzzle } from '../../src/core/puzzle';
import { solvePuzzle } from '../../src/solvers/internal/solvePuzzle';
import { requireClingoExecutable } from '../solvers/clingo/clingoTestSupport';
import { assertOracleCertificate, assertOracleSolves, oracleSolve } from '../solvers/clingo/version2Oracle';

const directory = mkdtempSync(join(tmpdir(), 'lights-out-version2-'));

/** Writes a .lights file with these lines and returns its path. */
function lightsFile(name: string, lines: readonly string[]): string {
  const path = join(directory, name);
  writeFileSync(path, lines.join('\n') + '\n');
  return path;
}

async function run(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const code = await runCliAsync(argv, { stdout: (text) => stdout.push(text), stderr: (text) => stderr.push(text) });
  return { code, stdout: stdout.join('\n'), stderr: stderr.join('\n') };
}

function document(text: string) {
  const parsed = parseLights(text);
  if (!parsed.ok) throw new Error(parsed.errors.map((error) => error.message).join('; '));
  return parsed.document;
}

const SIGMA = '[[-1,0],[1,0],[0,-1],[0,1]]';

/** A 4x5 board with its four corners and its middle cell cut out (a holes template). */
const SHAPE_FILE = lightsFile('shape.lights', [
  'version = 2',
  'rows = 4',
  'columns = 5',
  'states = 2',
  'objective = 0',
  'topology = "plain"',
  'grid = """',
  '. 0 0 0 .',
  '0 0 0 0 0',
  '0 0 . 0 0',
  '. 0 0 0 .',
  '"""',
]);

/** The sigma game on a 3x3 ring (centre hole), all on but the bottom left corner: not solvable. */
const SIGMA_RING_FILE = lightsFile('sigma-ring.lights', [
  'version = 2',
  'rows = 3',
  'columns = 3',
  'states = 2',
  'objective = 0',
  'topology = "plain"',
  `neighbourhood = ${SIGMA}`,
  'grid = """',
  '1 1 1',
  '1 . 1',
  '0 1 1',
  '"""',
]);

/** Knight moves on a 3x3 ring, all on: solved by pressing every cell once. */
const KNIGHT_RING_FILE = lightsFile('knight-ring.lights', [
  'version = 2',
  'rows = 3',
  'columns = 3',
  'states = 2',
  'objective = 0',
  'topology = "plain"',
  'neighbourhood = "knight"',
  'grid = """',
  '1 1 1',
  '1 . 1',
  '1 1 1',
  '"""',
]);

const RING_HOLES = Uint8Array.from([0, 0, 0, 0, 1, 0, 0, 0, 0]);

/** The puzzle of a file, as the model holds it. */
function ringPuzzle(neighbourhood: Puzzle['neighbourhood'], grid: readonly number[]): Puzzle {
  return {
    ...createPuzzle({ rows: 3, columns: 3, states: 2, objective: 0, topology: 'plain', neighbourhood, holes: RING_HOLES }),
    grid: Uint8Array.from(grid),
  };
}

describe('cli: version 2 boards (holes, neighbourhoods, targets)', () => {
  describe('--neighbourhood', () => {
    it('solve takes a name: knight moves on 3x3, all on, need all 9 presses', async () => {
      const { code, stdout, stderr } = await run('solve', '--rows', '3', '--columns', '3', '--neighbourhood', 'knight', '--fill', '1', '--json');
      assert.equal(stderr, '');
      assert.equal(code, 0);
      const json = JSON.parse(stdout);
      assert.deepEqual(json.presses, [
        [1, 1, 1],
        [1, 1, 1],
        [1, 1, 1],
      ]);
      assert.deepEqual([json.solvable, json.totalPresses, json.minimal, json.solutionCount, json.certificate], [true, 9, true, '1', null]);
      assertOracleSolves(createPuzzle({ rows: 3, columns: 3, states: 2, objective: 0, topology: 'plain', neighbourhood: 'knight' }, 1), json.presses, 'knight');
    });

    it('solve takes a JSON list: the sigma game on 3x3, all on, is not solvable, with a certificate', async () => {
      const { code, stdout } = await run('solve', '--rows', '3', '--columns', '3', '--neighbourhood', SIGMA, '--fill', '1', '--json');
      assert.equal(code, 1);
      const json = JSON.parse(stdout);
      assert.deepEqual([json.solvable, json.presses, json.solutionCount], [false, null, '0']);
      const puzzle = createPuzzle({ rows: 3, columns: 3, states: 2, objective: 0, topology: 'plain', neighbourhood: JSON.parse(SIGMA) }, 1);
      assertOracleCertificate(puzzle, json.certificate, 'sigma 3x3');
    });

    it('the readable report names the neighbourhood', async () => {
      const { stdout } = await run('solve', '--rows', '2', '--columns', '2', '--neighbourhood', 'moore', '--fill', '1');
      assert.equal(stdout.split('\n')[0], 'generated board: 2x2, 2 states, objective 0, plain, moore neighbourhood');
    });

    it('generate writes a named neighbourhood as version 2, and a list equal to a name as that name', async () => {
      const named = await run('generate', '--rows', '3', '--columns', '3', '--neighbourhood', 'x', '--seed', '4');
      const listed = await run('generate', '--rows', '3', '--columns', '3', '--neighbourhood', '[[1,1],[0,0],[-1,-1],[1,-1],[-1,1]]', '--seed', '4');
      assert.equal(named.code, 0);
      assert.equal(listed.stdout, named.stdout);
      assert.match(named.stdout, /^version = 2$/m);
      assert.match(named.stdout, /^neighbourhood = "x"$/m);
      const generated = document(named.stdout);
      assert.equal(generated.version, 2);
      assert.equal(generated.puzzle.neighbourhood, 'x');
      assert.equal(oracleSolve(generated.puzzle).minTotal, generated.minMoves);
    });

    it('generate keeps a board with the cross neighbourhood at version 1', async () => {
      const { code, stdout } = await run('generate', '--rows', '3', '--columns', '3', '--neighbourhood', 'cross', '--seed', '4');
      assert.equal(code, 0);
      assert.match(stdout, /^version = 1$/m);
      assert.doesNotMatch(stdout, /neighbourhood/);
    });

    it('analyze takes a neighbourhood: the sigma game on 3x3', async () => {
      const { code, stdout } = await run('analyze', '--rows', '3', '--columns', '3', '--neighbourhood', SIGMA, '--json');
      assert.equal(code, 0);
      const json = JSON.parse(stdout);
      assert.deepEqual(
        [json.totalStates, json.solvableStates, json.solutionsPerState, json.distribution, json.maxMoves, json.allOnMoves],
        ['512', '64', '8', [1, 9, 25, 23, 6], 4, null],
      );
      const text = await run('analyze', '--rows', '3', '--columns', '3', '--neighbourhood', 'knight');
      assert.equal(text.stdout.split('\n')[0], '3x3, 2 states, objective 0, plain, knight neighbourhood');
    });

    const badValues: readonly [string[], string][] = [
      [
        ['solve', '--rows', '3', '--columns', '3', '--fill', '1', '--neighbourhood', 'diagonal'],
        '--neighbourhood must be one of "cross", "x", "moore", "knight" or a list of [row, column] offsets, got "diagonal"',
      ],
      [
        ['solve', '--rows', '3', '--columns', '3', '--fill', '1', '--neighbourhood', '[[0,1]'],
        '--neighbourhood is not a valid JSON list of [row, column] offsets',
      ],
      [['generate', '--rows', '3', '--columns', '3', '--neighbourhood', '[[0,1],[0,1]]'], '--neighbourhood: offset 2 of neighbourhood repeats [0, 1]'],
      [
        ['generate', '--rows', '3', '--columns', '3', '--neighbourhood', '[[0,11]]'],
        '--neighbourhood: offset 1 of neighbourhood is [0, 11]: offsets must lie in -10..10',
      ],
      [['analyze', '--rows', '3', '--columns', '3', '--neighbourhood', '[[0,0.5]]'], '--neighbourhood: offset 1 of neighbourhood must hold two integers'],
      [['analyze', '--rows', '3', '--columns', '3', '--topology', 'hex', '--neighbourhood', 'x'], '--neighbourhood does not apply to --topology hex'],
      [['solve', KNIGHT_RING_FILE, '--neighbourhood', 'x'], '--neighbourhood only applies when no FILE is given: a FILE says its own neighbourhood'],
    ];
    for (const [argv, message] of badValues) {
      it(`refuses ${argv.slice(-2).join(' ')} (${argv[0]}) with exit 2`, async () => {
        const { code, stdout, stderr } = await run(...argv);
        assert.equal(code, 2);
        assert.equal(stdout, '');
        assert.ok(stderr.includes(message), stderr);
      });
    }

    it('every command that takes it documents it in --help', async () => {
      for (const command of ['solve', 'generate', 'analyze']) assert.match((await run(command, '--help')).stdout, /--neighbourhood NAME\|JSON/, command);
      assert.match((await run('generate', '--help')).stdout, /--holes FILE/);
    });
  });

  describe('generate --holes', () => {
    it('copies the holes exactly and writes a solvable version 2 file', async () => {
      for (const seed of ['1', '2', '3']) {
        const { code, stdout, stderr } = await run('generate', '--holes', SHAPE_FILE, '--neighbourhood', 'knight', '--states', '3', '--seed', seed);
        assert.equal(stderr, '');
        assert.equal(code, 0);
        const generated = document(stdout);
        assert.equal(generated.version, 2);
        assert.deepEqual([generated.puzzle.rows, generated.puzzle.columns, generated.puzzle.neighbourhood], [4, 5, 'knight']);
        assert.deepEqual([...(generated.puzzle.holes ?? [])], [1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 1]);
        const grid = stdout
          .slice(stdout.indexOf('grid = """') + 11)
          .split('\n')
          .slice(0, 4);
        assert.deepEqual(
          grid.map((line) => line.split(' ').map((cell) => cell === '.')),
          [0, 1, 2, 3].map((row) => [0, 1, 2, 3, 4].map((column) => !!generated.puzzle.holes?.[row * 5 + column])),
        );
        const internal = solvePuzzle(generated.puzzle);
        assert.equal(internal.solvable, true);
        assert.equal(internal.totalPresses, generated.minMoves, `seed ${seed}`);
      }
    });

    it('takes the size from --rows and --columns when they agree with the file, and names both sizes when not', async () => {
      assert.equal((await run('generate', '--holes', SHAPE_FILE, '--rows', '4', '--columns', '5', '--seed', '1')).code, 0);
      const { code, stderr } = await run('generate', '--holes', SHAPE_FILE, '--rows', '5', '--seed', '1');
      assert.equal(code, 2);
      assert.ok(stderr.includes('is a 4x5 board, but the board to generate is 5x5'), stderr);
    });

    it('says so when the file has no holes, and writes a version 1 board', async () => {
      const plain = lightsFile('no-holes.lights', [
        'rows = 2',
        'columns = 2',
        'states = 2',
        'objective = 0',
        'topology = "plain"',
        'grid = """',
        '0 1',
        '1 0',
        '"""',
      ]);
      const { code, stdout, stderr } = await run('generate', '--holes', plain, '--seed', '1');
      assert.equal(code, 0);
      assert.ok(stderr.endsWith('has no holes; the board has none'), stderr);
      assert.equal(document(stdout).version, 1);
    });
  });

  describe('null at holes', () => {
    it('presses: a solvable holed board', async () => {
      const { code, stdout } = await run('solve', KNIGHT_RING_FILE, '--json');
      assert.equal(code, 0);
      const json = JSON.parse(stdout);
      assert.deepEqual(json.presses, [
        [1, 1, 1],
        [1, null, 1],
        [1, 1, 1],
      ]);
      assert.equal(json.totalPresses, 8);
      assertOracleSolves(ringPuzzle('knight', [1, 1, 1, 1, 0, 1, 1, 1, 1]), json.presses, 'knight ring');
    });

    it('certificate: an unsolvable holed board', async () => {
      const { code, stdout } = await run('solve', SIGMA_RING_FILE, '--json');
      assert.equal(code, 1);
      const json = JSON.parse(stdout);
      assert.equal(json.certificate[1][1], null);
      assertOracleCertificate(ringPuzzle(JSON.parse(SIGMA), [1, 1, 1, 1, 0, 1, 0, 1, 1]), json.certificate, 'sigma ring');
    });

    it('the readable report draws holes as "." and presses not made as 0', async () => {
      const solved = await run('solve', KNIGHT_RING_FILE);
      assert.deepEqual(solved.stdout.split('\n'), [
        `${KNIGHT_RING_FILE}: 3x3, 2 states, objective 0, plain, knight neighbourhood, 1 hole`,
        solved.stdout.split('\n')[1],
        '  fewest presses: 8 (proven)',
        '  1 1 1',
        '  1 . 1',
        '  1 1 1',
      ]);
      const target = lightsFile('target.lights', [
        'version = 2',
        'rows = 2',
        'columns = 2',
        'states = 2',
        'topology = "plain"',
        'grid = """',
        '0 0',
        '0 .',
        '"""',
        'target = """',
        '1 1',
        '1 .',
        '"""',
      ]);
      const lines = (await run('solve', target)).stdout.split('\n');
      assert.equal(lines[0], `${target}: 2x2, 2 states, a target per cell, plain, 1 hole`);
      assert.deepEqual(lines.slice(2), ['  fewest presses: 1 (proven)', '  1 0', '  0 .']);
    });

    it('clingo gives the same grids, null at the holes', async function () {
      requireClingoExecutable(this);
      const solvable = JSON.parse((await run('solve', KNIGHT_RING_FILE, '--json', '--solver', 'clingo', '--runner', 'native')).stdout);
      assert.deepEqual(solvable.presses[1], [1, null, 1]);
      const unsolvable = await run('solve', SIGMA_RING_FILE, '--json', '--solver', 'both', '--runner', 'native');
      assert.equal(unsolvable.code, 1);
      const both = JSON.parse(unsolvable.stdout);
      assert.equal(both.agree, true);
      assert.equal(both.engines.clingo.certificate[1][1], null);
    });
  });
});
