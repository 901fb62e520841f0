import * as assert from 'node:assert/strict';
import { candidateFileName, puzzleFileBase, uniqueFileName } from '../../src/commands/puzzleFileName';

describe('commands: new puzzle file names', () => {
  it('keeps a plain title as it is', () => {
    assert.equal(puzzleFileBase('Lights Out 5x5'), 'Lights Out 5x5');
    assert.equal(puzzleFileBase('Équipe ☀ 3×3'), 'Équipe ☀ 3×3');
  });

  it('replaces characters file names cannot hold and tidies spaces and dots', () => {
    assert.equal(puzzleFileBase('Level 1: 5x5?'), 'Level 1 5x5');
    assert.equal(puzzleFileBase('a/b\\c<d>e"f|g*h'), 'a b c d e f g h');
    assert.equal(puzzleFileBase('tab\there\nnewline'), 'tab here newline');
    assert.equal(puzzleFileBase('  ..hidden..  '), 'hidden');
    assert.equal(puzzleFileBase('ends with dots...'), 'ends with dots');
    assert.equal(puzzleFileBase('Saved.lights'), 'Saved');
    assert.equal(puzzleFileBase('Saved .LIGHTS'), 'Saved');
  });

  it('falls back to a name when nothing is left, and avoids Windows device names', () => {
    assert.equal(puzzleFileBase('???'), 'Lights Out');
    assert.equal(puzzleFileBase('...'), 'Lights Out');
    assert.equal(puzzleFileBase('.lights'), 'Lights Out');
    assert.equal(puzzleFileBase('CON'), 'CON puzzle');
    assert.equal(puzzleFileBase('lpt1'), 'lpt1 puzzle');
    assert.equal(puzzleFileBase('console'), 'console');
  });

  it('cuts long titles to 120 characters', () => {
    assert.equal(puzzleFileBase('a'.repeat(200)), 'a'.repeat(120));
    assert.equal(puzzleFileBase(`${'b'.repeat(119)} tail`), 'b'.repeat(119));
    assert.equal(puzzleFileBase('☀'.repeat(150)), '☀'.repeat(120));
  });

  it('numbers the candidates from 2', () => {
    assert.equal(candidateFileName('Lights Out 5x5', 1), 'Lights Out 5x5.lights');
    assert.equal(candidateFileName('Lights Out 5x5', 2), 'Lights Out 5x5 2.lights');
    assert.equal(candidateFileName('Lights Out 5x5', 10), 'Lights Out 5x5 10.lights');
  });

  it('takes the first name not taken, whatever the case', () => {
    assert.equal(uniqueFileName('Lights Out 5x5', []), 'Lights Out 5x5.lights');
    assert.equal(uniqueFileName('Lights Out 5x5', ['Lights Out 5x5.lights', 'other.lights']), 'Lights Out 5x5 2.lights');
    assert.equal(uniqueFileName('Lights Out 5x5', ['lights out 5x5.LIGHTS', 'Lights Out 5x5 2.lights', 'Lights Out 5x5 4.lights']), 'Lights Out 5x5 3.lights');
    assert.equal(uniqueFileName('Level 1: go', new Set(['Level 1 go.lights'])), 'Level 1 go 2.lights');
  });
});
