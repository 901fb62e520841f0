/**
 * The grid editor: a CustomTextEditorProvider over the `.lights` TextDocument (the document is
 * the truth; VS Code provides undo/redo, save, revert, hot exit and split views). Thin: it wires
 * each panel to a {@link GridSession} through ports, applies edits as one WorkspaceEdit, and
 * re-sends the document to every panel of a document when its text changes, with the event's
 * changes, so that a change of a few cells is read from the changed rows alone (the text is
 * read in ranges, never flattened for it). A grid opens in the mode `lightsOut.openIn` names,
 * unless its document says otherwise (a new empty puzzle opens in Setup, a built-in level or
 * example in Play); {@link DocumentOrigins} tells the grid where a document comes from.
 */

import * as vscode from 'vscode';
import type { TextEdit } from '../core/format/formatEdits';
import type { TextChange, TextSource } from '../core/format/formatIncremental';
import { isPictureReply, type BoardContextView, type HostMessage, type PictureReply, type PictureRequest } from '../protocol/protocol';
import { encodeWireMessage } from '../protocol/wireCodec';
import { createBoardWork, type BoardWork } from './boardWork';
import { bundledWorkerScript } from '../host/bundledWorkerScript';
import { GridSession, type SessionServices } from './gridSession';
import type { ShareUi } from './puzzleShare';
import { showProgressNotification } from '../host/progressNotification';
import { createNonce, webviewHtml } from '../host/webviewHtml';

/** The view type of the grid editor (package.json contributes.customEditors). */
export const GRID_VIEW_TYPE = 'lightsOut.grid';

/** The context key that is true while the active grid is in play mode (package.json keybindings). */
export const PLAYING_CONTEXT = 'lightsOut.playing';

/** The mode a grid opens in when its webview has no saved view state. */
export type OpenIn = 'play' | 'setup';

/**
 * Where documents come from, for those that are not files of the user's (the built-in levels and
 * examples): the caption's context, the mode they open in, a won game and the next level.
 */
export interface DocumentOrigins {
  /** Called before a grid of `uri` is built, so that {@link contextOf} can answer at once. */
  prepare(uri: vscode.Uri): Promise<void>;
  /** Where the document at `uri` comes from: `{ kind: 'file' }` for a file of the user's. */
  contextOf(uri: vscode.Uri): BoardContextView;
  /** The mode its grids open in, whatever the setting says; undefined: as the setting says. */
  openIn(uri: vscode.Uri): OpenIn | undefined;
  /** A game of the document was won in `moves` moves; resolves true when its context changed (a level's new best). */
  gameWon(uri: vscode.Uri, moves: number): Promise<boolean>;
  /** Opens the level after the one at `uri` in `viewColumn`, in place of it (or says there is none). */
  nextLevel(uri: vscode.Uri, viewColumn: vscode.ViewColumn | undefined): Promise<void>;
}

/** The settings section of the grid's settings (`lightsOut.openIn`, `lightsOut.animations`). */
const SETTINGS_SECTION = 'lightsOut';

interface OpenPanel {
  readonly document: vscode.TextDocument;
  readonly panel: vscode.WebviewPanel;
  readonly session: GridSession;
}

/** Provides the grid editor and knows which grid is active (for the commands). */
export class LightsEditorProvider implements vscode.CustomTextEditorProvider {
  private readonly panels = new Set<OpenPanel>();
  /** Commands for documents whose grid is opening. */
  private readonly waiting = new Map<string, HostMessage[]>();
  private active: OpenPanel | undefined;
  /** The value of {@link PLAYING_CONTEXT} last set (undefined: not set yet). */
  private playingContext: boolean | undefined;
  /** The grid that was active last and is still open: where a walkthrough button's command goes while the walkthrough has the focus. */
  private lastActive: OpenPanel | undefined;
  /** Generation and solution paths of every panel and of New Puzzle, in the board worker. */
  readonly boardWork: BoardWork;
  /** PNG pictures asked of a webview (Export Board as Picture), by request id. */
  private readonly pictures = new Map<number, { readonly panel: vscode.WebviewPanel; readonly settle: (reply: PictureReply) => void }>();
  private nextPictureId = 1;
  private readonly onDidChangeActiveEmitter = new vscode.EventEmitter<vscode.TextDocument | undefined>();
  /** Fires when the active grid (or its absence) changes. */
  readonly onDidChangeActive = this.onDidChangeActiveEmitter.event;
  /** The mode the grids of a document open in, by its URI, over the setting (New Puzzle's choice); kept while the document is open. */
  private readonly openInOverrides = new Map<string, OpenIn>();
  /** The webview's script and stylesheet, read once, carried in every grid's page (undefined when they could not be read: then the page loads them). */
  private pageBundle: Promise<{ readonly script: string; readonly style: string } | undefined> | undefined;

