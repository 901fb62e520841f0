import * as assert from 'node:assert/strict';
import { levelList, type Level } from '../../src/levels/levelList';
import { levelPicker, starIcons } from '../../src/levels/levelPicker';

function levels(): readonly Level[] {
  const text = (title: string, minMoves: number) => `title = "${title}"\nrows = 1\ncolumns = 2\nminMoves = ${minMoves}\ngrid = "1 0"\n`;
  return levelList([
    ['01-a.lights', text('First Light', 1)],
    ['02-b.lights', text('Corners', 4)],
    ['03-c.lights', text('Finale', 12)],
  ]).levels;
}

const describeBoard = (level: Level) => `${level.puzzle.rows}x${level.puzzle.columns}`;

describe('levels: levelPicker', () => {
  it('lists every level with its stars and best, and starts at the first unsolved one', () => {
    const picker = levelPicker(levels(), { '01-a': 1, '03-c': 14 }, describeBoard);
    assert.deepEqual(
      picker.items.map(({ label, description, detail }) => [label, description, detail]),
      [
        ['Level 1: First Light', '$(star-full)$(star-full)$(star-full) 3 of 3 stars · moves: best 1, fewest 1', '1x2'],
        ['Level 2: Corners', 'not solved yet · fewest moves: 4', '1x2'],
        ['Level 3: Finale', '$(star-full)$(star-full)$(star-empty) 2 of 3 stars · moves: best 14, fewest 12', '1x2'],
      ],
    );
    assert.equal(picker.activeIndex, 1);
    assert.equal(picker.placeholder, '2 of 3 levels solved. Choose a level to play.');
    assert.deepEqual(
      picker.items.map((item) => item.level.id),
      ['01-a', '02-b', '03-c'],
    );
  });

  it('starts at the first level when every level is solved, and still lists them all', () => {
    const picker = levelPicker(levels(), { '01-a': 9, '02-b': 4, '03-c': 12 }, describeBoard);
    assert.equal(picker.activeIndex, 0);
    assert.equal(picker.items.length, 3);
    assert.match(picker.items[0].description, /^\$\(star-full\)\$\(star-empty\)\$\(star-empty\) 1 of 3 stars/);
    assert.equal(picker.placeholder, '3 of 3 levels solved. Choose a level to play.');
  });

  it('draws full stars then empty ones, three in all', () => {
    assert.equal(starIcons(0), '$(star-empty)$(star-empty)$(star-empty)');
    assert.equal(starIcons(2), '$(star-full)$(star-full)$(star-empty)');
  });
});
