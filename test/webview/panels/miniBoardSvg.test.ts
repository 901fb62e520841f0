import * as assert from 'node:assert/strict';
import { miniBoardSvg, stepBoardSvg } from '../../../src/webview/panels/miniBoardSvg';
import { installFakeDocument, type FakeElement } from '../../support/fakeDocument';

const attributesOf = (node: FakeElement): Record<string, string> => Object.fromEntries(node.attributes);

describe('webview: miniBoardSvg', () => {
  let uninstall: () => void;
  beforeEach(() => (uninstall = installFakeDocument().uninstall));
  afterEach(() => uninstall());

  it('draws a two-state board as an image named by its label: cells in the ramp’s colours, a dot on the lit one, two rings', () => {
    const svg = miniBoardSvg(
      { rows: 1, columns: 2, topology: 'plain', kind: 'cells', states: 2, values: [0, 1], rings: [1], cellSize: 10 },
      'lights on at row 1, column 2',
    ) as unknown as FakeElement;
    assert.deepEqual(attributesOf(svg), {
      class: 'mini-board mini-board--cells',
      width: '20',
      height: '10',
      viewBox: '0 0 20 10',
      role: 'img',
      'aria-label': 'lights on at row 1, column 2',
    });
    assert.equal(svg.byTag('title')[0].textContent, 'lights on at row 1, column 2');
    assert.deepEqual(
      svg.byTag('rect').map((rect) => [rect.getAttribute('x'), rect.getAttribute('fill')]),
      [
        ['0.5', '#000000'],
        ['10.5', '#ffff00'],
      ],
    );
    const circles = svg.byTag('circle').map(attributesOf);
    assert.deepEqual(circles[0], { cx: '15', cy: '5', r: '1.8', fill: '#000000' });
    assert.deepEqual(
      circles.slice(1).map((circle) => [circle.class, circle.stroke]),
      [
        ['mini-ring-under', '#000000'],
        ['mini-ring', undefined],
      ],
    );
  });

  it('marks pressed cells with a square and writes counts above one', () => {
    const svg = miniBoardSvg(
      { rows: 1, columns: 3, topology: 'plain', kind: 'presses', states: 3, values: [0, 1, 2], cellSize: 14 },
      'press',
    ) as unknown as FakeElement;
    assert.deepEqual(
      svg.byTag('rect').map((rect) => rect.getAttribute('class')),
      ['mini-cell mini-cell--empty', 'mini-cell mini-cell--empty', 'mini-press', 'mini-cell mini-cell--empty'],
    );
    assert.deepEqual(
      svg.byTag('text').map((text) => text.textContent),
      ['2'],
    );
  });

  it('draws hexagonal boards with polygons', () => {
    const svg = miniBoardSvg(
      { rows: 2, columns: 2, topology: 'hex', kind: 'cells', states: 2, values: [0, 0, 0, 0], cellSize: 10 },
      'hex',
    ) as unknown as FakeElement;
    assert.equal(svg.byTag('polygon').length, 4);
    assert.equal(svg.byTag('rect').length, 0);
  });

  it('draws the board of a step at most 160 px across, the cells to press ringed', () => {
    const board = { rows: 20, columns: 40, topology: 'plain' as const, states: 2 };
    const svg = stepBoardSvg(board, new Array(800).fill(0), [3], 'step') as unknown as FakeElement;
    assert.ok(Number(svg.getAttribute('width')) <= 160, svg.getAttribute('width') ?? '');
    assert.equal(svg.getAttribute('class'), 'mini-board mini-board--cells');
    assert.equal(svg.byTag('circle').filter((circle) => circle.getAttribute('class') === 'mini-ring').length, 1);
  });
});