  /** Registers the provider and returns it with its registration; `origins` says where documents come from (default: every one is a file). */
  static register(context: vscode.ExtensionContext, services: SharedSessionServices, origins?: DocumentOrigins): LightsEditorProvider {
    const provider = new LightsEditorProvider(context.extensionUri, services, origins);
    context.subscriptions.push(
      vscode.window.registerCustomEditorProvider(GRID_VIEW_TYPE, provider, { supportsMultipleEditorsPerDocument: true }),
      vscode.workspace.onDidChangeTextDocument((event) => provider.textChanged(event.document, event.contentChanges)),
      vscode.workspace.onDidSaveTextDocument((document) => provider.textChanged(document)),
      vscode.workspace.onDidCloseTextDocument((document) => provider.openInOverrides.delete(document.uri.toString())),
      provider.onDidChangeActiveEmitter,
      // On deactivate: every running solve is cancelled, which ends a clingo process group at once.
      { dispose: () => provider.panels.forEach((open) => open.session.dispose()) },
      { dispose: () => provider.boardWork.dispose() },
    );
    return provider;
  }

  private constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly services: SharedSessionServices,
    private readonly origins: DocumentOrigins | undefined,
  ) {
    this.boardWork = services.boardWork ?? createBoardWork(bundledWorkerScript(extensionUri, 'boardWorker.js'));
  }

  /**
   * Makes the grids of the document at `uri` open in `mode` whatever `lightsOut.openIn` says, while
   * the document is open (New Puzzle: Setup for an empty board, Play for a random one). Call it
   * before the grid opens.
   */
  setOpenIn(uri: vscode.Uri, mode: OpenIn): void {
    this.openInOverrides.set(uri.toString(), mode);
  }

  /** The mode a new grid of `document` opens in: its origin's, else New Puzzle's choice, else the setting (default Play). */
  private openInOf(document: vscode.TextDocument): OpenIn {
    const chosen = this.origins?.openIn(document.uri) ?? this.openInOverrides.get(document.uri.toString());
    if (chosen !== undefined) return chosen;
    return vscode.workspace.getConfiguration(SETTINGS_SECTION).get<string>('openIn') === 'setup' ? 'setup' : 'play';
  }

  /** Tells every grid of the document at `uri` where its board comes from again (a level's best changed). */
  private postContext(uri: vscode.Uri): void {
    const key = uri.toString();
    for (const open of this.panels) if (open.document.uri.toString() === key) open.session.postContext();
  }

  /** The document of the active grid editor, if a grid is active. */
  get activeDocument(): vscode.TextDocument | undefined {
    return this.active?.document;
  }

  /**
   * Sends a palette command to the active grid, else to the grid that was active last (brought to
   * the front first: a walkthrough's buttons run while the walkthrough has the focus) unless
   * `orLast` is false; false when no grid took it.
   */
  sendToActive(message: HostMessage, orLast = true): boolean {
    const target = this.active ?? (orLast ? this.lastActive : undefined);
    if (!target) return false;
    if (target !== this.active) target.panel.reveal(undefined, false);
    target.session.sendCommand(message);
    return true;
  }

  /**
   * Asks the active grid's webview to draw a board picture (SVG) as PNG at `scale`; undefined when
   * no grid is active. The promise rejects with the webview's reason when it cannot draw it, or
   * when the panel closes first.
   */
  rasterizeOnActive(picture: Omit<PictureRequest, 'type' | 'requestId'>): Promise<Uint8Array> | undefined {
    const panel = this.active?.panel;
    if (!panel) return undefined;
    const requestId = this.nextPictureId++;
    return new Promise<Uint8Array>((resolve, reject) => {
      this.pictures.set(requestId, {
        panel,
        settle: (reply) => {
          this.pictures.delete(requestId);
          if (reply.type === 'pictureRasterized') resolve(reply.png);
          else reject(new Error(reply.message));
        },
      });
      const request: PictureRequest = { type: 'rasterizePicture', requestId, ...picture };
      void panel.webview.postMessage(request);
    });
  }

  /**
   * Sends a command to the grid of `uri` (the active one, else the first opened); when the
   * document has no grid yet, the command waits for the next grid of that document to open.
   */
  sendToDocument(uri: vscode.Uri, message: HostMessage): void {
    const key = uri.toString();
    const panels = [...this.panels].filter((open) => open.document.uri.toString() === key);
    const target = panels.find((open) => open.panel.active) ?? panels[0];
    if (target) target.session.sendCommand(message);
    else this.waiting.set(key, [...(this.waiting.get(key) ?? []), message]);
  }

  async resolveCustomTextEditor(document: vscode.TextDocument, panel: vscode.WebviewPanel): Promise<void> {
    const resolvedAt = Date.now();
    await this.origins?.prepare(document.uri);
    const distUri = vscode.Uri.joinPath(this.extensionUri, 'dist');
    const inline = await this.readPageBundle(distUri);
    panel.webview.options = { enableScripts: true, localResourceRoots: [distUri] };
    panel.webview.html = webviewHtml({
      cspSource: panel.webview.cspSource,
      scriptUri: panel.webview.asWebviewUri(vscode.Uri.joinPath(distUri, 'webview.js')).toString(),
      styleUri: panel.webview.asWebviewUri(vscode.Uri.joinPath(distUri, 'webview.css')).toString(),
      nonce: createNonce(),
      locale: vscode.env.language,
      l10nBundle: vscode.l10n.bundle,
      resolvedAt,
      openIn: this.openInOf(document),
      animations: vscode.workspace.getConfiguration(SETTINGS_SECTION).get<boolean>('animations') !== false,
      ...(inline === undefined ? {} : { inline }),
    });
    const session = new GridSession(
      {
        get version() {
          return document.version;
        },
        get isDirty() {
          return document.isDirty;
        },
        identity: document,
        getText: () => document.getText(),
        textSource: textSource(document),
        applyEdits: (edits) => applyTextEdits(document, edits),
      },
      // Cells travel packed to the bits they need; the webview unpacks them.
      {
        post: (message) => void panel.webview.postMessage(encodeWireMessage(message)),
      },
      {
        ...this.services,
        boardWork: this.boardWork,
        showProgress: showProgressNotification,
        openAsText: (line, column) => void openAsText(document, panel.viewColumn, line, column),
        undoRedo: (which) => void vscode.commands.executeCommand(which),
        playStatusChanged: () => {
          if (this.active === open) this.updatePlayContext();
        },
        boardContext: () => this.origins?.contextOf(document.uri) ?? { kind: 'file' },
        gameWon: (moves) =>
          void this.origins?.gameWon(document.uri, moves).then(
            (changed) => {
              if (changed) this.postContext(document.uri);
            },
            (error: unknown) => this.services.log.error(`grid: could not record a won game: ${error instanceof Error ? error.message : String(error)}`),
          ),
        nextLevel: () => void this.origins?.nextLevel(document.uri, panel.viewColumn),
        shareUi: vscodeShareUi,
      },
    );
    // The parse starts now, while the webview loads; its document goes to the page as soon as it is parsed.
    session.prepare();
    const open: OpenPanel = { document, panel, session };
    this.panels.add(open);
    for (const message of this.waiting.get(document.uri.toString()) ?? []) session.sendCommand(message);
    this.waiting.delete(document.uri.toString());
    if (panel.active) this.setActive(open);
    const subscriptions = [
      panel.webview.onDidReceiveMessage((message: unknown) => {
        if (isPictureReply(message)) this.pictures.get(message.requestId)?.settle(message);
        else void session.handle(message);
      }),
      panel.onDidChangeViewState(() => {
        if (!panel.visible) session.webviewHidden();
        if (panel.active) this.setActive(open);
        else if (this.active === open) this.setActive(undefined);
      }),
    ];
    panel.onDidDispose(() => {
      session.dispose();
      subscriptions.forEach((subscription) => subscription.dispose());
      this.panels.delete(open);
      for (const [requestId, picture] of this.pictures) {
        if (picture.panel === panel) picture.settle({ type: 'pictureFailed', requestId, message: vscode.l10n.t('the grid was closed') });
      }
      if (this.active === open) this.setActive(undefined);
      if (this.lastActive === open) this.lastActive = undefined;
    });
  }

  /**
   * dist/webview.js and dist/webview.css, read on the first grid's opening and kept: the page
   * carries them, so it does not fetch them through the webview's service worker (about 40 ms
   * before its script can run, in code-server). Undefined when they cannot be read (then every
   * page loads them from their URIs).
   */
  private readPageBundle(distUri: vscode.Uri): Promise<{ readonly script: string; readonly style: string } | undefined> {
    const read = async (name: string): Promise<string> => new TextDecoder().decode(await vscode.workspace.fs.readFile(vscode.Uri.joinPath(distUri, name)));
    this.pageBundle ??= Promise.all([read('webview.js'), read('webview.css')]).then(
      ([script, style]) => ({ script, style }),
      (error: unknown) => {
        this.services.log.info(`grid: the page loads its script, which could not be read: ${error instanceof Error ? error.message : String(error)}`);
        return undefined;
      },
    );
    return this.pageBundle;
  }

  private setActive(open: OpenPanel | undefined): void {
    if (this.active === open) return;
    this.active = open;
    if (open) this.lastActive = open;
    this.updatePlayContext();
    this.onDidChangeActiveEmitter.fire(open?.document);
  }

  /** The keybindings' context: Ctrl+Z and Ctrl+Shift+Z step through moves while the active grid plays. */
  private updatePlayContext(): void {
    const playing = this.active?.session.playStatus?.playing === true;
    // Only a change: each update has the workbench evaluate its menus and keybindings again, also while a grid opens.
    if (playing === this.playingContext) return;
    this.playingContext = playing;
    void vscode.commands.executeCommand('setContext', PLAYING_CONTEXT, playing);
  }

  /** Tells every panel of `document`; the first one advances the shared parse by `changes`, the others find it done. */
  private textChanged(document: vscode.TextDocument, contentChanges: readonly vscode.TextDocumentContentChangeEvent[] = []): void {
    const changes: TextChange[] = contentChanges.map(({ rangeOffset, rangeLength, text }) => ({ rangeOffset, rangeLength, text }));
    for (const open of this.panels) if (open.document === document) open.session.documentChanged(changes);
  }
}

