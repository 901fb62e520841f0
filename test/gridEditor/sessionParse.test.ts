import * as assert from 'node:assert/strict';
import type { ParseResult } from '../../src/core/format/formatDocument';
import { parseLights } from '../../src/core/format/formatRead';
import { SessionParse, type ParsedDocument } from '../../src/gridEditor/sessionParse';
import { ParseCancelledError, ParseWorkerError, parsesOffThread } from '../../src/host/offThreadParse';

const small = 'rows = 1\ncolumns = 2\ngrid = """\n1 0\n"""\n';

/** A board of 1001 x 1000 cells: over the off-thread threshold. */
function large(cell = '1'): string {
  const row = Array.from({ length: 1000 }, () => cell).join(' ');
  return `rows = 1001\ncolumns = 1000\ngrid = """\n${`${row}\n`.repeat(1001)}"""\n`;
}

/** A document whose text the test changes; counts whole reads. */
class FakeDocument implements ParsedDocument {
  version = 1;
  reads = 0;
  readonly identity = {};
  constructor(public text: string) {}
  getText(): string {
    this.reads++;
    return this.text;
  }
  change(text: string): void {
    this.text = text;
    this.version++;
  }
}

describe('editor: the parse a grid session works from', () => {
  it('parses a small text on this thread, once per version, shared through the document’s identity', async () => {
    const document = new FakeDocument(small);
    const parses = new SessionParse(document, () => assert.fail('a small text is parsed on this thread'), assert.fail);
    assert.equal(parses.key, document.identity);
    const first = await parses.parse();
    assert.equal(first.version, 1);
    assert.ok(first.parsed.ok);
    assert.equal((await parses.parse()).parsed, first.parsed, 'the cached parse of the same version');
    assert.equal(document.reads, 1);
    document.change(small.replace('1 0', '0 0'));
    const second = await parses.parse();
    assert.equal(second.version, 2);
    assert.ok(second.parsed.ok && second.parsed.document.puzzle.grid.every((cell) => cell === 0));
  });

  it('parses a large text off the thread, and a second reader of the same version shares the running parse', async () => {
    const document = new FakeDocument(large());
    assert.ok(parsesOffThread(document.text));
    const asked: string[] = [];
    let finish: (() => void) | undefined;
    const parses = new SessionParse(
      document,
      (key, text) => {
        assert.equal(key, document.identity);
        asked.push(text);
        return new Promise<ParseResult>((resolve) => (finish = () => resolve(parseLights(text))));
      },
      assert.fail,
    );
    assert.ok('text' in parses.onThread());
    const first = parses.parse();
    const second = new SessionParse(document, () => assert.fail('the running parse is shared'), assert.fail);
    assert.deepEqual(second.onThread(), { text: null });
    const shared = second.parse();
    finish?.();
    const [a, b] = await Promise.all([first, shared]);
    assert.equal(a.parsed, b.parsed);
    assert.equal(asked.length, 1);
    assert.ok('parsed' in parses.onThread(), 'cached once finished');
  });

  it('drops a parse overtaken by a change and answers with the newest version', async () => {
    const document = new FakeDocument(large());
    const running: { text: string; resolve: () => void; reject: () => void }[] = [];
    const parses = new SessionParse(
      document,
      (_key, text) =>
        new Promise<ParseResult>((resolve, reject) => {
          running.push({ text, resolve: () => resolve(parseLights(text)), reject: () => reject(new ParseCancelledError()) });
        }),
      assert.fail,
    );
    const parsing = parses.parse();
    await new Promise((resolve) => setImmediate(resolve));
    document.change(large('0'));
    running[0].reject();
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(running.length, 2);
    assert.equal(running[1].text, document.text);
    running[1].resolve();
    const { parsed, version } = await parsing;
    assert.equal(version, 2);
    assert.ok(parsed.ok && parsed.document.puzzle.grid[0] === 0);
  });

  it('parses on this thread when the worker fails, and says so in the log', async () => {
    const document = new FakeDocument(large());
    const logged: string[] = [];
    const parses = new SessionParse(
      document,
      () => Promise.reject(new ParseWorkerError('out of memory')),
      (message) => logged.push(message),
    );
    const { parsed, version } = await parses.parse();
    assert.equal(version, 1);
    assert.ok(parsed.ok && parsed.document.puzzle.rows === 1001);
    assert.deepEqual(logged, ["the parse in a worker thread failed (out of memory); parsing on the host's thread"]);
  });

  it('passes on a cancel of the current version', async () => {
    const document = new FakeDocument(large());
    const parses = new SessionParse(document, () => Promise.reject(new ParseCancelledError()), assert.fail);
    await assert.rejects(parses.parse(), ParseCancelledError);
  });
});
