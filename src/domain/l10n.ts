/**
 * The translation of the words that code outside the extension host's own modules shows: the grid
 * webview, the analysis report, and the messages the core, the analyses and the solvers build (in
 * the host or in a worker). Call sites write `l10n.t('Row {0}, column {1}', row, column)` (with
 * `import * as l10n` of this module), exactly as host code writes `vscode.l10n.t`: the
 * English text is the key, `{0}`, `{1}` take the arguments. A literal first argument only, so that the
 * bundle's keys can be read from the source.
 *
 * Where the words come from: the extension host calls {@link useL10nBundle} with `vscode.l10n.bundle`
 * (the bundle of VS Code's display language, undefined in English) when it activates; the worker
 * runner hands that bundle to every worker it starts; the webviews read it from their HTML
 * ({@link L10N_BUNDLE_ELEMENT_ID}). Nothing sets one in the command-line tool, which speaks English. Words must be
 * looked up when they are shown, never in a module-level constant (which is computed before any
 * bundle is set). Pure, no vscode.
 */

/** Translations keyed by their English text (the contents of l10n/bundle.l10n.<language>.json). */
export type L10nBundle = Readonly<Record<string, string>>;

/** The id of the webview's `<script type="application/json">` block that carries the bundle: the host writes it, the webview reads it. */
export const L10N_BUNDLE_ELEMENT_ID = 'l10n-bundle';

/** What a placeholder may be filled with. */
export type L10nArgument = string | number | boolean;

let current: L10nBundle | undefined;
/** The display language of the bundle in use (for numbers), when it is a language tag. */
let locale: string | undefined;

/**
 * Uses `bundle` from now on (undefined: English), written for `language` (VS Code's display
 * language, e.g. "fr": numbers are then grouped its way). A bundle that is not an object of
 * strings counts as none.
 */
export function useL10nBundle(bundle: unknown, language?: string): void {
  current = isBundle(bundle) && Object.keys(bundle).length > 0 ? bundle : undefined;
  locale = current !== undefined && language !== undefined && /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/.test(language) ? language : undefined;
}

/** The display language the bundle in use is written for, if any (to hand on with the bundle). */
export function currentL10nLocale(): string | undefined {
  return locale;
}

/** The bundle in use, if any (to hand on to a worker or a webview). */
export function currentL10nBundle(): L10nBundle | undefined {
  return current;
}

function isBundle(value: unknown): value is L10nBundle {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((text) => typeof text === 'string');
}

/** `message` in the language of the bundle in use (itself without one, or when the bundle lacks it), with `{n}` replaced by `args[n]`. */
export function t(message: string, ...args: L10nArgument[]): string {
  const text = current !== undefined && Object.hasOwn(current, message) ? current[message] : message;
  return fill(text, args);
}

/**
 * An integer with its digits grouped the display language's way ("68 719 476 736" in French)
 * when a bundle is in use, else the English way ("68,719,476,736"), as the command line writes it.
 */
export function groupedInteger(value: number | bigint): string {
  if (locale !== undefined) {
    try {
      return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
    } catch {
      // An engine without that locale's data: English grouping below.
    }
  }
  return value.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A decimal with `digits` digits after the point, written the display language's way ("1,2" in French) when a bundle is in use, else "1.2". */
export function decimalText(value: number, digits: number): string {
  if (locale !== undefined) {
    try {
      return new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }).format(value);
    } catch {
      // As above.
    }
  }
  return value.toFixed(digits);
}

/** `text` with each `{n}` replaced by `args[n]` (a placeholder without an argument stays as it is), as vscode.l10n.t does. */
export function fill(text: string, args: readonly L10nArgument[]): string {
  if (args.length === 0) return text;
  return text.replace(/\{(\d+)\}/g, (placeholder, index: string) => {
    const value = args[Number(index)];
    return value === undefined ? placeholder : String(value);
  });
}
