import * as assert from 'node:assert/strict';
import { rasterizePicture } from '../../../src/webview/board/pictureExport';
import type { PictureRequest } from '../../../src/protocol/protocol';
import { asContext, RecordingContext } from '../../support/recordingCanvas';

const request: PictureRequest = { type: 'rasterizePicture', requestId: 4, svg: '<svg xmlns="http://www.w3.org/2000/svg"/>', width: 100, height: 50, scale: 2 };

/** A page whose images load (or fail to), whose canvases draw on a recording context and encode as `png` (null: cannot). */
function page(loads: boolean, png: number[] | null) {
  const drawn = { context: new RecordingContext(), canvas: { width: 0, height: 0 }, source: '' };
  const global = globalThis as { document?: unknown; Image?: unknown };
  global.Image = class {
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    set src(source: string) {
      drawn.source = source;
      setImmediate(() => (loads ? this.onload?.() : this.onerror?.()));
    }
  };
  global.document = {
    createElement: () => {
      const canvas = {
        width: 0,
        height: 0,
        getContext: () => asContext(drawn.context),
        toBlob: (done: (blob: unknown) => void, type: string) =>
          done(png === null || type !== 'image/png' ? null : { arrayBuffer: async () => Uint8Array.from(png).buffer }),
      };
      drawn.canvas = canvas;
      return canvas;
    },
  };
  return drawn;
}

describe('webview: pictureExport', () => {
  afterEach(() => {
    const global = globalThis as { document?: unknown; Image?: unknown };
    delete global.document;
    delete global.Image;
  });

  it('draws the SVG at its scale and answers with the PNG’s bytes', async () => {
    const drawn = page(true, [137, 80, 78, 71]);
    const reply = await rasterizePicture(request);
    assert.deepEqual(reply, { type: 'pictureRasterized', requestId: 4, png: Uint8Array.from([137, 80, 78, 71]) });
    assert.deepEqual([drawn.canvas.width, drawn.canvas.height], [200, 100]);
    assert.equal(drawn.source, `data:image/svg+xml;charset=utf-8,${encodeURIComponent(request.svg)}`);
    assert.deepEqual(drawn.context.callsOf('drawImage')[0].args.slice(1), [0, 0, 200, 100]);
  });

  it('scales a picture down to at most 8192 pixels a side', async () => {
    const drawn = page(true, [1]);
    await rasterizePicture({ ...request, width: 5000, height: 100, scale: 4 });
    assert.deepEqual([drawn.canvas.width, drawn.canvas.height], [8192, 164]);
  });

  it('answers with why it failed: a picture that cannot be read, or a canvas that cannot be encoded', async () => {
    page(false, [1]);
    assert.deepEqual(await rasterizePicture(request), { type: 'pictureFailed', requestId: 4, message: 'the picture could not be read' });
    page(true, null);
    assert.deepEqual(await rasterizePicture(request), { type: 'pictureFailed', requestId: 4, message: 'the canvas could not be encoded as PNG' });
  });
});
