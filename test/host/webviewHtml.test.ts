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

  it('carries the bundled script and stylesheet under the nonce when given them, escaped so that neither ends its element early', () => {
    const html = webviewHtml({
      cspSource: 'https://x',
      scriptUri: 'https://x/webview.js',
      styleUri: 'https://x/webview.css',
      nonce: 'n0nce',
      inline: { script: 'const a = "</script><script>alert(1)</SCRIPT>"; /<!--x/.test(a);', style: '.a::after { content: "</style>"; }' },
    });
    assert.doesNotMatch(html, /webview\.(js|css)/);
    assert.match(html, /style-src https:\/\/x 'nonce-n0nce'; font-src https:\/\/x; script-src 'nonce-n0nce'"/);
    assert.match(html, /<style nonce="n0nce">\.a::after \{ content: "<\\\/style>"; \}<\/style>/);
    assert.match(html, /<script nonce="n0nce">const a = "<\\\/script><script>alert\(1\)<\\\/SCRIPT>"; \/<\\!--x\/\.test\(a\);<\/script>/);
    // Each element ends where the page means it to: one opening and one closing tag of each.
    assert.equal((html.match(/<\/script>/gi) ?? []).length, 1);
    assert.equal((html.match(/<\/style>/gi) ?? []).length, 1);
    // The escaped script still means the same.
    const script = /<script nonce="n0nce">([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
    assert.equal(new Function(`${script}; return a;`)(), '</script><script>alert(1)</SCRIPT>');
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
