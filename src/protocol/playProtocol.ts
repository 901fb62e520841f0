/**
 * The grid protocol's play family (see protocol.ts, the entry both sides import): the play
 * position that requests about the board being played carry, what the webview tells the host
 * about its game, and the palette commands the host forwards for the webview to carry out. Play
 * never edits the document, except when the user keeps a position (`keepPosition`).
 */

/**
 * Commands run from the palette or a keybinding that the webview carries out itself, through the
 * same action as its buttons and keys (src/webview/panels/gridActions.ts). `openLearn` opens the Learn
 * panel (and asks for its teaching, as the Learn button does) and leaves an open one as it is.
 */
export type WebviewCommand =
  'togglePlayMode' | 'solve' | 'hint' | 'reset' | 'showSolutionPath' | 'randomize' | 'undoMove' | 'redoMove' | 'keepPosition' | 'openLearn';

/** The most presses a play position a request carries may have. */
export const MAX_PLAY_PRESSES = 1_000_000;

/** One press of a game in play mode: cell (row, col), 0-based, forwards (+1) or backwards (-1). */
export interface PlayPress {
  readonly row: number;
  readonly col: number;
  readonly delta: 1 | -1;
}

/**
 * A play position: the document's board after these presses of a game (each also changes the
 * neighbours). Play never edits the document, so requests about the board being played carry it.
 */
export interface PlayPosition {
  readonly presses: readonly PlayPress[];
}

/** What the webview tells the host about its game, for the keybindings' context and the status bar. */
export interface PlayStatusView {
  readonly playing: boolean;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
}

/** The play family's messages from the extension host to the webview. */
export type PlayHostMessage = { readonly type: 'command'; readonly command: WebviewCommand };

/** The play family's messages from the webview to the extension host. */
export type PlayWebviewMessage =
  /** Write the play position into the document as one undoable edit, if the document is still at `version`. */
  | { readonly type: 'keepPosition'; readonly version: number; readonly position: PlayPosition }
  /** The webview's game changed mode or history. */
  | { readonly type: 'playStatus'; readonly status: PlayStatusView };
