import * as assert from 'node:assert/strict';
import { decodeTextFile } from '../../../src/core/format/decodeTextFile';
import { readFileSync } from 'node:fs';
import { useL10nBundle } from '../../../src/domain/l10n';

const encoder = new TextEncoder();

const french: unknown = JSON.parse(readFileSync('l10n/bundle.l10n.fr.json', 'utf8'));

describe('core: decodeTextFile (UTF-8 only, a hint for UTF-16)', () => {
  it('decodes UTF-8 and keeps a UTF-8 byte order mark for the parser', () => {
    assert.deepEqual(decodeTextFile(encoder.encode('title = "Ünï"\n')), { ok: true, text: 'title = "Ünï"\n' });
    assert.deepEqual(decodeTextFile(Uint8Array.of(0xef, 0xbb, 0xbf, 0x61)), { ok: true, text: '\ufeffa' });
    assert.deepEqual(decodeTextFile(new Uint8Array(0)), { ok: true, text: '' });
  });

  it('refuses UTF-16 with a byte order mark at 0:0, saying the file must be UTF-8', () => {
    const little = Buffer.from('\ufeffrows = 1\n', 'utf16le');
    assert.deepEqual(decodeTextFile(little), {
      ok: false,
      problem: {
        message: 'the file is UTF-16 (little-endian, byte order mark FF FE); it must be UTF-8: save it again with the UTF-8 encoding',
        line: 0,
        column: 0,
      },
    });
    const big = Buffer.from(little).swap16();
    assert.equal(big[0], 0xfe);
    const refused = decodeTextFile(big);
    assert.ok(!refused.ok && /UTF-16 \(big-endian, byte order mark FE FF\); it must be UTF-8/.test(refused.problem.message));
  });

  it('refuses a NUL byte (UTF-16 without a mark) at its line and column', () => {
    assert.deepEqual(decodeTextFile(Buffer.from('rows = 1\n', 'utf16le')), {
      ok: false,
      problem: { message: 'the file holds a NUL byte, as UTF-16 text does; it must be UTF-8: save it again with the UTF-8 encoding', line: 0, column: 1 },
    });
    const late = decodeTextFile(encoder.encode('rows = 1\ncolumns = 2\ntitle = "é\u0000"\n'));
    assert.ok(!late.ok);
    assert.deepEqual([late.problem.line, late.problem.column], [2, 10]);
    const afterMark = decodeTextFile(Uint8Array.of(0xef, 0xbb, 0xbf, 0x61, 0x00));
    assert.ok(!afterMark.ok);
    assert.deepEqual([afterMark.problem.line, afterMark.problem.column], [0, 1]);
  });
});

describe('core: decodeTextFile in the display language', () => {
  afterEach(() => useL10nBundle(undefined));

  it('says in French that a file is not UTF-8 with the French bundle', () => {
    useL10nBundle(french);
    const refused = decodeTextFile(new Uint8Array([0xff, 0xfe, 0x41, 0x00]));
    assert.ok(!refused.ok && refused.problem.message.startsWith('le fichier est en UTF-16'));
  });
});
