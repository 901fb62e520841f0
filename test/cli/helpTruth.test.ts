/**
 * The command line's words against its deeds: each test quotes a claim of a command's `--help`
 * and of docs/cli.md (the test fails when the words go, so a changed claim is checked again) and
 * runs the command on boards of every kind the format allows (holes, a target per cell, named
 * and listed neighbourhoods, torus, hex, k > 2) to show the claim holds. Answers are checked with
 * the brute-force oracle of test/support, which reads the rules independently of src/.
 */

import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ANALYZE_HELP } from '../../src/cli/analyzeCommand';
import { GENERATE_HELP } from '../../src/cli/generateCommand';
import { HINT_HELP } from '../../src/cli/hintCommand';
import { ID_HELP } from '../../src/cli/idCommand';
import { PATH_HELP } from '../../src/cli/pathCommand';
import { SOLVE_HELP } from '../../src/cli/solveCommand';
import type { Puzzle } from '../../src/core/puzzle';
import { bruteForceApplyPresses, bruteForceCertificateFault, bruteForceSolve, assertBruteForceSolves } from '../support/bruteForce';
import { repositoryRoot } from '../support/repositoryRoot';
import { parsedDocument, runCommandLine, temporaryFolder } from './cliTestSupport';

const CLI_DOC = readFileSync(join(repositoryRoot, 'docs', 'cli.md'), 'utf8');

