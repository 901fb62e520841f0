import * as assert from 'node:assert/strict';
import { parseLights } from '../../src/core/format';
import { runCli } from '../../src/cli/main';
import { solvePuzzle } from '../../src/solvers/internal/solvePuzzle';

function run(...argv: string[]): { code: number; stdout: string; stderr: string } {
  const out: string[] = [];
  const err: string[] = [];
  const code = runCli(argv, { stdout: (text) => out.push(text), stderr: (text) => err.push(text) });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

function generated(stdout: string) {
  const parsed = parseLights(stdout);
  if (!parsed.ok) throw new Error(parsed.errors.map((e) => e.message).join('; '));
  return parsed.document;
}

describe('cli: lights-out generate', () => {
  it('explains difficulty relative to the board in its help', () => {
    const { code, stdout } = run('generate', '--help');
    assert.equal(code, 0);
    assert.match(stdout, /5x5: easy 1-9, medium 10, hard 11-15/);
    assert.doesNotMatch(stdout, /16 and more/);
  });

  it('--difficulty hard on 5x5 makes one of its hardest puzzles and records hard', () => {
    for (const seed of ['1', '2', '3']) {
      const { code, stdout, stderr } = run('generate', '--rows', '5', '--columns', '5', '--difficulty', 'hard', '--seed', seed);
      assert.equal(code, 0);
      assert.equal(stderr, '');
      const document = generated(stdout);
      assert.equal(document.difficulty, 'hard');
      assert.ok((document.minMoves as number) >= 11 && (document.minMoves as number) <= 15, `seed ${seed}: ${document.minMoves}`);
      assert.equal(solvePuzzle(document.puzzle).totalPresses, document.minMoves);
    }
  });

  it('records the level reached and says so when the board has none of the level asked for', () => {
    const { code, stdout, stderr } = run('generate', '--rows', '1', '--columns', '2', '--difficulty', 'easy', '--seed', 's');
    assert.equal(code, 0);
    assert.equal(generated(stdout).difficulty, 'medium');
    assert.match(stderr, /^note: no easy puzzle of this board was within reach \(medium 1 moves\); made one needing 1 moves \(medium\)$/);
  });

  it('keeps --moves exact and reproducible, without a difficulty key', () => {
    const first = run('generate', '--rows', '5', '--columns', '5', '--moves', '15', '--seed', 'x');
    assert.equal(first.code, 0);
    const document = generated(first.stdout);
    assert.equal(document.minMoves, 15);
    assert.equal(document.difficulty, undefined);
    assert.equal(run('generate', '--rows', '5', '--columns', '5', '--moves', '15', '--seed', 'x').stdout, first.stdout);
  });
});
