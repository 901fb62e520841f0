import * as assert from 'node:assert/strict';
import { webviewHtml } from '../../src/host/webviewHtml';
import { currentL10nLocale, L10N_BUNDLE_ELEMENT_ID, t, useL10nBundle } from '../../src/domain/l10n';
import { encodeWireMessage, MIN_PACKED_LENGTH } from '../../src/protocol/wireCodec';
import { animationsAllowed, initialPlayMode, readIncomingMessage, readL10nBundle, type BundlePage, type SettingsPage } from '../../src/webview/vscodeApi';
import { documentMessage, puzzleView } from '../support/gridViewFixtures';
import { gridDigest, knownGridDigest } from '../../src/domain/gridDigest';

/** The text of the data block in `html`, as a browser's textContent gives it. */
function dataBlock(html: string): string | undefined {
  return new RegExp(`<script type="application/json" id="${L10N_BUNDLE_ELEMENT_ID}">(.*?)</script>`, 's').exec(html)?.[1];
}

/** A page holding one element with `text`. */
function pageWith(text: string | undefined, locale: string | null = null): BundlePage {
  return {
    getElementById: (id: string) => (id === L10N_BUNDLE_ELEMENT_ID && text !== undefined ? { textContent: text } : null),
    documentElement: { getAttribute: (name: string) => (name === 'data-locale' ? locale : null) },
  };
}

describe('webview: the words of the display language, from the host to the webview', () => {
  const parts = { cspSource: 'https://x', scriptUri: 'https://x/webview.js', styleUri: 'https://x/webview.css', nonce: 'n', locale: 'fr' };
  afterEach(() => useL10nBundle(undefined));

  it('travels in a JSON data block no script runs, that nothing in the bundle can close, and the page says its language', () => {
    const bundle = { Solve: 'Résoudre', 'a </script><script>alert(1)</script> & <!--': '<b>x</b>\u2028' };
    const html = webviewHtml({ ...parts, l10nBundle: bundle });
    assert.match(html, /<html lang="fr" data-locale="fr">/);
    assert.equal((html.match(/<\/script>/g) ?? []).length, 2, 'the data block and the script, nothing more');
    assert.equal((html.match(/<script nonce=/g) ?? []).length, 1);
    const text = dataBlock(html);
    assert.ok(text !== undefined);
    assert.deepEqual(JSON.parse(text), bundle);
    assert.ok(readL10nBundle(pageWith(text, 'fr')));
    assert.equal(t('Solve'), 'Résoudre');
    assert.equal(currentL10nLocale(), 'fr', 'numbers follow the page’s data-locale');
  });

  it('is absent in English, where the page stays lang="en" and the webview keeps its English words', () => {
    for (const html of [webviewHtml(parts), webviewHtml({ ...parts, l10nBundle: {} })]) {
      assert.equal(dataBlock(html), undefined);
      assert.match(html, /<html lang="en" data-locale="fr">/);
    }
    assert.equal(readL10nBundle(pageWith(undefined)), false);
    assert.equal(readL10nBundle(pageWith('{ not json')), false);
    assert.equal(t('Solve'), 'Solve');
  });
});

