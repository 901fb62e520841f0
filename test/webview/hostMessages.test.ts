import * as assert from 'node:assert/strict';
import { encodeWireMessage, MIN_PACKED_LENGTH } from '../../src/protocol/wireCodec';
import { readIncomingMessage } from '../../src/webview/hostMessages';
import { documentMessage, puzzleView } from '../support/gridViewFixtures';

describe('webview: hostMessages', () => {
  it('reads the host messages the grid handles', () => {
    const message = documentMessage(puzzleView([1, 0, 0, 1]));
    assert.deepEqual(readIncomingMessage(message), { kind: 'host', message });
    const notice = { type: 'notice', text: 'Saved.' };
    assert.deepEqual(readIncomingMessage(notice), { kind: 'host', message: notice });
  });

  it('decodes the packed bytes of a large board', () => {
    const cells = Array.from({ length: MIN_PACKED_LENGTH }, (_, index) => index % 2);
    const message = documentMessage(puzzleView(cells, { rows: 64, columns: MIN_PACKED_LENGTH / 64 }));
    const wire = encodeWireMessage(message);
    assert.notDeepEqual(wire, message);
    assert.deepEqual(readIncomingMessage(wire), { kind: 'host', message });
  });

  it('tells picture requests apart, and ignores anything else posted to the page', () => {
    const request = { type: 'rasterizePicture', requestId: 3, svg: '<svg/>', width: 10, height: 20, scale: 2 };
    assert.deepEqual(readIncomingMessage(request), { kind: 'picture', request });
    for (const other of [null, undefined, 'document', 7, {}, { type: 'ready' }, { type: 42 }, { ...request, width: 0 }]) {
      assert.equal(readIncomingMessage(other), null, JSON.stringify(other));
    }
  });
});
