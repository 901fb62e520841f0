import * as assert from 'node:assert/strict';
import { integerFlag, neighbourhoodFlag, shapeFromFlags } from '../../src/cli/boardArguments';
import { CliError } from '../../src/cli/cliError';
import { createPuzzle } from '../../src/core/puzzle';
import { assertBruteForceCertificate, assertBruteForceSolves, bruteForceSolve } from '../support/bruteForce';
import { boardText, parsedDocument, runCommandLine, temporaryFolder } from './cliTestSupport';

const run = (...argv: string[]) => runCommandLine(argv);
const { file } = temporaryFolder('lights-out-board-arguments-');
const SIGMA = '[[-1,0],[1,0],[0,-1],[0,1]]';

describe('cli: --neighbourhood, through every command that takes it', () => {
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
    assertBruteForceSolves(
      createPuzzle({ rows: 3, columns: 3, states: 2, objective: 0, topology: 'plain', neighbourhood: 'knight' }, 1),
      json.presses,
      'knight',
    );
  });

  it('solve takes a JSON list: the sigma game on 3x3, all on, is not solvable, with a certificate', async () => {
    const { code, stdout } = await run('solve', '--rows', '3', '--columns', '3', '--neighbourhood', SIGMA, '--fill', '1', '--json');
    assert.equal(code, 1);
    const json = JSON.parse(stdout);
    assert.deepEqual([json.solvable, json.presses, json.solutionCount], [false, null, '0']);
    const puzzle = createPuzzle({ rows: 3, columns: 3, states: 2, objective: 0, topology: 'plain', neighbourhood: JSON.parse(SIGMA) }, 1);
    assertBruteForceCertificate(puzzle, json.certificate, 'sigma 3x3');
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
    const generated = parsedDocument(named.stdout);
    assert.equal(generated.version, 2);
    assert.equal(generated.puzzle.neighbourhood, 'x');
    assert.equal(bruteForceSolve(generated.puzzle).minTotal, generated.minMoves);
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
    [
      ['solve', file('board.lights', boardText(['1 0', '0 1'])), '--neighbourhood', 'x'],
      '--neighbourhood only applies when no FILE is given: a FILE says its own neighbourhood',
    ],
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

/** Asserts that `run` throws a usage error (exit 2) with exactly `message`. */
function assertUsageError(run: () => unknown, message: string): void {
  assert.throws(run, (error: unknown) => error instanceof CliError && error.exitCode === 2 && error.message === message);
}

describe('cli: board arguments, flag by flag', () => {
  it('neighbourhoodFlag: names stay names, cross and a list equal to cross become undefined, a list equal to a name becomes it', () => {
    assert.equal(neighbourhoodFlag(undefined), undefined);
    assert.equal(neighbourhoodFlag('knight'), 'knight');
    assert.equal(neighbourhoodFlag(' moore '), 'moore');
    assert.equal(neighbourhoodFlag('cross'), undefined);
    assert.equal(neighbourhoodFlag('[[0,0],[-1,0],[1,0],[0,-1],[0,1]]'), undefined);
    assert.equal(neighbourhoodFlag('[[0,0],[-1,-1],[-1,1],[1,-1],[1,1]]'), 'x');
    assert.deepEqual(neighbourhoodFlag(SIGMA), JSON.parse(SIGMA));
  });

  it('integerFlag: undefined when absent, the number in range, a usage error naming the flag otherwise', () => {
    assert.equal(integerFlag('rows', undefined, 1, 10), undefined);
    assert.equal(integerFlag('rows', '1', 1, 10), 1);
    assert.equal(integerFlag('rows', ' +10 ', 1, 10), 10);
    assertUsageError(() => integerFlag('rows', '11', 1, 10), '--rows must be in 1..10, got 11');
    assertUsageError(() => integerFlag('rows', '0', 1, 10), '--rows must be in 1..10, got 0');
    assertUsageError(() => integerFlag('rows', '2.5', 1, 10), '--rows must be an integer, got "2.5"');
    assertUsageError(() => integerFlag('states', '', 2, 9), '--states must be an integer, got ""');
  });

  it('shapeFromFlags: defaults to 2 states, objective 0, plain; a size fills in what the flags leave out', () => {
    assert.deepEqual(shapeFromFlags({ rows: '3', columns: '4' }), { rows: 3, columns: 4, states: 2, objective: 0, topology: 'plain' });
    assert.deepEqual(shapeFromFlags({ columns: '2', states: '5', objective: '4', topology: 'torus', neighbourhood: 'x' }, { rows: 7, columns: 9 }), {
      rows: 7,
      columns: 2,
      states: 5,
      objective: 4,
      topology: 'torus',
      neighbourhood: 'x',
    });
    assertUsageError(() => shapeFromFlags({ rows: '3' }), '--rows and --columns are required when no FILE is given');
    assertUsageError(() => shapeFromFlags({ rows: '3', columns: '3', states: '3', objective: '3' }), '--objective must be in 0..2, got 3');
    assertUsageError(() => shapeFromFlags({ rows: '3', columns: '3', topology: 'sphere' }), '--topology must be one of plain, torus, hex, got "sphere"');
  });
});
