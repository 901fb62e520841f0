import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { BoardPictureTooLargeError, boardSvg, escapeXml, MAX_PICTURE_CELLS, stateShade } from '../../src/core/boardSvg';
import { createPuzzle, type Puzzle } from '../../src/core/puzzle';
import { puzzleFromRows } from '../support/puzzleRows';

/** The opening tags of elements with `class="<name>"`, in document order. */
function elementsOfClass(svg: string, name: string): string[] {
  return [...svg.matchAll(new RegExp(`<[a-z]+ class="${name}"[^>]*>`, 'g'))].map((match) => match[0]);
}

/** The value of attribute `name` in an opening tag. */
function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
}

/** The text of the `<text class="<name>">` elements, in document order. */
function texts(svg: string, name: string): string[] {
  return [...svg.matchAll(new RegExp(`<text class="${name}"[^>]*>([^<]*)</text>`, 'g'))].map((match) => match[1]);
}

/** Checks that every element is closed in order; returns the element names opened, in order. */
function checkWellFormed(svg: string): string[] {
  const stack: string[] = [];
  const opened: string[] = [];
  for (const match of svg.matchAll(/<(\/?)([a-z]+)[^>]*?(\/?)>/g)) {
    const [, closing, name, selfClosing] = match;
    if (closing) assert.equal(stack.pop(), name, `</${name}> closes ${stack.at(-1) ?? 'nothing'}`);
    else {
      opened.push(name);
      if (!selfClosing) stack.push(name);
    }
  }
  assert.deepEqual(stack, []);
  return opened;
}

const classic = (rows: number[][]): Puzzle => puzzleFromRows({ states: 2, objective: 0, topology: 'plain' }, rows);

