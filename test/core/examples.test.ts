import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseLights } from '../../src/core/format/formatRead';
import { printLights } from '../../src/core/format/formatWrite';
import { applyPresses, isSolved, type Puzzle } from '../../src/core/puzzle';
import { NAMED_OFFSETS, type Offset } from '../../src/domain/topology';

const EXAMPLES = join(__dirname, '..', '..', '..', 'examples');

/** The examples with holes, other neighbourhoods or targets, each with what it must use. */
const VERSION_2_EXAMPLES: Readonly<Record<string, (puzzle: Puzzle) => boolean>> = {
  'heart-holes.lights': (puzzle) => !!puzzle.holes && puzzle.holes.includes(1) && puzzle.rows * puzzle.columns >= 64,
  'knight-6x6.lights': (puzzle) => puzzle.neighbourhood === 'knight',
  'picture-target.lights': (puzzle) => !!puzzle.target && puzzle.grid.every((value) => value === 0),
  'sigma-5x5.lights': (puzzle) =>
    JSON.stringify(puzzle.neighbourhood) ===
      JSON.stringify([
        [-1, 0],
        [1, 0],
        [0, -1],
        [0, 1],
      ]) &&
    puzzle.rows === 5 &&
    puzzle.columns === 5,
};

/**
 * The press matrix written from the documented rules, independently of the model: column j (a
 * cell that is not a hole) has a 1 at every cell a press of j changes: the cell at each offset,
 * dropped off a plain board, wrapped on a torus, never a hole, each cell once.
 */
function pressMatrix(puzzle: Puzzle): number[][] {
  const { rows, columns, holes } = puzzle;
  assert.notEqual(puzzle.topology, 'hex', 'the version 2 examples are square boards');
  const offsets: readonly Offset[] =
    puzzle.neighbourhood === undefined
      ? NAMED_OFFSETS.cross
      : typeof puzzle.neighbourhood === 'string'
        ? NAMED_OFFSETS[puzzle.neighbourhood]
        : puzzle.neighbourhood;
  const cells = rows * columns;
  const matrix = Array.from({ length: cells }, () => new Array<number>(cells).fill(0));
  for (let j = 0; j < cells; j++) {
    if (holes?.[j]) continue;
    for (const [dr, dc] of offsets) {
      let r = Math.floor(j / columns) + dr;
      let c = (j % columns) + dc;
      if (puzzle.topology === 'torus') {
        r = ((r % rows) + rows) % rows;
        c = ((c % columns) + columns) % columns;
      } else if (r < 0 || r >= rows || c < 0 || c >= columns) {
        continue;
      }
      if (!holes?.[r * columns + c]) matrix[r * columns + c][j] = 1;
    }
  }
  return matrix;
}

/** A solution x of A x = b over Z_p (p prime), or null when there is none: Gauss-Jordan elimination. */
function solveModPrime(matrix: readonly number[][], b: readonly number[], p: number): number[] | null {
  const n = b.length;
  const rows = matrix.map((row, i) => [...row, b[i]].map((value) => ((value % p) + p) % p));
  const inverse = (value: number): number => {
    for (let x = 1; x < p; x++) if ((value * x) % p === 1) return x;
    throw new RangeError(`${value} has no inverse mod ${p}`);
  };
  const pivots: number[] = [];
  let rank = 0;
  for (let column = 0; column < n && rank < n; column++) {
    const pivot = rows.findIndex((row, index) => index >= rank && row[column] !== 0);
    if (pivot < 0) continue;
    [rows[rank], rows[pivot]] = [rows[pivot], rows[rank]];
    const scale = inverse(rows[rank][column]);
    rows[rank] = rows[rank].map((value) => (value * scale) % p);
    for (let other = 0; other < n; other++) {
      const factor = rows[other][column];
      if (other === rank || factor === 0) continue;
      rows[other] = rows[other].map((value, index) => (((value - factor * rows[rank][index]) % p) + p) % p);
    }
    pivots.push(column);
    rank += 1;
  }
  if (rows.some((row, index) => index >= rank && row[n] !== 0)) return null;
  const x = new Array<number>(n).fill(0);
  pivots.forEach((column, index) => (x[column] = rows[index][n]));
  return x;
}

function isPrime(k: number): boolean {
  for (let d = 2; d * d <= k; d++) if (k % d === 0) return false;
  return k >= 2;
}

describe('examples: every examples/*.lights file', () => {
  const files = readdirSync(EXAMPLES).filter((name) => name.endsWith('.lights'));

  it('includes the four version 2 examples', () => {
    for (const name of Object.keys(VERSION_2_EXAMPLES)) assert.ok(files.includes(name), `examples/${name} exists`);
  });

  for (const name of files) {
    it(`${name} parses without errors or warnings and starts with a comment`, () => {
      const text = readFileSync(join(EXAMPLES, name), 'utf8');
      const result = parseLights(text);
      if (!result.ok) assert.fail(`${name}: ${JSON.stringify(result.errors)}`);
      assert.deepEqual(result.warnings, []);
      assert.match(text, /^# /);
    });
  }

  it('the elimination can say no: unsolvable-5x5.lights has no solution', () => {
    const result = parseLights(readFileSync(join(EXAMPLES, 'unsolvable-5x5.lights'), 'utf8'));
    if (!result.ok) assert.fail(JSON.stringify(result.errors));
    const { puzzle } = result.document;
    const b = Array.from(puzzle.grid, (value) => puzzle.objective - value);
    assert.equal(solveModPrime(pressMatrix(puzzle), b, puzzle.states), null);
  });

  for (const [name, uses] of Object.entries(VERSION_2_EXAMPLES)) {
    it(`${name} is version 2, uses its feature, is not solved yet, and is solvable (proved by elimination)`, () => {
      const result = parseLights(readFileSync(join(EXAMPLES, name), 'utf8'));
      if (!result.ok) assert.fail(JSON.stringify(result.errors));
      const { puzzle } = result.document;
      assert.equal(result.document.version, 2);
      assert.ok(uses(puzzle), `${name} uses the feature it shows`);
      assert.equal(isSolved(puzzle), false);
      assert.ok(isPrime(puzzle.states));
      const b = Array.from(puzzle.grid, (value, index) => (puzzle.target ? puzzle.target[index] : puzzle.holes?.[index] ? 0 : puzzle.objective) - value);
      const presses = solveModPrime(pressMatrix(puzzle), b, puzzle.states);
      assert.ok(presses !== null, `${name} is solvable`);
      assert.ok(
        presses.every((count, index) => count === 0 || !puzzle.holes?.[index]),
        'no press at a hole',
      );
      assert.equal(isSolved(applyPresses(puzzle, presses)), true);
      assert.equal(printLights(result.document), readFileSync(join(EXAMPLES, name), 'utf8').replace(/^(#.*\n)+/, ''));
    });
  }
});
