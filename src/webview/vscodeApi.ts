/**
 * The part of the webview API that VS Code injects as the global `acquireVsCodeApi` (callable
 * once per page), typed per webview: messages go out as `Message`s (the grid's
 * {@link WebviewMessage}s by default) and the view state saved across hiding the tab is `State`.
 */

import type { WebviewMessage } from '../protocol/protocol';

/** The object `acquireVsCodeApi()` returns. */
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
