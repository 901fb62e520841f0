/**
 * The grid editor: a CustomTextEditorProvider over the `.lights` TextDocument (the document is
 * the truth; VS Code provides undo/redo, save, revert, hot exit and split views). Thin: it wires
 * each panel to a {@link GridSession} through ports, applies edits as one WorkspaceEdit, and
 * re-sends the document to every panel of a document when its text changes, with the event's
 * changes, so that a change of a few cells is read from the changed rows alone (the text is
 * read in ranges, never flattened for it).
 */

import * as vscode from 'vscode';
import type { TextEdit } from '../core/format/formatEdits';
import type { TextChange, TextSource } from '../core/format/formatIncremental';
import { isPictureReply, type HostMessage, type PictureReply, type PictureRequest } from '../protocol/protocol';
import { encodeWireMessage } from '../protocol/wireCodec';
import { createBoardWork, type BoardWork } from './boardWork';
import { bundledWorkerScript } from '../host/bundledWorkerScript';
import { GridSession, type SessionServices } from './gridSession';
import { showProgressNotification } from '../host/progressNotification';
import { createNonce, webviewHtml } from '../host/webviewHtml';

/** The view type of the grid editor (package.json contributes.customEditors). */
export const GRID_VIEW_TYPE = 'lightsOut.grid';

/** The context key that is true while the active grid is in play mode (package.json keybindings). */
export const PLAYING_CONTEXT = 'lightsOut.playing';

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

  /** Registers the provider and returns it with its registration. */
  static register(context: vscode.ExtensionContext, services: Omit<SessionServices, 'openAsText' | 'undoRedo' | 'playStatusChanged'>): LightsEditorProvider {
    const provider = new LightsEditorProvider(context.extensionUri, services);
    context.subscriptions.push(
      vscode.window.registerCustomEditorProvider(GRID_VIEW_TYPE, provider, { supportsMultipleEditorsPerDocument: true }),
      vscode.workspace.onDidChangeTextDocument((event) => provider.textChanged(event.document, event.contentChanges)),
      vscode.workspace.onDidSaveTextDocument((document) => provider.textChanged(document)),
      provider.onDidChangeActiveEmitter,
      // On deactivate: every running solve is cancelled, which ends a clingo process group at once.
      { dispose: () => provider.panels.forEach((open) => open.session.dispose()) },
      { dispose: () => provider.boardWork.dispose() },
    );
    return provider;
  }

  private constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly services: Omit<SessionServices, 'openAsText' | 'undoRedo' | 'playStatusChanged'>,
  ) {
    this.boardWork = services.boardWork ?? createBoardWork(bundledWorkerScript(extensionUri, 'boardWorker.js'));
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
    const distUri = vscode.Uri.joinPath(this.extensionUri, 'dist');
    panel.webview.options = { enableScripts: true, localResourceRoots: [distUri] };
    panel.webview.html = webviewHtml({
      cspSource: panel.webview.cspSource,
      scriptUri: panel.webview.asWebviewUri(vscode.Uri.joinPath(distUri, 'webview.js')).toString(),
      styleUri: panel.webview.asWebviewUri(vscode.Uri.joinPath(distUri, 'webview.css')).toString(),
      nonce: createNonce(),
      locale: vscode.env.language,
      l10nBundle: vscode.l10n.bundle,
      resolvedAt,
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
      { post: (message) => void panel.webview.postMessage(encodeWireMessage(message)) },
      {
        ...this.services,
        boardWork: this.boardWork,
        showProgress: showProgressNotification,
        openAsText: (line, column) => void openAsText(document, panel.viewColumn, line, column),
        undoRedo: (which) => void vscode.commands.executeCommand(which),
        playStatusChanged: () => {
          if (this.active === open) this.updatePlayContext();
        },
      },
    );
    // A large text's parse starts now, while the webview loads, and is shared when it asks.
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

  private setActive(open: OpenPanel | undefined): void {
    if (this.active === open) return;
    this.active = open;
    if (open) this.lastActive = open;
    this.updatePlayContext();
    this.onDidChangeActiveEmitter.fire(open?.document);
  }

  /** The keybindings' context: Ctrl+Z and Ctrl+Shift+Z step through moves while the active grid plays. */
  private updatePlayContext(): void {
    const status = this.active?.session.playStatus;
    void vscode.commands.executeCommand('setContext', PLAYING_CONTEXT, status?.playing === true);
  }

  /** Tells every panel of `document`; the first one advances the shared parse by `changes`, the others find it done. */
  private textChanged(document: vscode.TextDocument, contentChanges: readonly vscode.TextDocumentContentChangeEvent[] = []): void {
    const changes: TextChange[] = contentChanges.map(({ rangeOffset, rangeLength, text }) => ({ rangeOffset, rangeLength, text }));
    for (const open of this.panels) if (open.document === document) open.session.documentChanged(changes);
  }
}

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
