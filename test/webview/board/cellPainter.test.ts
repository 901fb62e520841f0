import * as assert from 'node:assert/strict';
import type { PuzzlePicture, SolutionPicture } from '../../../src/webview/board/boardPicture';
import { drawPuzzleCells, drawPuzzleOverlays, drawSelection, drawSolutionCells } from '../../../src/webview/board/cellPainter';
import { numberBox } from '../../../src/webview/board/cellMarkLayout';
import type { GridLayout, VisibleRange } from '../../../src/webview/board/gridGeometry';
import { asContext, DARK_THEME, installRecordingPath2D, RecordingContext } from '../../support/recordingCanvas';

const theme = DARK_THEME;
const BLACK = '#000000';
const WHITE = '#ffffff';
const YELLOW = '#ffff00';
const layout = (cellSize = 20, rows = 2, columns = 2): GridLayout => ({ rows, columns, topology: 'plain', cellSize });
const whole = (rows = 2, columns = 2): VisibleRange => ({ firstRow: 0, lastRow: rows - 1, firstColumn: 0, lastColumn: columns - 1 });
const puzzle = (grid: number[], extra: Partial<PuzzlePicture> = {}): PuzzlePicture => ({
  kind: 'puzzle',
  layout: layout(),
  states: 2,
  grid: Uint8Array.from(grid),
  selected: null,
  hint: null,
  ...extra,
});
const solution = (presses: number[] | null, cellSize = 20): SolutionPicture => ({
  kind: 'solution',
  layout: layout(cellSize),
  presses: presses === null ? null : Uint8Array.from(presses),
  stale: false,
});
/** The cell ("row,col") a point of a 20 px plain board lies in. */
const cellOf = (x: number, y: number, size = 20): string => `${Math.floor(y / size)},${Math.floor(x / size)}`;