/** Text as a reader sees it: Markdown escapes and backticks dropped, every run of blanks one space. */
function plain(text: string): string {
  return text.replace(/\\\*/g, '*').replace(/`/g, '').replace(/\s+/g, ' ');
}

/** Asserts that `text` (a help or docs/cli.md) makes the claim `words`, however its lines wrap. */
function says(text: string, words: string, where: string): void {
  assert.ok(plain(text).includes(plain(words)), `${where} no longer says "${words}": check this claim again and update the test`);
}

const { file } = temporaryFolder('lights-out-help-truth-');

/** A board of a kind the format allows, as a .lights text, with the words `solve` names its rules by. */
interface Board {
  readonly kind: string;
  readonly text: string;
  readonly rules: string;
}

const SOLVABLE_BOARDS: readonly Board[] = [
  {
    kind: 'holes',
    text: 'version = 2\nrows = 2\ncolumns = 3\ngrid = """\n1 . 1\n0 1 .\n"""\n',
    rules: '2x3, 2 states, objective 0, plain, 2 holes',
  },
  {
    kind: 'a target per cell and a hole, 3 states',
    text: 'version = 2\nrows = 2\ncolumns = 3\nstates = 3\ngrid = """\n0 . 2\n1 0 0\n"""\ntarget = """\n1 . 0\n2 2 1\n"""\n',
    rules: '2x3, 3 states, a target per cell, plain, 1 hole',
  },
  {
    kind: 'knight neighbourhood with a hole',
    text: 'version = 2\nrows = 3\ncolumns = 3\nneighbourhood = "knight"\ngrid = """\n1 0 1\n0 . 0\n1 0 1\n"""\n',
    rules: '3x3, 2 states, objective 0, plain, knight neighbourhood, 1 hole',
  },
  {
    kind: 'torus sigma game with holes and a target',
    text: 'version = 2\nrows = 3\ncolumns = 4\ntopology = "torus"\nneighbourhood = [[-1, 0], [1, 0], [0, -1], [0, 1]]\ngrid = """\n. 1 1 .\n1 0 0 1\n. . 1 .\n"""\ntarget = """\n. 0 1 .\n1 1 0 1\n. . 0 .\n"""\n',
    rules: '3x4, 2 states, a target per cell, torus, neighbourhood [[-1,0],[1,0],[0,-1],[0,1]], 5 holes',
  },
  {
    kind: 'hex',
    text: 'rows = 3\ncolumns = 3\ntopology = "hex"\ngrid = """\n1 1 0\n0 1 0\n0 0 1\n"""\n',
    rules: '3x3, 2 states, objective 0, hex',
  },
  {
    kind: 'a one-sided list of offsets, 3 states, objective 1',
    text: 'version = 2\nrows = 2\ncolumns = 3\nstates = 3\nobjective = 1\nneighbourhood = [[0, 1], [0, 0]]\ngrid = """\n0 2 1\n2 1 1\n"""\n',
    rules: '2x3, 3 states, objective 1, plain, neighbourhood [[0,1],[0,0]]',
  },
];

const UNSOLVABLE_BOARDS: readonly Board[] = [
  {
    kind: 'torus sigma game with holes and a target',
    text: 'version = 2\nrows = 3\ncolumns = 4\ntopology = "torus"\nneighbourhood = [[-1, 0], [1, 0], [0, -1], [0, 1]]\ngrid = """\n. 1 1 .\n1 0 0 1\n. . 1 .\n"""\ntarget = """\n. 0 1 .\n1 1 1 1\n. . 0 .\n"""\n',
    rules: '3x4, 2 states, a target per cell, torus, neighbourhood [[-1,0],[1,0],[0,-1],[0,1]], 5 holes',
  },
  {
    kind: 'a target per cell, 3 states',
    text: 'version = 2\nrows = 2\ncolumns = 2\nstates = 3\ngrid = """\n0 0\n0 0\n"""\ntarget = """\n1 2\n0 1\n"""\n',
    rules: '2x2, 3 states, a target per cell, plain',
  },
];

/** The file of a board (one per board, written once) and the puzzle it holds. */
function boardFile(board: Board): { path: string; puzzle: Puzzle } {
  const index = [...SOLVABLE_BOARDS, ...UNSOLVABLE_BOARDS].indexOf(board);
  return { path: file(`board-${index}.lights`, board.text), puzzle: parsedDocument(board.text).puzzle };
}

const isHole = (puzzle: Puzzle, index: number) => puzzle.holes?.[index] === 1;
const goalOf = (puzzle: Puzzle, index: number) => (puzzle.target ? puzzle.target[index] : puzzle.objective);

/** The documented number of a board: base-k digits, least significant first, over the cells that are not holes in row-major order. */
function documentedStateNumber(puzzle: Puzzle, grid: ArrayLike<number>): bigint {
  let number = 0n;
  for (let index = grid.length - 1; index >= 0; index--) if (!isHole(puzzle, index)) number = number * BigInt(puzzle.states) + BigInt(grid[index]);
  return number;
}

/** One press of cell (row, col), by the oracle's rules. */
function pressOnce(puzzle: Puzzle, grid: Uint8Array, row: number, col: number): Uint8Array {
  const presses = new Array<number>(puzzle.rows * puzzle.columns).fill(0);
  presses[row * puzzle.columns + col] = 1;
  return bruteForceApplyPresses({ ...puzzle, grid }, presses);
}

/** The fewest presses that solve the board, by the oracle. */
function oracleMinimum(puzzle: Puzzle, grid: Uint8Array = puzzle.grid): number | null {
  return bruteForceSolve({ ...puzzle, grid }).minTotal;
}

describe('cli: the help and docs/cli.md tell the truth on every kind of board', () => {
  it('path: the state is the board before the press, its base-K digits the cells that are not holes in row-major order', async () => {
    says(PATH_HELP, 'state is the board before that press as a number whose base-K digits are the cells, least significant first', 'path --help');
    says(PATH_HELP, 'on a board with holes, the cells that are not holes are the digits in row-major order (a hole has no digit)', 'path --help');
    says(PATH_HELP, 'It is written in hexadecimal for 2 states and in base K with digits 0-9a-z otherwise', 'path --help');
    says(CLI_DOC, 'on a board with holes only the cells that are not holes are digits, in row-major order', 'docs/cli.md');
    says(CLI_DOC, 'the first line is `b: (1, 1)`', 'docs/cli.md');
    for (const board of SOLVABLE_BOARDS) {
      const { path, puzzle } = boardFile(board);
      const readable = await runCommandLine(['path', path]);
      const json = await runCommandLine(['path', path, '--json']);
      assert.equal(readable.code, 0, `${board.kind}: ${readable.stderr}`);
      assert.equal(json.code, 0, `${board.kind}: ${json.stderr}`);
      const steps = JSON.parse(json.stdout) as { state: string; row: number; col: number }[];
      const lines = readable.stdout.split('\n');
      assert.equal(steps.length, oracleMinimum(puzzle), `${board.kind}: a shortest sequence`);
      assert.equal(lines.length, steps.length, `${board.kind}: one line per press`);
      let grid = puzzle.grid;
      let previousCell = Infinity;
      steps.forEach((step, at) => {
        const cell = step.row * puzzle.columns + step.col;
        assert.ok(!isHole(puzzle, cell), `${board.kind}: press ${at} is on a hole`);
        assert.ok(cell <= previousCell, `${board.kind}: highest cell first`);
        previousCell = cell;
        const number = documentedStateNumber(puzzle, grid);
        assert.equal(step.state, number.toString(), `${board.kind}: the decimal state of press ${at}`);
        assert.equal(lines[at], `${number.toString(puzzle.states === 2 ? 16 : puzzle.states)}: (${step.row}, ${step.col})`, `${board.kind}: line ${at}`);
        grid = pressOnce(puzzle, grid, step.row, step.col);
      });
      grid.forEach((state, cell) => assert.ok(isHole(puzzle, cell) || state === goalOf(puzzle, cell), `${board.kind}: cell ${cell} reaches its goal`));
    }
    // The example of docs/cli.md: cells 1, 1, 0, 1 around two holes are 1 + 2 + 8 = 11.
    assert.match((await runCommandLine(['path', boardFile(SOLVABLE_BOARDS[0]).path])).stdout, /^b: \(1, 1\)\n/);
  });

  it('path: an already solved board prints nothing ([] with --json), also with a target per cell', async () => {
    says(PATH_HELP, 'An already solved board prints nothing ([] with --json)', 'path --help');
    says(CLI_DOC, 'An already solved board prints nothing (`[]` with `--json`)', 'docs/cli.md');
    const solved = file('solved-target.lights', 'version = 2\nrows = 1\ncolumns = 3\nstates = 3\ngrid = "1 . 2"\ntarget = "1 . 2"\n');
    assert.deepEqual(await runCommandLine(['path', solved]), { code: 0, stdout: '', stderr: '', written: [] });
    assert.equal((await runCommandLine(['path', solved, '--json'])).stdout, '[]');
  });

  it('path: the cell limit counts rows x columns, holes included', async () => {
    says(PATH_HELP, 'Boards of at most 10000 cells, rows x columns (holes count)', 'path --help');
    says(CLI_DOC, 'Boards of at most 10,000 cells, counted as rows x columns (holes count)', 'docs/cli.md');
    // 101 x 100 = 10,100 entries, of which only the first row's 100 are cells.
    const rows = ['1' + ' 0'.repeat(99), ...Array.from({ length: 100 }, () => '.' + ' .'.repeat(99))];
    const large = file('mostly-holes.lights', `version = 2\nrows = 101\ncolumns = 100\ngrid = """\n${rows.join('\n')}\n"""\n`);
    const { code, stderr } = await runCommandLine(['path', large]);
    assert.equal(code, 2);
    assert.match(stderr, /a 101x100 board has 10100 cells; path prints boards of at most 10000/);
  });

  it('hint: a cell that is never a hole and lies on a shortest path to the objective or the target', async () => {
    says(
      HINT_HELP,
      'one cell to press next (0-based row and column, never a hole): it lies on a shortest path to the objective (or to the target per cell)',
      'hint --help',
    );
    says(
      CLI_DOC,
      'one cell to press next (0-based row and column, never a hole): it lies on a shortest path to the objective (or to the target per cell)',
      'docs/cli.md',
    );
    for (const board of SOLVABLE_BOARDS) {
      const { path, puzzle } = boardFile(board);
      const { code, stdout } = await runCommandLine(['hint', path, '--json']);
      assert.equal(code, 0, board.kind);
      const hint = JSON.parse(stdout) as { row: number; col: number; remaining: number; shortest: boolean };
      const minimum = oracleMinimum(puzzle);
      assert.deepEqual({ remaining: hint.remaining, shortest: hint.shortest }, { remaining: minimum, shortest: true }, board.kind);
      assert.ok(!isHole(puzzle, hint.row * puzzle.columns + hint.col), `${board.kind}: the hint is a hole`);
      assert.equal(oracleMinimum(puzzle, pressOnce(puzzle, puzzle.grid, hint.row, hint.col)), hint.remaining - 1, `${board.kind}: one press nearer`);
    }
  });

  it('hint and path: a board that cannot reach its target exits 1 and says the target', async () => {
    for (const board of UNSOLVABLE_BOARDS) {
      const { path } = boardFile(board);
      const hint = await runCommandLine(['hint', path]);
      assert.deepEqual([hint.code, hint.stdout], [1, 'not solvable: no press leads to the target'], board.kind);
      const shortest = await runCommandLine(['path', path]);
      assert.equal(shortest.code, 1, board.kind);
      assert.match(shortest.stderr, /not solvable: no sequence of presses reaches the target$/, board.kind);
    }
  });

  it('solve --json: presses reach the goal with null at holes; a certificate proves the rest, null at holes', async () => {
    says(SOLVE_HELP, '"presses" is an R x C grid of press counts 0..K-1, with null at holes', 'solve --help');
    says(
      SOLVE_HELP,
      'an R x C grid of marks 0..K-1 (null at holes) such that every press changes the sum of mark times state by a multiple of K while the objective (or the target) needs another value of that sum modulo K',
      'solve --help',
    );
    says(CLI_DOC, '`presses[r][c]` is how many times to press cell (r, c) (0..k-1), `null` at a hole', 'docs/cli.md');
    says(CLI_DOC, 'an R x C grid of marks 0..k-1 (`null` at a hole)', 'docs/cli.md');
    says(CLI_DOC, 'equal to `totalPresses` when `minimal`, `null` when not solvable', 'docs/cli.md');
    for (const board of SOLVABLE_BOARDS) {
      const { path, puzzle } = boardFile(board);
      const { code, stdout } = await runCommandLine(['solve', path, '--json']);
      assert.equal(code, 0, board.kind);
      const answer = JSON.parse(stdout) as { presses: (number | null)[][]; totalPresses: number; minimal: boolean; lowerBound: number; solutionCount: string };
      assert.equal(answer.lowerBound, answer.totalPresses, `${board.kind}: the lower bound of a proven minimum`);
      answer.presses.flat().forEach((times, cell) => assert.equal(times === null, isHole(puzzle, cell), `${board.kind}: null exactly at holes (cell ${cell})`));
      assertBruteForceSolves(puzzle, answer.presses, board.kind);
      const oracle = bruteForceSolve(puzzle);
      assert.deepEqual([answer.totalPresses, answer.minimal, answer.solutionCount], [oracle.minTotal, true, oracle.solutionCount.toString()], board.kind);
    }
    for (const board of UNSOLVABLE_BOARDS) {
      const { path, puzzle } = boardFile(board);
      const { code, stdout } = await runCommandLine(['solve', path, '--json']);
      assert.equal(code, 1, board.kind);
      const answer = JSON.parse(stdout) as { certificate: (number | null)[][]; presses: null; lowerBound: null };
      assert.deepEqual([answer.presses, answer.lowerBound], [null, null], board.kind);
      answer.certificate
        .flat()
        .forEach((mark, cell) => assert.equal(mark === null, isHole(puzzle, cell), `${board.kind}: null exactly at holes (cell ${cell})`));
      assert.equal(bruteForceCertificateFault(puzzle, answer.certificate), null, board.kind);
    }
  });

  it('solve: the first line names the rules, and on a board with holes a hole is "." and 0 is 0', async () => {
    says(
      CLI_DOC,
      '`3x3, 2 states, objective 0, plain, knight neighbourhood, 1 hole` (or `a target per cell` in place of the objective, and a list of offsets as `neighbourhood [[0,1]]`)',
      'docs/cli.md',
    );
    says(
      SOLVE_HELP,
      'In the readable report "." is a cell not pressed (or not marked); on a board with holes, a hole is "." and a cell not pressed is 0.',
      'solve --help',
    );
    for (const board of [...SOLVABLE_BOARDS, ...UNSOLVABLE_BOARDS]) {
      const { path, puzzle } = boardFile(board);
      const lines = (await runCommandLine(['solve', path])).stdout.split('\n');
      assert.equal(lines[0], `${path}: ${board.rules}`, board.kind);
      const json = JSON.parse((await runCommandLine(['solve', path, '--json'])).stdout) as {
        presses: (number | null)[][] | null;
        certificate: (number | null)[][] | null;
      };
      const grid = json.presses ?? json.certificate;
      assert.ok(grid, board.kind);
      const holes = puzzle.holes?.includes(1) ?? false;
      const shown = grid.map((row) => '  ' + row.map((value) => (value === null || (!holes && value === 0) ? '.' : String(value))).join(' '));
      assert.deepEqual(lines.slice(-puzzle.rows), shown, board.kind);
    }
  });

  it('id: the ID holds the whole puzzle, so solve --id answers as the file does', async () => {
    says(
      ID_HELP,
      'a short text that holds the whole puzzle (its size, states, objective or target per cell, topology, neighbourhood, holes and cells)',
      'id --help',
    );
    says(
      CLI_DOC,
      'a short text that holds the whole puzzle (its size, states, objective or target per cell, topology, neighbourhood, holes and cells)',
      'docs/cli.md',
    );
    for (const board of [...SOLVABLE_BOARDS, ...UNSOLVABLE_BOARDS]) {
      const { path } = boardFile(board);
      const id = await runCommandLine(['id', path]);
      assert.equal(id.code, 0, board.kind);
      const withoutTime = (text: string) => ({ ...(JSON.parse(text) as object), elapsedMs: 0 });
      const fromFile = await runCommandLine(['solve', path, '--json']);
      const fromId = await runCommandLine(['solve', '--id', id.stdout, '--json']);
      assert.deepEqual([fromId.code, withoutTime(fromId.stdout)], [fromFile.code, withoutTime(fromFile.stdout)], board.kind);
      assert.equal((await runCommandLine(['path', '--id', id.stdout])).stdout, (await runCommandLine(['path', path])).stdout, board.kind);
    }
  });

  it('generate: --holes copies only the holes, the board is version 2, and minMoves is its minimum', async () => {
    says(GENERATE_HELP, 'copy the holes (the "." cells) of the .lights FILE onto the board', 'generate --help');
    says(GENERATE_HELP, '(nothing else of FILE is used)', 'generate --help');
    says(GENERATE_HELP, 'A board with holes or another neighbourhood than cross is written as format version 2.', 'generate --help');
    says(CLI_DOC, '`--holes FILE` copies the `.` cells of a `.lights` file onto the new board', 'docs/cli.md');
    const source = boardFile(SOLVABLE_BOARDS[1]);
    const { code, stdout } = await runCommandLine(['generate', '--holes', source.path, '--states', '3', '--seed', 'truth', '--moves', '3']);
    assert.equal(code, 0);
    assert.match(stdout, /^version = 2\n/);
    const made = parsedDocument(stdout);
    assert.deepEqual(made.puzzle.holes, source.puzzle.holes);
    assert.equal(made.puzzle.target ?? null, null, 'the target of FILE is not used');
    assert.equal(made.minMoves, 3);
    assert.equal(oracleMinimum(made.puzzle), 3);
    const knight = await runCommandLine(['generate', '--rows', '3', '--columns', '3', '--neighbourhood', 'knight', '--seed', 'truth']);
    assert.match(knight.stdout, /^version = 2\n[^]*neighbourhood = "knight"/);
    const crossList = await runCommandLine([
      'generate',
      '--rows',
      '3',
      '--columns',
      '3',
      '--neighbourhood',
      '[[0,0],[1,0],[-1,0],[0,1],[0,-1]]',
      '--seed',
      'truth',
    ]);
    assert.match(crossList.stdout, /^version = 1\n/);
    says(CLI_DOC, 'A list that changes the same offsets as a name is that name, and `cross` keeps a generated board at version 1', 'docs/cli.md');
  });

  it('analyze: states numbered r*C + c, the all-on board one step short of the objective, any neighbourhood and topology', async () => {
    says(ANALYZE_HELP, 'the presses of the all-on board (every cell at (objective + K - 1) mod K; null when that board cannot be solved)', 'analyze --help');
    says(ANALYZE_HELP, 'cell (r, c) is base-K digit r*C + c, least significant first', 'analyze --help');
    says(ANALYZE_HELP, 'The shape comes from the flags alone (analyze reads no FILE), so it has no holes and no target.', 'analyze --help');
    says(
      CLI_DOC,
      'The shape comes from the flags alone (`analyze` reads no FILE), so it has no holes and no target, and state numbers are those of `path`: cell (r, c) is base-K digit r\\*C + c.',
      'docs/cli.md',
    );
    const shapes = [
      ['--rows', '3', '--columns', '3', '--neighbourhood', 'knight'],
      ['--rows', '2', '--columns', '3', '--states', '3', '--objective', '1', '--topology', 'torus'],
      ['--rows', '3', '--columns', '2', '--topology', 'hex'],
      ['--rows', '2', '--columns', '3', '--states', '3', '--neighbourhood', '[[0,1],[1,0]]'],
    ];
    for (const flags of shapes) {
      const { code, stdout } = await runCommandLine(['analyze', ...flags, '--json']);
      assert.equal(code, 0, flags.join(' '));
      const analysis = JSON.parse(stdout) as { maxMoves: number; hardestStates: string[]; allOnMoves: number | null };
      const states = flags.includes('--states') ? Number(flags[flags.indexOf('--states') + 1]) : 2;
      const objective = flags.includes('--objective') ? Number(flags[flags.indexOf('--objective') + 1]) : 0;
      const allOn = await runCommandLine(['solve', ...flags, '--fill', String((objective + states - 1) % states), '--json']);
      assert.equal(analysis.allOnMoves, (JSON.parse(allOn.stdout) as { totalPresses: number | null }).totalPresses, `${flags.join(' ')}: the all-on board`);
      // The hardest state, decoded with cell (r, c) as digit r*C + c, needs maxMoves.
      const rows = Number(flags[1]);
      const columns = Number(flags[3]);
      let number = BigInt(analysis.hardestStates[0]);
      const cells: string[] = [];
      for (let cell = 0; cell < rows * columns; cell++, number /= BigInt(states)) cells.push(String(number % BigInt(states)));
      const grid = Array.from({ length: rows }, (_, row) => cells.slice(row * columns, (row + 1) * columns).join(' '));
      const decoded = parsedDocument(
        `version = 2\nrows = ${rows}\ncolumns = ${columns}\nstates = ${states}\nobjective = ${objective}\n${flagsToKeys(flags)}grid = """\n${grid.join('\n')}\n"""\n`,
      );
      assert.equal(oracleMinimum(decoded.puzzle), analysis.maxMoves, `${flags.join(' ')}: the hardest state`);
    }
    assert.equal((await runCommandLine(['analyze', boardFile(SOLVABLE_BOARDS[0]).path])).code, 2, 'analyze reads no FILE');
  });

  it('the board flags: --neighbourhood with --topology hex, and with a FILE, exit 2; --random makes a solvable board of any rules', async () => {
    says(
      CLI_DOC,
      'A bad value, `--neighbourhood` with `--topology hex` (a hex board has its own six neighbours), and `solve FILE --neighbourhood ...` (the file says its own) exit with 2',
      'docs/cli.md',
    );
    const hex = await runCommandLine(['solve', '--rows', '3', '--columns', '3', '--topology', 'hex', '--neighbourhood', 'knight', '--fill', '1']);
    assert.equal(hex.code, 2);
    const withFile = await runCommandLine(['solve', boardFile(SOLVABLE_BOARDS[2]).path, '--neighbourhood', 'moore']);
    assert.equal(withFile.code, 2);
    says(SOLVE_HELP, 'a random solvable board made by random presses from the solved board (--random SEED)', 'solve --help');
    for (const flags of [
      ['--topology', 'torus', '--states', '3', '--objective', '2', '--neighbourhood', 'x'],
      ['--topology', 'hex', '--states', '4', '--objective', '1'],
      ['--neighbourhood', '[[0,1],[2,0]]', '--states', '5'],
    ]) {
      const random = await runCommandLine(['solve', '--rows', '4', '--columns', '5', ...flags, '--random', 'truth', '--json']);
      assert.equal(random.code, 0, `${flags.join(' ')}: ${random.stderr}`);
      assert.equal((JSON.parse(random.stdout) as { solvable: boolean }).solvable, true, flags.join(' '));
    }
  });
});

/** The .lights keys of the topology and neighbourhood flags. */
function flagsToKeys(flags: readonly string[]): string {
  const value = (flag: string) => (flags.includes(flag) ? flags[flags.indexOf(flag) + 1] : undefined);
  const topology = value('--topology');
  const neighbourhood = value('--neighbourhood');
  return `${topology ? `topology = "${topology}"\n` : ''}${neighbourhood ? `neighbourhood = ${neighbourhood.startsWith('[') ? neighbourhood : `"${neighbourhood}"`}\n` : ''}`;
}
