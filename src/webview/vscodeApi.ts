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
import { rememberGridDigest, type GridDigest } from '../domain/gridDigest';

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

/** The part of the page the host's settings are read from: `<html>` and its data attributes. */
export interface SettingsPage {
  readonly documentElement?: { getAttribute(name: string): string | null };
}

function pageAttribute(page: SettingsPage | undefined, name: string): string | null {
  return page?.documentElement?.getAttribute(name) ?? null;
}

/**
 * Whether a grid with no saved view state opens in Play: true unless the host asked for Setup
 * (`data-open-in="setup"` on `<html>`: the `lightsOut.openIn` setting, or a new empty puzzle).
 */
export function initialPlayMode(page: SettingsPage | undefined = (globalThis as { document?: SettingsPage }).document): boolean {
  return pageAttribute(page, 'data-open-in') !== 'setup';
}

/** The part of the window that says whether the system asks for reduced motion. */
export type MotionQuery = (query: string) => { readonly matches: boolean };

/**
 * Whether the page may animate (a won game's celebration): false when the `lightsOut.animations`
 * setting is off (`data-animations="off"` on `<html>`) or the system asks for reduced motion.
 */
export function animationsAllowed(
  page: SettingsPage | undefined = (globalThis as { document?: SettingsPage }).document,
  matchMedia: MotionQuery | undefined = (globalThis as { matchMedia?: MotionQuery }).matchMedia?.bind(globalThis),
): boolean {
  if (pageAttribute(page, 'data-animations') === 'off') return false;
  return matchMedia?.('(prefers-reduced-motion: reduce)').matches !== true;
}

/** Every host message type, as a record so that the compiler finds a type left out. */
const HOST_MESSAGE_TYPE_RECORD: Readonly<Record<HostMessage['type'], true>> = {
  document: true,
  rows: true,
  difficultyScale: true,
  solveResult: true,
  solveFirst: true,
  hintResult: true,
  pathResult: true,
  teachingResult: true,
  progress: true,
  command: true,
  newGameResult: true,
  context: true,
  notice: true,
};

const HOST_MESSAGE_TYPES: ReadonlySet<string> = new Set(Object.keys(HOST_MESSAGE_TYPE_RECORD));

/** A message event's data as the grid webview reads it. */
export type IncomingMessage = { readonly kind: 'host'; readonly message: HostMessage } | { readonly kind: 'picture'; readonly request: PictureRequest };

/**
 * What `data` (a message event's data) is: a request of "Export Board as Picture", one of the
 * host's messages with its packed bytes decoded, or null for anything else posted to the page. A
 * `document`'s grid digest, when it has one, is remembered for its decoded grid (the board key
 * then needs no pass over the cells).
 */
export function readIncomingMessage(data: unknown): IncomingMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  if (isPictureRequest(data)) return { kind: 'picture', request: data };
  const type = (data as { type?: unknown }).type;
  if (typeof type !== 'string' || !HOST_MESSAGE_TYPES.has(type)) return null;
  const message = decodeWireMessage(data as HostMessage);
  if (message.type === 'document' && message.state.kind === 'puzzle' && isGridDigest(message.gridDigest)) {
    rememberGridDigest(message.state.puzzle.grid, message.gridDigest);
  }
  return { kind: 'host', message };
}

function isGridDigest(value: unknown): value is GridDigest {
  const digest = value as Partial<GridDigest> | undefined;
  return typeof digest === 'object' && digest !== null && Number.isInteger(digest.low) && Number.isInteger(digest.high);
}
