import * as assert from 'node:assert/strict';
import { contentSecurityPolicy, createNonce, webviewHtml } from '../../src/host/webviewHtml';

describe('host: webview HTML', () => {
  it('has a strict CSP with the nonce and only the extension as a source', () => {
    assert.equal(
      contentSecurityPolicy('vscode-resource:', 'abc'),
      "default-src 'none'; img-src vscode-resource: data:; style-src vscode-resource:; font-src vscode-resource:; script-src 'nonce-abc'",
    );
  });

  it('loads only the bundled script with the nonce, and escapes attribute values', () => {
    const html = webviewHtml({ cspSource: 'https://x', scriptUri: 'https://x/webview.js?a="b"', styleUri: 'https://x/webview.css', nonce: 'n0nce' });
    assert.equal((html.match(/<script/g) ?? []).length, 1);
    assert.match(html, /<script nonce="n0nce" src="https:\/\/x\/webview\.js\?a=&quot;b&quot;"><\/script>/);
    assert.doesNotMatch(html, /style=/);
  });

  it('carries the display language for numbers as data-locale, keeps lang="en" for the words, and drops a value that is no language tag', () => {
    const parts = { cspSource: 'https://x', scriptUri: 'https://x/webview.js', styleUri: 'https://x/webview.css', nonce: 'n' };
    assert.match(webviewHtml({ ...parts, locale: 'de' }), /<html lang="en" data-locale="de">/);
    assert.match(webviewHtml({ ...parts, locale: 'zh-cn' }), /<html lang="en" data-locale="zh-cn">/);
    assert.match(webviewHtml({ ...parts, locale: 'de"><script>' }), /<html lang="en">/);
    assert.match(webviewHtml(parts), /<html lang="en">/);
    assert.match(webviewHtml({ ...parts, locale: 'en', resolvedAt: 1795548925206.4 }), /<html lang="en" data-locale="en" data-resolved-at="1795548925206">/);
  });

  it('carries the mode to open in and a switched-off animation setting as data attributes on <html>', () => {
    const parts = { cspSource: 'https://x', scriptUri: 'https://x/webview.js', styleUri: 'https://x/webview.css', nonce: 'n' };
    assert.match(webviewHtml({ ...parts, openIn: 'setup' }), /<html lang="en" data-open-in="setup">/);
    assert.match(webviewHtml({ ...parts, openIn: 'play', animations: false }), /<html lang="en" data-open-in="play" data-animations="off">/);
    assert.match(webviewHtml({ ...parts, animations: true }), /<html lang="en">/);
    assert.match(webviewHtml({ ...parts, openIn: 'edit"><script>' as 'play' }), /<html lang="en">/);
  });

  it('makes a different nonce every time', () => {
    assert.notEqual(createNonce(), createNonce());
    assert.match(createNonce(), /^[A-Za-z0-9+/]{22}==$/);
  });
});
