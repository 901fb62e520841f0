import * as assert from 'node:assert/strict';
import fc from 'fast-check';
import { isPictureReply, isPictureRequest, isWebviewMessage, MAX_EDITOR_CELLS, MAX_PLAY_PRESSES, type WebviewMessage } from '../../src/protocol/protocol';

/** One well-formed message of each type the webview posts. */
const WELL_FORMED: readonly WebviewMessage[] = [
  { type: 'ready' },
  { type: 'resync' },
  { type: 'openAsText' },
  { type: 'openAsText', line: 3, column: 1 },
  { type: 'press', row: 0, col: 2, delta: 1 },
  { type: 'undoEdit' },
  { type: 'redoEdit' },
  { type: 'reshape', changes: { rows: 4, topology: 'hex' } },
  { type: 'holes', cells: Uint32Array.of(0, 5), hole: true },
  { type: 'neighbourhood', neighbourhood: 'knight' },
  {
    type: 'neighbourhood',
    neighbourhood: [
      [0, 1],
      [1, 0],
    ],
  },
  { type: 'target', row: 1, col: 1, delta: -1 },
  { type: 'clearTarget' },
  { type: 'randomize' },
  { type: 'randomize', difficulty: 'hard' },
  { type: 'keepPosition', version: 3, position: { presses: [{ row: 0, col: 0, delta: 1 }] } },
  { type: 'share', version: 2 },
  { type: 'share', version: 2, position: { presses: [{ row: 1, col: 0, delta: -1 }], start: Uint8Array.of(0, 1, 1, 0) } },
  { type: 'playStatus', status: { playing: true, canUndo: false, canRedo: false } },
  { type: 'solve', requestId: 1, purpose: 'solution' },
  { type: 'solve', requestId: 2, purpose: 'baseline', position: { presses: [] } },
  { type: 'hint', requestId: 3 },
  { type: 'cancel', requestId: 3 },
  { type: 'path', requestId: 4 },
  { type: 'teaching', requestId: 5, position: { presses: [{ row: 2, col: 1, delta: -1 }] } },
];

describe('protocol: isWebviewMessage', () => {
  it('accepts one well-formed message of every type', () => {
    for (const message of WELL_FORMED) assert.equal(isWebviewMessage(message), true, JSON.stringify(message));
  });

  it('refuses what is not a message, or a message of an unknown type', () => {
    for (const value of [null, undefined, 3, 'ready', [], {}, { type: 'unknown' }, { type: 'document' }]) {
      assert.equal(isWebviewMessage(value), false, JSON.stringify(value));
    }
  });

  it('refuses each malformed field', () => {
    const malformed: unknown[] = [
      { type: 'openAsText', line: 0 },
      { type: 'openAsText', column: 1.5 },
      { type: 'press', row: 0, col: 0, delta: 2 },
      { type: 'press', row: '0', col: 0, delta: 1 },
      { type: 'reshape', changes: { topology: 'square' } },
      { type: 'reshape', changes: { rows: 2.5 } },
      { type: 'reshape', changes: { title: 'x' } },
      { type: 'reshape', changes: null },
      { type: 'holes', cells: [0, 5], hole: true },
      { type: 'holes', cells: new Uint32Array(MAX_EDITOR_CELLS + 1), hole: true },
      { type: 'holes', cells: Uint32Array.of(0), hole: 1 },
      { type: 'neighbourhood', neighbourhood: 'queen' },
      { type: 'neighbourhood', neighbourhood: [[0, 11]] },
      { type: 'target', row: 0, col: 0, delta: 0 },
      { type: 'randomize', difficulty: 'extreme' },
      { type: 'keepPosition', version: 1 },
      { type: 'keepPosition', version: 1, position: { presses: [{ row: 0, col: 0, delta: 0 }] } },
      { type: 'keepPosition', version: 1, position: { presses: Array.from({ length: MAX_PLAY_PRESSES + 1 }, () => ({ row: 0, col: 0, delta: 1 })) } },
      { type: 'share' },
      { type: 'share', version: '2' },
      { type: 'share', version: 2, position: { presses: [{ row: 0, col: 0, delta: 1 }], start: [0, 1] } },
      { type: 'share', version: 2, position: { presses: [{ row: 0.5, col: 0, delta: 1 }] } },
      { type: 'playStatus', status: { playing: true, canUndo: false } },
      { type: 'playStatus', status: null },
      { type: 'solve', requestId: 1, purpose: 'fun' },
      { type: 'solve', requestId: 1.5, purpose: 'solution' },
      { type: 'hint', requestId: 1, position: { presses: 'none' } },
      { type: 'cancel' },
    ];
    for (const value of malformed) assert.equal(isWebviewMessage(value), false, JSON.stringify(value).slice(0, 120));
  });

  it('accepts any reshape of integer fields and a topology, and any press of integer cells', () => {
    fc.assert(
      fc.property(
        fc.record({ rows: fc.integer(), columns: fc.integer(), states: fc.integer(), objective: fc.integer() }, { requiredKeys: [] }),
        fc.integer(),
        fc.integer(),
        fc.constantFrom<1 | -1>(1, -1),
        (changes, row, col, delta) => {
          assert.equal(isWebviewMessage({ type: 'reshape', changes }), true);
          assert.equal(isWebviewMessage({ type: 'press', row, col, delta }), true);
        },
      ),
    );
  });
});

describe('protocol: the board picture messages', () => {
  it('tells a well-formed picture request from a malformed one', () => {
    const request = { type: 'rasterizePicture', requestId: 7, svg: '<svg/>', width: 100, height: 80, scale: 2 };
    assert.equal(isPictureRequest(request), true);
    for (const broken of [
      { ...request, type: 'picture' },
      { ...request, requestId: '7' },
      { ...request, svg: 3 },
      { ...request, width: 0 },
      { ...request, height: Number.POSITIVE_INFINITY },
      { ...request, scale: -1 },
      null,
    ]) {
      assert.equal(isPictureRequest(broken), false, JSON.stringify(broken));
    }
  });

  it('tells a well-formed picture reply from a malformed one', () => {
    assert.equal(isPictureReply({ type: 'pictureRasterized', requestId: 1, png: Uint8Array.of(137, 80) }), true);
    assert.equal(isPictureReply({ type: 'pictureFailed', requestId: 1, message: 'no canvas' }), true);
    for (const broken of [
      { type: 'pictureRasterized', requestId: 1, png: [137, 80] },
      { type: 'pictureFailed', requestId: 1 },
      { type: 'pictureFailed', requestId: 'x', message: 'no canvas' },
      { type: 'rasterizePicture', requestId: 1 },
      undefined,
    ]) {
      assert.equal(isPictureReply(broken), false, JSON.stringify(broken));
    }
  });
});