describe('webview: cellPainter', () => {
  let uninstall: () => void;
  beforeEach(() => (uninstall = installRecordingPath2D()));
  afterEach(() => uninstall());

  it('fills each cell in its state’s colour, draws the lines between cells, and dots the lit cells in their text colour', () => {
    const context = new RecordingContext();
    drawPuzzleCells(asContext(context), puzzle([1, 0, 0, 1]), whole(), theme, true);
    assert.deepEqual(context.squareFills(20), { '0,0': YELLOW, '0,1': BLACK, '1,0': BLACK, '1,1': YELLOW });
    // One rectangle under the cells for the lines, one pixel past the last row and column for the board's edge.
    assert.deepEqual(context.callsOf('fillRect'), [{ op: 'fillRect', style: theme.lines, args: [0, 0, 41, 41] }]);
    // One path per colour and row: row 0 has a yellow and a black cell.
    assert.equal(context.callsOf('fill').filter((call) => call.path.steps.some((step) => step.op === 'rect')).length, 4);
    const dots = context
      .callsOf('fill')
      .flatMap((call) => call.path.steps.filter((step) => step.op === 'arc').map((step) => ({ style: call.style, at: step.args.slice(0, 3) })));
    assert.deepEqual(dots, [
      { style: BLACK, at: [10.5, 10.5, 3.2] },
      { style: BLACK, at: [30.5, 30.5, 3.2] },
    ]);
    assert.deepEqual(context.callsOf('fillText'), []);
  });

  it('leaves a hole empty (the page shows through), with no mark, and draws no lines on a board drawn edge to edge', () => {
    const context = new RecordingContext();
    drawPuzzleCells(asContext(context), puzzle([1, 1, 0, 0], { holes: Uint8Array.from([0, 1, 0, 0]) }), whole(), theme, false);
    assert.deepEqual(context.squareFills(20), { '0,0': YELLOW, '1,0': BLACK, '1,1': BLACK });
    assert.deepEqual(context.callsOf('fillRect'), []);
    const arcs = context.callsOf('fill').flatMap((call) => call.path.steps.filter((step) => step.op === 'arc'));
    assert.deepEqual(
      arcs.map((step) => cellOf(step.args[0], step.args[1])),
      ['0,0'],
    );
  });

  it('writes the state number on every cell of a board with more than two states, in the cell’s text colour', () => {
    const context = new RecordingContext();
    drawPuzzleCells(asContext(context), puzzle([0, 1, 2, 0], { states: 3 }), whole(), theme, true);
    const texts = context.callsOf('fillText').map((call) => [cellOf(call.x, call.y), call.text, call.style]);
    assert.deepEqual(texts, [
      ['0,0', '0', '#ffffff'],
      ['0,1', '1', '#000000'],
      ['1,0', '2', '#000000'],
      ['1,1', '0', '#ffffff'],
    ]);
    assert.equal(context.callsOf('fillText')[0].font, '10px monospace');
  });

  it('paints only the cells of the visible range', () => {
    const context = new RecordingContext();
    drawPuzzleCells(asContext(context), puzzle([1, 0, 0, 1]), { firstRow: 1, lastRow: 1, firstColumn: 1, lastColumn: 1 }, theme, true);
    assert.deepEqual(context.squareFills(20), { '1,1': YELLOW });
  });

  it('marks each cell’s target with a chip in its corner on cells of at least 10 px, and not on smaller ones', () => {
    const context = new RecordingContext();
    drawPuzzleCells(asContext(context), puzzle([0, 1, 0, 0], { target: Uint8Array.from([1, 0, 0, 0]) }), whole(), theme, true);
    const chips = context.callsOf('fillRect').filter((call) => call.style !== theme.lines);
    assert.deepEqual(
      chips.map((call) => [cellOf(call.args[0], call.args[1]), call.style, call.args[2]]),
      [
        ['0,0', YELLOW, 7],
        ['0,1', BLACK, 7],
        ['1,0', BLACK, 7],
        ['1,1', BLACK, 7],
      ],
    );
    assert.deepEqual(chips[0].args.slice(0, 2), [3.5, 3.5]);
    // The chip's frame has the colour of the cell's text: white on the black cell (0,0), black on the yellow (0,1).
    assert.deepEqual(
      context.callsOf('strokeRect').map((call) => call.style),
      ['#ffffff', '#000000', '#ffffff', '#ffffff'],
    );

    const small = new RecordingContext();
    drawPuzzleCells(asContext(small), puzzle([0, 1, 0, 0], { layout: layout(9), target: Uint8Array.from([1, 0, 0, 0]) }), whole(), theme, true);
    assert.deepEqual(small.callsOf('strokeRect'), []);
  });

  it('rings the hint twice, in the cell’s text colour and then the focus colour, and outlines the selection only while focused', () => {
    const picture = puzzle([1, 0, 0, 1], { hint: { row: 1, col: 1 }, selected: { row: 0, col: 0 } });
    const unfocused = new RecordingContext();
    drawPuzzleOverlays(asContext(unfocused), picture, whole(), theme, true, false);
    const rings = unfocused.callsOf('stroke');
    assert.deepEqual(
      rings.map((call) => [call.style, call.lineWidth]),
      [
        [BLACK, 2.5],
        [theme.focus, 1.25],
      ],
    );
    // Inside the border (a 20 px cell clear of its line reaches 9 px from the centre), round the lit cell's dot.
    assert.deepEqual(rings[0].path.steps, [{ op: 'arc', args: [30.5, 30.5, 7.25, 0, 2 * Math.PI] }]);

    const focused = new RecordingContext();
    drawPuzzleOverlays(asContext(focused), picture, whole(), theme, true, true);
    // The focus ring: two 2 px lines, the focus colour outside and the cell's text colour (black on the lit cell) inside.
    const outline = focused.callsOf('stroke').slice(-2);
    assert.deepEqual(
      outline.map((call) => [call.style, call.lineWidth, call.path.steps]),
      [
        [theme.focusRing, 2, [{ op: 'rect', args: [2, 2, 17, 17] }]],
        [BLACK, 2, [{ op: 'rect', args: [4, 4, 13, 13] }]],
      ],
    );
  });

  it('keeps the hint ring off the number of a multi-state cell: between the number and the border', () => {
    const context = new RecordingContext();
    drawPuzzleOverlays(asContext(context), puzzle([2, 0, 0, 0], { states: 3, layout: layout(64), hint: { row: 0, col: 0 } }), whole(), theme, true, false);
    const [wide] = context.callsOf('stroke');
    const [x, y, radius] = wide.path.steps[0].args;
    assert.deepEqual([x, y], [32.5, 32.5]);
    const number = numberBox(64, 1);
    assert.ok(radius - wide.lineWidth / 2 > Math.hypot(number.halfWidth, number.halfHeight), 'clear of the number');
    assert.ok(radius + wide.lineWidth / 2 <= 31, 'inside the cell’s line');
  });

  it('skips rings outside the visible range and outlines the cells of a press preview, dashed in the focus colour', () => {
    const context = new RecordingContext();
    drawPuzzleOverlays(
      asContext(context),
      puzzle([1, 0, 0, 1], { highlights: [{ row: 0, col: 0 }], preview: [3] }),
      { firstRow: 1, lastRow: 1, firstColumn: 0, lastColumn: 1 },
      theme,
      true,
      false,
    );
    const strokes = context.callsOf('stroke');
    assert.deepEqual(
      strokes.map((call) => call.style),
      [BLACK, theme.focus],
    );
    assert.deepEqual(strokes[0].path.steps, [{ op: 'rect', args: [23.4, 23.4, 14.2, 14.2] }]);
    assert.deepEqual(context.callsOf('setLineDash').at(-1)?.args, [[]]);
  });

  it('rings a small cell around it: the inner line hugging the cell, the outer line round that', () => {
    const context = new RecordingContext();
    drawSelection(asContext(context), layout(4), { row: 1, col: 1 }, theme.focusRing, WHITE, false);
    assert.deepEqual(
      context.callsOf('stroke').map((call) => [call.style, call.lineWidth, call.path.steps]),
      [
        [theme.focusRing, 2, [{ op: 'rect', args: [1, 1, 10, 10] }]],
        [WHITE, 2, [{ op: 'rect', args: [3, 3, 6, 6] }]],
      ],
    );
  });

  it('marks the presses still to do: a ring in the top-right corner with two states, in the cell’s text colour', () => {
    const context = new RecordingContext();
    drawPuzzleOverlays(asContext(context), puzzle([1, 0, 0, 0], { layout: layout(40), toGo: Uint8Array.from([1, 0, 0, 1]) }), whole(), theme, true, false);
    const badges = context.callsOf('fill').map((call) => ({ style: call.style, arcs: call.path.steps.filter((step) => step.op === 'arc') }));
    // The lit cell (0, 0) gets a black ring, the unlit cell (1, 1) a white one; each ring is two circles, the inner one drawn backwards.
    assert.deepEqual(
      badges.map((badge) => [badge.style, badge.arcs.map((arc) => [cellOf(arc.args[0], arc.args[1], 40), (arc.args[5] as unknown) === true])]),
      [
        [
          BLACK,
          [
            ['0,0', false],
            ['0,0', true],
          ],
        ],
        [
          WHITE,
          [
            ['1,1', false],
            ['1,1', true],
          ],
        ],
      ],
    );
    const [x, y] = badges[0].arcs[0].args;
    assert.ok(x > 20.5 && y < 20.5, 'in the top-right quarter of the cell');
    assert.deepEqual(context.callsOf('fillText'), [], 'no count with two states');
  });

  it('writes the count of presses to go in a disc beside the state number with more states, and folds a flag into the corner of small cells', () => {
    const context = new RecordingContext();
    drawPuzzleOverlays(
      asContext(context),
      puzzle([0, 1, 2, 0], { states: 3, layout: layout(64), toGo: Uint8Array.from([2, 0, 1, 0]) }),
      whole(),
      theme,
      true,
      false,
    );
    // The disc in the cell's text colour, the count in its fill colour: 2 on the black cell (0, 0), 1 on the yellow cell (1, 0).
    assert.deepEqual(
      context.callsOf('fill').map((call) => call.style),
      [WHITE, BLACK],
    );
    assert.deepEqual(
      context.callsOf('fillText').map((call) => [cellOf(call.x, call.y, 64), call.text, call.style]),
      [
        ['0,0', '2', BLACK],
        ['1,0', '1', YELLOW],
      ],
    );
    const count = context.callsOf('fillText')[0];
    const number = numberBox(64, 1);
    assert.ok(count.x - 32.5 > number.halfWidth && 32.5 - count.y > number.halfHeight, 'up and right of the state number');

    const small = new RecordingContext();
    drawPuzzleOverlays(
      asContext(small),
      puzzle([0, 1, 2, 0], { states: 3, layout: layout(12), toGo: Uint8Array.from([2, 0, 0, 0]) }),
      whole(),
      theme,
      true,
      false,
    );
    // A flag folded into the top-right corner of the 12 px cell (0, 0), whose centre is (6.5, 6.5).
    assert.deepEqual(
      small.callsOf('fill').map((call) => [call.style, call.path.steps.map((step) => [step.op, ...step.args])]),
      [[WHITE, [['moveTo', 11.5, 1.5], ['lineTo', 8, 1.5], ['lineTo', 11.5, 5], ['closePath']]]],
    );
    assert.deepEqual(small.callsOf('fillText'), []);

    const holesAndTiny = new RecordingContext();
    drawPuzzleOverlays(asContext(holesAndTiny), puzzle([0, 0, 0, 0], { layout: layout(3), toGo: Uint8Array.from([1, 1, 1, 1]) }), whole(), theme, false, false);
    drawPuzzleOverlays(
      asContext(holesAndTiny),
      puzzle([0, 0, 0, 0], { layout: layout(40), holes: Uint8Array.from([1, 0, 0, 0]), toGo: Uint8Array.from([1, 0, 0, 0]) }),
      whole(),
      theme,
      true,
      false,
    );
    assert.deepEqual(holesAndTiny.callsOf('fill'), [], 'none on cells under 4 px or on a hole');
  });

  it('frames each cell but the holes on a board with holes: a hole gets no lines', () => {
    const context = new RecordingContext();
    drawPuzzleCells(asContext(context), puzzle([1, 0, 0, 1], { holes: Uint8Array.from([0, 1, 0, 0]) }), whole(), theme, true);
    assert.deepEqual(context.callsOf('fillRect'), []);
    const frames = context.callsOf('fill').filter((call) => call.style === theme.lines);
    assert.deepEqual(
      frames.map((call) => call.path.steps.map((step) => step.args)),
      [
        [[0, 0, 21, 21]],
        [
          [0, 20, 21, 21],
          [20, 20, 21, 21],
        ],
      ],
    );
    assert.equal(context.squareFills(20)['0,1'], undefined);
  });

  it('writes the press counts of a solution on its cells, in the theme’s foreground', () => {
    const context = new RecordingContext();
    drawSolutionCells(asContext(context), solution([0, 2, 1, 0]), whole(), theme, true);
    assert.deepEqual(context.squareFills(20), { '0,0': theme.background, '0,1': theme.background, '1,0': theme.background, '1,1': theme.background });
    assert.deepEqual(
      context.callsOf('fillText').map((call) => [cellOf(call.x, call.y), call.text, call.style]),
      [
        ['0,1', '2', theme.foreground],
        ['1,0', '1', theme.foreground],
      ],
    );
  });

  it('marks pressed cells too small for numbers with a square, and paints a failed solve in the error colours', () => {
    const small = new RecordingContext();
    drawSolutionCells(asContext(small), solution([0, 2, 1, 0], 8), whole(), theme, false);
    assert.deepEqual(small.callsOf('fillText'), []);
    const squares = small
      .callsOf('fill')
      .filter((call) => call.style === theme.foreground)
      .flatMap((call) => call.path.steps);
    assert.deepEqual(squares, [
      { op: 'rect', args: [10, 2, 4, 4] },
      { op: 'rect', args: [2, 10, 4, 4] },
    ]);

    const failed = new RecordingContext();
    drawSolutionCells(asContext(failed), solution(null), whole(), theme, true);
    assert.deepEqual(failed.squareFills(20), {
      '0,0': theme.errorBackground,
      '0,1': theme.errorBackground,
      '1,0': theme.errorBackground,
      '1,1': theme.errorBackground,
    });
    assert.deepEqual(failed.callsOf('fillRect'), [{ op: 'fillRect', style: theme.errorBorder, args: [0, 0, 41, 41] }]);
    assert.deepEqual(failed.callsOf('fillText'), []);
  });

  it('frames the marked cells of a proof, under a line in the cell’s text colour, and writes weights on large cells of k-state boards', () => {
    const proof = { boardKey: 'key', states: 3, columns: 2, weights: Uint8Array.from([0, 2, 1, 0]), marked: 2, current: 1, goal: 0 };
    const context = new RecordingContext();
    drawPuzzleCells(asContext(context), puzzle([0, 1, 2, 0], { states: 3, layout: layout(40), proof }), whole(), theme, true);
    const frames = context.callsOf('stroke');
    assert.deepEqual(
      frames.map((call) => [call.style, call.path.steps.map((step) => cellOf(step.args[0], step.args[1], 40))]),
      [
        ['#000000', ['0,1', '1,0']],
        [theme.mark, ['0,1', '1,0']],
      ],
    );
    assert.deepEqual(
      context
        .callsOf('fillText')
        .filter((call) => call.font === '8px monospace')
        .map((call) => [cellOf(call.x, call.y, 40), call.text]),
      [
        ['0,1', '2'],
        ['1,0', '1'],
      ],
    );

    const twoStates = new RecordingContext();
    drawPuzzleCells(
      asContext(twoStates),
      puzzle([1, 0, 0, 1], { layout: layout(40), proof: { ...proof, states: 2, weights: Uint8Array.from([1, 0, 0, 0]) } }),
      whole(),
      theme,
      true,
    );
    assert.deepEqual(
      twoStates.callsOf('stroke').map((call) => call.path.steps.length),
      [1, 1],
    );
    assert.deepEqual(twoStates.callsOf('fillText'), [], 'no weights with two states');
  });
});
