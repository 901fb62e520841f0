import * as assert from 'node:assert/strict';
import type { Point } from '../../../src/webview/board/gridGeometry';
import { OverviewMap, type OverviewInput } from '../../../src/webview/board/overviewMap';
import { FakeElement, installFakeDocument } from '../../support/fakeDocument';
import { asContext, RecordingContext } from '../../support/recordingCanvas';

/** A 100 x 100 board of 10 px cells, its top-left 200 x 100 px in view, in a 300 x 200 px pane. */
const input: OverviewInput = {
  layout: { rows: 100, columns: 100, topology: 'plain', cellSize: 10 },
  states: 2,
  grid: new Uint8Array(10_000),
  viewport: { x: 0, y: 0, width: 200, height: 100 },
  pane: { width: 300, height: 200 },
  board: { width: 1002, height: 1002 },
};

describe('webview: overviewMap', () => {
  const global = globalThis as { window?: unknown; ImageData?: unknown; HTMLElement?: unknown };
  let uninstall: () => void;
  let context: RecordingContext;
  let targets: Point[];
  let map: OverviewMap;
  let canvas: FakeElement;
  beforeEach(() => {
    uninstall = installFakeDocument().uninstall;
    global.window = { devicePixelRatio: 1 };
    global.HTMLElement = FakeElement;
    global.ImageData = class {
      readonly data: Uint8ClampedArray;
      constructor(
        readonly width: number,
        readonly height: number,
      ) {
        this.data = new Uint8ClampedArray(width * height * 4);
      }
    };
    context = new RecordingContext();
    targets = [];
    map = new OverviewMap((target) => targets.push(target));
    canvas = map.element as unknown as FakeElement;
    Object.assign(canvas, {
      getContext: () => asContext(context),
      getBoundingClientRect: () => ({ left: 500, top: 400 }),
      setPointerCapture: () => undefined,
      hasPointerCapture: () => true,
      releasePointerCapture: () => undefined,
    });
  });
  afterEach(() => {
    delete global.window;
    delete global.ImageData;
    delete global.HTMLElement;
    uninstall();
  });

  it('starts hidden: an image that takes no room', () => {
    assert.equal(canvas.hidden, true);
    assert.equal(canvas.getAttribute('role'), 'img');
    assert.equal(canvas.dataset.testid, 'overview-map');
  });

  it('shows the whole board small in the pane’s corner beside the view, named by the rows and columns in view, the view framed black and white', () => {
    // The pane is wider than tall: the map takes its room at the right (80 px map, its frame and the gap).
    assert.deepEqual(map.render(input), { side: 'right', gutter: 80 + 6 + 8 });
    assert.equal(canvas.hidden, false);
    assert.equal(canvas.getAttribute('aria-label'), 'Rows 1 to 10 and columns 1 to 20 of 100 are in view');
    assert.deepEqual([canvas.style.right, canvas.style.bottom, canvas.style.width], ['3px', '3px', '80px']);
    assert.equal(context.callsOf('putImageData').length, 1);
    const frames = context.callsOf('strokeRect');
    assert.deepEqual(
      frames.map((call) => call.style),
      ['#000000', '#ffffff'],
    );
    assert.equal(map.render(null), null);
    assert.equal(canvas.hidden, true);
  });

  it('moves the view to where the map is pressed, and follows a drag', () => {
    map.render(input);
    canvas.fire('pointerdown', { button: 0, pointerId: 1, clientX: 500 + 30, clientY: 400 + 30 });
    canvas.fire('pointermove', { pointerId: 1, clientX: 500, clientY: 400 });
    canvas.fire('pointerdown', { button: 2, pointerId: 1, clientX: 500 + 30, clientY: 400 + 30 });
    assert.equal(targets.length, 2, 'a right button press moves nothing');
    assert.ok(targets[0].x > 0 && targets[0].y > 0, JSON.stringify(targets[0]));
    assert.deepEqual(targets[1], { x: 0, y: 0 });
  });
});
