/**
 * Reads the words of VS Code's display language that the host put into the webview's HTML (a JSON
 * data block, src/host/webviewHtml.ts) and uses them for every `l10n.t` of the webview
 * (src/domain/l10n.ts). Each webview entry imports this module first, so the words are in place
 * before any view is built. English, or a block that cannot be read: no bundle, English words.
 */

import { L10N_BUNDLE_ELEMENT_ID, useL10nBundle } from '../domain/l10n';

/** The part of the page read here. */
export interface BundlePage {
  getElementById(id: string): { readonly textContent: string | null } | null;
  /** `<html>`, whose `data-locale` is the display language (webviewHtml.ts). */
  readonly documentElement?: { getAttribute(name: string): string | null };
}

/** Uses the bundle of the page's data block, if there is one; returns whether there was. */
export function readL10nBundle(page: BundlePage | undefined = (globalThis as { document?: BundlePage }).document): boolean {
  const text = page?.getElementById(L10N_BUNDLE_ELEMENT_ID)?.textContent;
  if (!text) return false;
  try {
    useL10nBundle(JSON.parse(text), page?.documentElement?.getAttribute('data-locale') ?? undefined);
    return true;
  } catch {
    return false;
  }
}

readL10nBundle();
