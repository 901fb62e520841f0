/**
 * The part of the webview API that VS Code injects as the global `acquireVsCodeApi` (callable
 * once per page), typed for this webview: messages go out as {@link WebviewMessage}s and the view
 * state saved across hiding the tab is `State`.
 */

import type { WebviewMessage } from '../shared/protocol';

/** The object `acquireVsCodeApi()` returns. */
export interface VsCodeApi<State> {
  /** Posts a message to the extension host. */
  postMessage(message: WebviewMessage): void;
  /** The state saved by the last `setState` of an earlier load of this webview, if any. */
  getState(): State | undefined;
  /** Saves state that survives the tab being hidden and shown again (JSON-serialisable). */
  setState(state: State): State;
}

declare global {
  /** Injected by VS Code into every webview; returns the API object, and throws if called twice. */
  function acquireVsCodeApi<State = unknown>(): VsCodeApi<State>;
}