/** A page whose `<html>` has the attributes of `html` (as the host's shell writes them). */
function settingsPage(html: string): SettingsPage {
  const attributes = new Map([...html.matchAll(/ ([a-z-]+)="([^"]*)"/g)].map((match) => [match[1], match[2]] as const));
  return { documentElement: { getAttribute: (name: string) => attributes.get(name) ?? null } };
}

describe('webview: the settings the host puts in the page', () => {
  const parts = { cspSource: 'https://x', scriptUri: 'https://x/webview.js', styleUri: 'https://x/webview.css', nonce: 'n' };
  const htmlElement = (html: string): string => /<html[^>]*>/.exec(html)?.[0] ?? '';
  const motion = (reduce: boolean) => (query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)' });

  it('opens in Play unless the host asks for Setup', () => {
    assert.equal(initialPlayMode(settingsPage(htmlElement(webviewHtml({ ...parts, openIn: 'setup' })))), false);
    assert.equal(initialPlayMode(settingsPage(htmlElement(webviewHtml({ ...parts, openIn: 'play' })))), true);
    assert.equal(initialPlayMode(settingsPage(htmlElement(webviewHtml(parts)))), true);
    assert.equal(initialPlayMode(undefined), true);
  });

  it('animates only when the setting allows it and the system does not ask for reduced motion', () => {
    const on = settingsPage(htmlElement(webviewHtml(parts)));
    const off = settingsPage(htmlElement(webviewHtml({ ...parts, animations: false })));
    assert.equal(animationsAllowed(on, motion(false)), true);
    assert.equal(animationsAllowed(on, motion(true)), false);
    assert.equal(animationsAllowed(off, motion(false)), false);
    assert.equal(animationsAllowed(on, undefined), true);
  });
});

describe('webview: the messages the host posts to the grid', () => {
  it('reads the host messages the grid handles', () => {
    const message = documentMessage(puzzleView([1, 0, 0, 1]));
    assert.deepEqual(readIncomingMessage(message), { kind: 'host', message });
    const notice = { type: 'notice', text: 'Saved.' };
    assert.deepEqual(readIncomingMessage(notice), { kind: 'host', message: notice });
    const scale = { type: 'difficultyScale', version: 3, scale: { easy: { min: 1, max: 3 }, medium: { min: 4, max: 5 }, hard: { min: 6, max: 9 } } };
    assert.deepEqual(readIncomingMessage(scale), { kind: 'host', message: scale });
    const newGame = { type: 'newGameResult', requestId: 2, version: 3, outcome: { ok: false, message: 'Cancelled.' } };
    assert.deepEqual(readIncomingMessage(newGame), { kind: 'host', message: newGame });
    const context = { type: 'context', context: { kind: 'example' } };
    assert.deepEqual(readIncomingMessage(context), { kind: 'host', message: context });
  });

  it('decodes the packed bytes of a large board', () => {
    const cells = Array.from({ length: MIN_PACKED_LENGTH }, (_, index) => index % 2);
    const message = documentMessage(puzzleView(cells, { rows: 64, columns: MIN_PACKED_LENGTH / 64 }));
    const wire = encodeWireMessage(message);
    assert.notDeepEqual(wire, message);
    assert.deepEqual(readIncomingMessage(wire), { kind: 'host', message });
  });

  it('remembers the digest a document brings for the grid it decodes, and ignores a malformed one', () => {
    const cells = Array.from({ length: MIN_PACKED_LENGTH }, (_, index) => ((index * 7) % 3 === 0 ? 1 : 0));
    const view = puzzleView(cells, { rows: 64, columns: MIN_PACKED_LENGTH / 64 });
    const digest = { ...gridDigest(Uint8Array.from(cells)) };
    const read = readIncomingMessage(encodeWireMessage({ ...documentMessage(view), gridDigest: digest }));
    assert.ok(read?.kind === 'host' && read.message.type === 'document' && read.message.state.kind === 'puzzle');
    assert.deepEqual(knownGridDigest(read.message.state.puzzle.grid), digest);
    for (const malformed of [{ low: 'x', high: 1 }, { low: 1.5, high: 2 }, null, 7]) {
      const other = readIncomingMessage(encodeWireMessage({ ...documentMessage(view), gridDigest: malformed }));
      assert.ok(other?.kind === 'host' && other.message.type === 'document' && other.message.state.kind === 'puzzle');
      assert.equal(knownGridDigest(other.message.state.puzzle.grid), undefined, JSON.stringify(malformed));
    }
  });

  it('tells picture requests apart, and ignores anything else posted to the page', () => {
    const request = { type: 'rasterizePicture', requestId: 3, svg: '<svg/>', width: 10, height: 20, scale: 2 };
    assert.deepEqual(readIncomingMessage(request), { kind: 'picture', request });
    for (const other of [null, undefined, 'document', 7, {}, { type: 'ready' }, { type: 42 }, { ...request, width: 0 }]) {
      assert.equal(readIncomingMessage(other), null, JSON.stringify(other));
    }
  });
});
