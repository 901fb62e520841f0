import * as assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isLevelFileName, levelList, type Level } from '../../src/levels/levelList';
import { solvePuzzle } from '../../src/solvers/internal/solvePuzzle';
import { isSolved } from '../../src/core/puzzle';
import { BRUTE_FORCE_PATTERN_LIMIT, bruteForceApplyPresses, bruteForceSolve } from '../support/bruteForce';
import { repositoryRoot } from '../support/repositoryRoot';

const level = (title: string | null, minMoves: number | null, grid = '1 0'): string =>
  [
    ...(title === null ? [] : [`title = "${title}"`]),
    'rows = 1',
    'columns = 2',
    ...(minMoves === null ? [] : [`minMoves = ${minMoves}`]),
    'grid = """',
    grid,
    '"""',
    '',
  ].join('\n');

describe('levels: levelList', () => {
  it('numbers the .lights files that are levels in the order of their names, named by their titles', () => {
    const { levels, skipped } = levelList([
      ['10-last.lights', level('Last', 2, '1 1')],
      ['02-second.lights', level(null, 1)],
      ['01-first.lights', level('  First  ', 1)],
      ['notes.txt', 'not a level'],
    ]);
    assert.deepEqual(
      levels.map(({ id, fileName, number, name, minMoves }) => ({ id, fileName, number, name, minMoves })),
      [
        { id: '01-first', fileName: '01-first.lights', number: 1, name: 'First', minMoves: 1 },
        { id: '02-second', fileName: '02-second.lights', number: 2, name: '02-second', minMoves: 1 },
        { id: '10-last', fileName: '10-last.lights', number: 3, name: 'Last', minMoves: 2 },
      ],
    );
    assert.deepEqual(Array.from(levels[2].puzzle.grid), [1, 1]);
    assert.deepEqual(skipped, []);
  });

  it('leaves out, with the reason, a file that is no puzzle or has no fewest moves above 0', () => {
    const { levels, skipped } = levelList([
      ['01-broken.lights', 'rows = "three"'],
      ['02-no-minimum.lights', level('No minimum', null)],
      ['03-solved.lights', level('Solved', 0, '0 0')],
      ['04-good.lights', level('Good', 1)],
    ]);
    assert.deepEqual(
      levels.map((each) => [each.number, each.id]),
      [[1, '04-good']],
    );
    assert.equal(skipped.length, 3);
    assert.match(skipped[0], /^01-broken\.lights: /);
    assert.deepEqual(skipped.slice(1), [
      '02-no-minimum.lights: no fewest number of moves above 0 (minMoves)',
      '03-solved.lights: no fewest number of moves above 0 (minMoves)',
    ]);
  });

  it('takes only plain names ending with .lights as level files', () => {
    assert.deepEqual(['01-a.lights', '.lights', '.hidden.lights', 'a/b.lights', 'a\\b.lights', 'a.lights.txt', 'A.LIGHTS'].map(isLevelFileName), [
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

/** The features a level's board shows, for the progression checks. */
function features(level: Level): string[] {
  const { puzzle } = level;
  const found: string[] = [];
  if (puzzle.states >= 3) found.push('3+ states');
  if (puzzle.states >= 4) found.push('4+ states');
  if (puzzle.holes?.includes(1)) found.push('holes');
  if (puzzle.topology !== 'plain') found.push(puzzle.topology);
  if (typeof puzzle.neighbourhood === 'string' && puzzle.neighbourhood !== 'cross') found.push(puzzle.neighbourhood);
  if (Array.isArray(puzzle.neighbourhood)) found.push('custom neighbourhood');
  if (puzzle.target) found.push('target');
  return found;
}

/** The rules of a level's board, without its size: levels with the same rules form a chapter. */
function rulesKey(level: Level): string {
  const { states, topology, neighbourhood, holes, target } = level.puzzle;
  return JSON.stringify({ states, topology, neighbourhood: neighbourhood ?? 'cross', holes: holes?.includes(1) === true, target: Boolean(target) });
}

const cellsOf = (level: Level): number => level.puzzle.rows * level.puzzle.columns;

describe('levels: the built-in levels (levels/)', () => {
  const folder = join(repositoryRoot, 'levels');
  const files = readdirSync(folder).map((name) => [name, readFileSync(join(folder, name), 'utf8')] as const);
  const { levels, skipped } = levelList(files);

  it('are at least 50 files, every one a level', () => {
    assert.deepEqual(skipped, []);
    assert.equal(levels.length, files.length);
    assert.ok(levels.length >= 50, `${levels.length} levels`);
    assert.equal(new Set(levels.map((each) => each.name)).size, levels.length, 'every level has its own name');
  });

  it('each need exactly their fewest moves, proven by the engine (and by trying every press pattern on the small ones)', () => {
    for (const each of levels) {
      const what = `level ${each.number} (${each.id})`;
      assert.equal(isSolved(each.puzzle), false, `${what} is not solved at the start`);
      const result = solvePuzzle(each.puzzle);
      assert.equal(result.solvable, true, what);
      assert.equal(result.minimal, true, `${what}: the engine proves its minimum`);
      assert.equal(result.totalPresses, each.minMoves, what);
      const pressed = bruteForceApplyPresses(each.puzzle, result.presses as Uint8Array);
      assert.ok(isSolved({ ...each.puzzle, grid: pressed }), `${what}: the engine's presses solve it`);
      const cells = each.puzzle.grid.length - (each.puzzle.holes?.reduce((sum, hole) => sum + hole, 0) ?? 0);
      if (each.puzzle.states ** cells <= BRUTE_FORCE_PATTERN_LIMIT) assert.equal(bruteForceSolve(each.puzzle).minTotal, each.minMoves, what);
    }
  });

  it('start on a 3x3 board of two states with the classic rule, in a move or two', () => {
    const [first] = levels;
    assert.deepEqual([first.puzzle.rows, first.puzzle.columns, first.puzzle.states, first.puzzle.topology], [3, 3, 2, 'plain']);
    assert.deepEqual(features(first), []);
    assert.ok(first.minMoves <= 2);
  });

  it('grow: within a chapter of the same rules neither the board nor the fewest moves shrink, and one of them grows', () => {
    for (let index = 1; index < levels.length; index++) {
      const [before, after] = [levels[index - 1], levels[index]];
      if (rulesKey(before) !== rulesKey(after)) continue;
      const what = `level ${before.number} to ${after.number}`;
      assert.ok(cellsOf(after) >= cellsOf(before) && after.minMoves >= before.minMoves, what);
      assert.ok(cellsOf(after) > cellsOf(before) || after.minMoves > before.minMoves, what);
    }
    const firstTen = levels.slice(0, 10);
    const lastTen = levels.slice(-10);
    const largest = (group: Level[]) => Math.max(...group.map(cellsOf));
    const average = (group: Level[]) => group.reduce((sum, each) => sum + each.minMoves, 0) / group.length;
    assert.ok(largest(lastTen) > largest(firstTen), 'the last boards are larger');
    assert.ok(average(lastTen) > average(firstTen) + 3, 'the last levels need more moves');
    assert.ok(
      firstTen.every((each) => features(each).length === 0),
      'the first ten levels are plain boards of two states',
    );
    assert.ok(lastTen.some((each) => each.puzzle.states >= 3) && lastTen.some((each) => features(each).length >= 2), 'the last levels mix the rules');
  });

  it('bring in every rule of the format: more states, holes, torus, hex, diagonal, eight-cell, knight and custom neighbourhoods, pictures', () => {
    const seen = new Set(levels.flatMap(features));
    assert.deepEqual(
      ['3+ states', '4+ states', 'holes', 'torus', 'hex', 'x', 'moore', 'knight', 'custom neighbourhood', 'target'].filter((feature) => !seen.has(feature)),
      [],
    );
    // Each new rule starts on a board no larger than 6x6, a few moves from solved.
    for (const feature of seen) {
      const first = levels.find((each) => features(each).includes(feature)) as Level;
      assert.ok(cellsOf(first) <= 36 && first.minMoves <= 6, `${feature} starts gently (level ${first.number})`);
    }
  });
});