/** The session services the extension gives every grid; the provider adds those of each panel. */
export type SharedSessionServices = Omit<
  SessionServices,
  'openAsText' | 'undoRedo' | 'playStatusChanged' | 'boardContext' | 'gameWon' | 'nextLevel' | 'shareUi'
>;

/** Share's choice as a QuickPick, the links on VS Code's clipboard, its outcome as a notification. */
const vscodeShareUi: ShareUi = {
  async pick(choices, title, placeHolder) {
    const items = choices.map((choice) => ({ label: choice.label, description: choice.description, choice }));
    return (await vscode.window.showQuickPick(items, { title, placeHolder }))?.choice;
  },
  copy: async (text) => vscode.env.clipboard.writeText(text),
  info: (message) => void vscode.window.showInformationMessage(message),
  error: (message) => void vscode.window.showErrorMessage(message),
};

/** The document's text read by offsets, one range at a time (getText() would join all of its lines). */
function textSource(document: vscode.TextDocument): TextSource {
  return {
    get length() {
      return document.offsetAt(document.lineAt(document.lineCount - 1).range.end);
    },
    slice: (start, end) => document.getText(new vscode.Range(document.positionAt(start), document.positionAt(end))),
  };
}

/** Applies offset-based edits to a document as one WorkspaceEdit (one undo step). */
async function applyTextEdits(document: vscode.TextDocument, edits: readonly TextEdit[]): Promise<boolean> {
  const workspaceEdit = new vscode.WorkspaceEdit();
  for (const edit of edits) {
    workspaceEdit.replace(document.uri, new vscode.Range(document.positionAt(edit.start), document.positionAt(edit.end)), edit.newText);
  }
  return vscode.workspace.applyEdit(workspaceEdit);
}

/** Opens the document in the text editor beside the grid's column, with the cursor at a 1-based line and column when given. */
async function openAsText(document: vscode.TextDocument, viewColumn: vscode.ViewColumn | undefined, line?: number, column?: number): Promise<void> {
  await vscode.commands.executeCommand('vscode.openWith', document.uri, 'default', viewColumn);
  if (line === undefined) return;
  const position = new vscode.Position(Math.max(0, line - 1), Math.max(0, (column ?? 1) - 1));
  await vscode.window.showTextDocument(document, { viewColumn, selection: new vscode.Range(position, position), preview: false });
}
