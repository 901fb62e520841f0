/**
 * What VS Code gives a webview page: the API object injected as `acquireVsCodeApi` (posting to the
 * host, state kept while the tab is hidden), the words of the display language put in the page's
 * HTML, and the grid's reading of what the host posts in. Each webview entry imports this module
 * first, so the words are in place before any view is built: a page in English, or with a block
 * that cannot be read, keeps the English words.
 */

import { L10N_BUNDLE_ELEMENT_ID, useL10nBundle } from '../domain/l10n';
import { isPictureRequest, type HostMessage, type PictureRequest, type WebviewMessage } from '../protocol/protocol';
import { decodeWireMessage } from '../protocol/wireCodec';

/** The object `acquireVsCodeApi()` returns: messages go out as `Message`s, the view state saved across hiding the tab is `State`. */
export interface VsCodeApi<State, Message = WebviewMessage> {
  /** Posts a message to the extension host. */
  postMessage(message: Message): void;
  /** The state saved by the last `setState` of an earlier load of this webview, if any. */
  getState(): State | undefined;
  /** Saves state that survives the tab being hidden and shown again (JSON-serialisable). */
  setState(state: State): State;
}

declare global {
  /** Injected by VS Code into every webview; returns the API object, and throws if called twice. */
  function acquireVsCodeApi<State = unknown, Message = WebviewMessage>(): VsCodeApi<State, Message>;
}

/** The part of the page the words are read from. */
export interface BundlePage {
  /** Finds the JSON data block holding the display language's words. */
  getElementById(id: string): { readonly textContent: string | null } | null;
  /** `<html>`, whose `data-locale` is the display language. */
  readonly documentElement?: { getAttribute(name: string): string | null };
}

/** Uses the words of the page's data block for every `l10n.t`, if there is one; returns whether there was. */
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

const HOST_MESSAGE_TYPES: ReadonlySet<string> = new Set<HostMessage['type']>([
  'document',
  'rows',
  'solveResult',
  'solveFirst',
  'hintResult',
  'pathResult',
  'teachingResult',
  'progress',
  'command',
  'notice',
]);

/** A message event's data as the grid webview reads it. */
export type IncomingMessage = { readonly kind: 'host'; readonly message: HostMessage } | { readonly kind: 'picture'; readonly request: PictureRequest };

/**
 * What `data` (a message event's data) is: a request of "Export Board as Picture", one of the
 * host's messages with its packed bytes decoded, or null for anything else posted to the page.
 */
export function readIncomingMessage(data: unknown): IncomingMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  if (isPictureRequest(data)) return { kind: 'picture', request: data };
  const type = (data as { type?: unknown }).type;
  if (typeof type !== 'string' || !HOST_MESSAGE_TYPES.has(type)) return null;
  return { kind: 'host', message: decodeWireMessage(data as HostMessage) };
}
