/**
 * The HTML of the extension's webviews (the grid and the analysis report): a fixed shell with a
 * strict Content Security Policy. No file content ever goes into it (the puzzle arrives by
 * message), scripts run only with the per-render nonce, and every resource comes from the
 * extension's own bundle. The words of VS Code's display language (vscode.l10n.bundle) travel in a
 * JSON data block that no script runs: the webview reads them before it builds anything. Pure.
 */

import { L10N_BUNDLE_ELEMENT_ID, type L10nBundle } from '../domain/l10n';

/** What the shell needs from the host. */
export interface WebviewHtmlParts {
  /** The webview's CSP source (webview.cspSource). */
  readonly cspSource: string;
  /** asWebviewUri of the bundled webview script and its stylesheet. */
  readonly scriptUri: string;
  readonly styleUri: string;
  /** A fresh nonce for this render. */
  readonly nonce: string;
  /** The document title (default "Lights Out"); escaped. */
  readonly title?: string;
  /**
   * VS Code's display language (vscode.env.language, e.g. "de"), for writing numbers the way its
   * users read them ("1.000.000"); carried as `data-locale` on `<html>`. Omitted or not a language
   * tag: no data-locale.
   */
  readonly locale?: string;
  /**
   * The translations of the display language (vscode.l10n.bundle; undefined in English). With a
   * bundle, `<html lang>` is `locale`, the language of the words; without, "en".
   */
  readonly l10nBundle?: L10nBundle;
  /**
   * When the editor began to resolve this webview (Date.now()), carried as `data-resolved-at` on
   * `<html>`: the end-to-end timing table tells VS Code's share of opening a file from the editor's.
   */
  readonly resolvedAt?: number;
  /**
   * The mode the grid opens in when it has no saved view state, carried as `data-open-in` on
   * `<html>` ("play" or "setup"); omitted: no attribute (the webview then opens in Play).
   */
  readonly openIn?: 'play' | 'setup';
  /** false: the page may not animate a win, carried as `data-animations="off"` on `<html>`; omitted or true: no attribute. */
  readonly animations?: boolean;
  /**
   * The bundled script and stylesheet themselves (the files at `scriptUri` and `styleUri`), to
   * carry in the page instead of loading them: the page then runs its script as soon as it is
   * parsed, without fetching two files through the webview's service worker first. Both run under
   * the page's nonce. Omitted: the page loads them from their URIs.
   */
  readonly inline?: { readonly script: string; readonly style: string };
}

/** A fresh random nonce (base64, 128 bits from the platform's cryptographic random source: Web Crypto, in Node and in browsers). */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The Content-Security-Policy of the extension's webviews; `inlineStyle`: a `<style>` element with
 * the nonce may style the page too (see {@link WebviewHtmlParts.inline}).
 */
export function contentSecurityPolicy(cspSource: string, nonce: string, inlineStyle = false): string {
  const styleSources = inlineStyle ? `${cspSource} 'nonce-${nonce}'` : cspSource;
  return ["default-src 'none'", `img-src ${cspSource} data:`, `style-src ${styleSources}`, `font-src ${cspSource}`, `script-src 'nonce-${nonce}'`].join('; ');
}

/**
 * `text` as the content of a `<script>` or `<style>` element (`element`): what would end the
 * element early (`</script`, `</style`, any case) or open a comment (`<!--`) is written with its
 * slash or exclamation mark escaped, which means the same in a JavaScript string, template or
 * regular expression and in a CSS string; the bundles have neither outside those.
 */
function rawTextContent(text: string, element: 'script' | 'style'): string {
  return text.replace(new RegExp(`</(${element})`, 'gi'), '<\\/$1').replace(/<!--/g, '<\\!--');
}

/** JSON that cannot end the `<script>` element it sits in, nor open a comment or CDATA inside it. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The HTML of a webview: its stylesheet, an empty #root and its script. */
export function webviewHtml(parts: WebviewHtmlParts): string {
  const { cspSource, scriptUri, styleUri, nonce, title = 'Lights Out', locale, resolvedAt, l10nBundle } = parts;
  const validLocale = locale !== undefined && /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/.test(locale) ? locale : undefined;
  const localeAttribute = validLocale !== undefined ? ` data-locale="${escapeAttribute(validLocale)}"` : '';
  const translated = l10nBundle !== undefined && Object.keys(l10nBundle).length > 0;
  const language = translated && validLocale !== undefined ? validLocale : 'en';
  const bundleBlock = translated ? `<script type="application/json" id="${L10N_BUNDLE_ELEMENT_ID}">${scriptSafeJson(l10nBundle)}</script>\n` : '';
  const resolvedAttribute = resolvedAt !== undefined && Number.isFinite(resolvedAt) ? ` data-resolved-at="${Math.round(resolvedAt)}"` : '';
  const openInAttribute = parts.openIn === 'play' || parts.openIn === 'setup' ? ` data-open-in="${parts.openIn}"` : '';
  const animationsAttribute = parts.animations === false ? ' data-animations="off"' : '';
  const { inline } = parts;
  const style =
    inline === undefined
      ? `<link rel="stylesheet" href="${escapeAttribute(styleUri)}">`
      : `<style nonce="${escapeAttribute(nonce)}">${rawTextContent(inline.style, 'style')}</style>`;
  const script =
    inline === undefined
      ? `<script nonce="${escapeAttribute(nonce)}" src="${escapeAttribute(scriptUri)}"></script>`
      : `<script nonce="${escapeAttribute(nonce)}">${rawTextContent(inline.script, 'script')}</script>`;
  return `<!DOCTYPE html>
<html lang="${escapeAttribute(language)}"${localeAttribute}${resolvedAttribute}${openInAttribute}${animationsAttribute}>
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(contentSecurityPolicy(cspSource, nonce, inline !== undefined))}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
${style}
<title>${escapeAttribute(title)}</title>
</head>
<body>
<div id="root"></div>
${bundleBlock}${script}
</body>
</html>`;
}
