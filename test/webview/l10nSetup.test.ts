import * as assert from 'node:assert/strict';
import { webviewHtml } from '../../src/host/webviewHtml';
import { currentL10nLocale, L10N_BUNDLE_ELEMENT_ID, t, useL10nBundle } from '../../src/domain/l10n';
import { readL10nBundle, type BundlePage } from '../../src/webview/l10nSetup';

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