describe('core: boardSvg', () => {
  it('draws one cell per board cell with its state written on it, in row-major order', () => {
    const { svg, width, height } = boardSvg(
      classic([
        [1, 0, 1],
        [0, 1, 0],
      ]),
    );
    const cells = elementsOfClass(svg, 'cell');
    assert.deepEqual(
      cells.map((tag) => [attribute(tag, 'data-row'), attribute(tag, 'data-column'), attribute(tag, 'data-state')]),
      [
        ['1', '1', '1'],
        ['1', '2', '0'],
        ['1', '3', '1'],
        ['2', '1', '0'],
        ['2', '2', '1'],
        ['2', '3', '0'],
      ],
    );
    assert.deepEqual(texts(svg, 'state'), ['1', '0', '1', '0', '1', '0']);
    assert.deepEqual(texts(svg, 'column-number'), ['1', '2', '3']);
    assert.deepEqual(texts(svg, 'row-number'), ['1', '2']);
    assert.deepEqual(texts(svg, 'caption'), ['Puzzle']);
    assert.deepEqual(texts(svg, 'caption-detail'), ['2 × 3, 2 states: make every cell 0']);
    assert.equal(elementsOfClass(svg, 'solution').length, 0);
    // 16 + 245 (the caption's 34 characters at 12 · 0.6, wider than 30 + 3·40) + 16 wide; 16 + 44 (caption) + 30 + 2·40 + 16 high.
    assert.equal(width, 277);
    assert.equal(height, 186);
    assert.match(svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="277" height="186" viewBox="0 0 277 186"/);
  });

  it('shades states from white to dark grey and writes white on the darker half', () => {
    assert.equal(stateShade(0, 2), '#ffffff');
    assert.equal(stateShade(1, 2), '#404040');
    assert.deepEqual(
      [0, 1, 2, 3].map((state) => stateShade(state, 4)),
      ['#ffffff', '#bfbfbf', '#808080', '#404040'],
    );
    const { svg } = boardSvg(puzzleFromRows({ states: 3, objective: 0, topology: 'plain' }, [[0, 1, 2]]));
    assert.deepEqual(
      [...svg.matchAll(/<text class="state"[^>]*fill="(#[0-9a-f]{6})"/g)].map((match) => match[1]),
      ['#000000', '#000000', '#ffffff'],
    );
  });

  it('draws holes as outlines without a number', () => {
    const puzzle: Puzzle = { ...classic([[1, 0, 1]]), holes: Uint8Array.of(0, 1, 0) };
    const { svg } = boardSvg(puzzle, { presses: Uint8Array.of(1, 0, 0) });
    const holes = elementsOfClass(svg, 'hole');
    assert.deepEqual(
      holes.map((tag) => attribute(tag, 'data-column')),
      ['2', '2'],
    );
    assert.deepEqual(texts(svg, 'state'), ['1', '1']);
    assert.match(svg, /<g class="hole" data-row="1" data-column="2"><rect [^>]*fill="none" stroke="#999999" stroke-dasharray="3 3"\/><\/g>/);
  });

  it('marks each cell with its target only when the targets differ', () => {
    const mixed: Puzzle = { ...classic([[0, 0]]), target: Uint8Array.of(1, 0) };
    const marked = boardSvg(mixed).svg;
    assert.deepEqual(
      elementsOfClass(marked, 'target').map((tag) => attribute(tag, 'data-target')),
      ['1', '0'],
    );
    assert.deepEqual(texts(marked, 'caption-detail'), ['1 × 2, 2 states: reach the marked target']);
    const uniform: Puzzle = { ...classic([[0, 0]]), target: Uint8Array.of(1, 1) };
    assert.equal(elementsOfClass(boardSvg(uniform).svg, 'target').length, 0);
    assert.deepEqual(texts(boardSvg(uniform).svg, 'caption-detail'), ['1 × 2, 2 states: make every cell 1']);
  });

  it('draws the solution beside the puzzle with the press counts ringed', () => {
    const puzzle = puzzleFromRows({ states: 3, objective: 0, topology: 'plain' }, [
      [1, 2],
      [0, 1],
    ]);
    const { svg, width } = boardSvg(puzzle, { presses: Uint8Array.of(2, 0, 0, 1) });
    assert.deepEqual(
      elementsOfClass(svg, 'cell')
        .slice(4)
        .map((tag) => attribute(tag, 'data-presses')),
      ['2', '0', '0', '1'],
    );
    assert.deepEqual(texts(svg, 'presses'), ['2', '1']);
    assert.deepEqual(texts(svg, 'caption'), ['Puzzle', 'Solution']);
    assert.deepEqual(texts(svg, 'caption-detail'), ['2 × 2, 3 states: make every cell 0', '3 presses, each number says how many times']);
    // Two panels as wide as the widest caption (42 characters at 12 · 0.6 = 303), 40 apart, within 16 on each side.
    assert.equal(width, 16 + 303 + 40 + 303 + 16);
    const solutionX = [...svg.matchAll(/<text class="presses" x="([\d.]+)"/g)].map((match) => Number(match[1]));
    assert.deepEqual(solutionX, [16 + 303 + 40 + 30 + 20, 16 + 303 + 40 + 30 + 60]);
  });

  it('draws hex boards as hexagons with odd rows shifted by half a cell', () => {
    const puzzle = puzzleFromRows({ states: 2, objective: 0, topology: 'hex' }, [[0], [0]]);
    const { svg, width } = boardSvg(puzzle);
    assert.equal((svg.match(/<polygon /g) ?? []).length, 2);
    assert.equal((svg.match(/<rect [^>]*rx="3"/g) ?? []).length, 0);
    const xs = [...svg.matchAll(/<text class="state" x="([\d.]+)"/g)].map((match) => Number(match[1]));
    assert.deepEqual(xs, [16 + 30 + 20, 16 + 30 + 40]);
    // The board is 30 + 40 + 20 wide; the caption's 245 sets the width.
    assert.equal(width, 16 + 245 + 16);
  });

  it('escapes the title and names the board in words', () => {
    const { svg } = boardSvg(classic([[0]]), { title: 'a<b> & "c"' });
    assert.match(svg, /<title>a&#60;b&#62; &#38; &#34;c&#34;: a 1 by 1 Lights Out board with 2 states<\/title>/);
    assert.equal(escapeXml(`'`), '&#39;');
  });

  it('refuses boards over the limit and a solution of the wrong length', () => {
    const big = createPuzzle({ rows: 101, columns: 100, states: 2, objective: 0, topology: 'plain' });
    assert.throws(
      () => boardSvg(big),
      (error: unknown) => error instanceof BoardPictureTooLargeError && error.cells === 10_100,
    );
    assert.equal(MAX_PICTURE_CELLS, 10_000);
    assert.throws(() => boardSvg(classic([[0, 0]]), { presses: Uint8Array.of(1) }), RangeError);
  });

  it('is well formed with one cell or hole per board cell in each panel, for any board', () => {
    const board = fc
      .record({ rows: fc.integer({ min: 1, max: 6 }), columns: fc.integer({ min: 1, max: 6 }), states: fc.integer({ min: 2, max: 36 }), hex: fc.boolean() })
      .chain(({ rows, columns, states, hex }) =>
        fc.record({
          puzzle: fc.constant({ rows, columns, states, hex }),
          grid: fc.uint8Array({ minLength: rows * columns, maxLength: rows * columns, max: states - 1 }),
          holes: fc.uint8Array({ minLength: rows * columns, maxLength: rows * columns, max: 1 }),
          presses: fc.option(fc.uint8Array({ minLength: rows * columns, maxLength: rows * columns, max: states - 1 })),
        }),
      );
    fc.assert(
      fc.property(board, ({ puzzle: { rows, columns, states, hex }, grid, holes, presses }) => {
        const puzzle: Puzzle = { rows, columns, states, objective: 0, topology: hex ? 'hex' : 'plain', grid, holes };
        const { svg } = boardSvg(puzzle, { presses });
        checkWellFormed(svg);
        const panels = presses ? 2 : 1;
        const holeCount = holes.reduce((sum, hole) => sum + hole, 0);
        assert.equal(elementsOfClass(svg, 'cell').length, panels * (rows * columns - holeCount));
        assert.equal(elementsOfClass(svg, 'hole').length, panels * holeCount);
        assert.deepEqual(texts(svg, 'state'), [...grid].filter((_, index) => holes[index] === 0).map(String));
      }),
      { numRuns: 200 },
    );
  });
});
