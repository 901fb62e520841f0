/**
 * A stand-in for the `vscode` module, enough for the commands to be loaded and run in Node: uris,
 * the active text editor, messages and quick picks (each answered with nothing picked, unless a
 * test sets {@link fakeWindow}'s `quickPickAccept`), input boxes (answered with `inputBoxAnswer`),
 * editor tabs, command registration and execution, the URI handler, files, open text documents
 * (created empty by openTextDocument, filled whole by applyEdit), the workspace folders, the
 * clipboard ({@link fakeClipboard}), settings updates, save dialogs, progress notifications (the
 * task runs at once), file writes, renames and deletes (with faults: {@link fakeFileFaults}) and
 * `l10n.t` in English.
 * Importing this module installs it (import it before the modules under test); each call the
 * commands make is recorded in {@link vscodeCalls}, and {@link uninstallFakeVscode} removes it.
 */

import Module from 'node:module';

/** A document's address. */
export class FakeUri {
  constructor(
    readonly path: string,
    readonly scheme = 'file',
  ) {}

  toString(): string {
    return `${this.scheme}://${this.path}`;
  }

  /** The path on this machine's file system (the path itself: the fake has only POSIX paths). */
  get fsPath(): string {
    return this.path;
  }

  with(change: { path?: string; scheme?: string }): FakeUri {
    return new FakeUri(change.path ?? this.path, change.scheme ?? this.scheme);
  }

  static from(parts: { scheme: string; path: string }): FakeUri {
    return new FakeUri(parts.path, parts.scheme);
  }

  static joinPath(base: FakeUri, ...parts: string[]): FakeUri {
    return new FakeUri([base.path, ...parts].join('/'));
  }

  static file(path: string): FakeUri {
    return new FakeUri(path);
  }
}

/** Every call the commands made, in order: the function's name and its arguments. */
export const vscodeCalls: unknown[][] = [];

/** The registered commands' handlers, by id. */
export const registeredCommands = new Map<string, (...args: unknown[]) => unknown>();

/** A custom editor's tab input. */
export class FakeTabInputCustom {
  constructor(
    readonly uri: FakeUri,
    readonly viewType: string,
  ) {}
}

/** A text editor's tab input. */
export class FakeTabInputText {
  constructor(readonly uri: FakeUri) {}
}

/** An open text document; applyEdit replaces its whole text (the edits the commands make fill new documents). */
export class FakeTextDocument {
  version = 1;

  constructor(
    readonly uri: FakeUri,
    public text: string,
    public languageId: string,
  ) {}

  getText(): string {
    return this.text;
  }

  get lineCount(): number {
    return this.text.split('\n').length;
  }

  validateRange<T>(range: T): T {
    return range;
  }
}

/** The open text documents, by uri (as toString gives it). */
export const fakeDocuments = new Map<string, FakeTextDocument>();

/** A range of a document. */
class FakeRange {
  constructor(
    readonly startLine: number,
    readonly startCharacter: number,
    readonly endLine: number,
    readonly endCharacter: number,
  ) {}
}

/** A workspace edit: the texts that replace ranges of documents. */
class FakeWorkspaceEdit {
  readonly replacements: { readonly uri: FakeUri; readonly text: string }[] = [];

  replace(uri: FakeUri, _range: FakeRange, text: string): void {
    this.replacements.push({ uri, text });
  }
}

/** The clipboard's text, and whether reading it answers at all (a browser may wait for the user's permission). */
export const fakeClipboard: { text: string; answers: boolean } = { text: '', answers: true };

/** The URI handlers registered, in order. */
export const registeredUriHandlers: { handleUri(uri: unknown): unknown }[] = [];

/** An editor group: its column and its tabs. */
export interface FakeTabGroup {
  readonly viewColumn: number;
  readonly tabs: { readonly input: unknown }[];
}

/** The fake module's state a test sets: the active text editor, the editor groups, and the index of the item every quick pick accepts (none: dismissed). */
export const fakeWindow: {
  activeTextEditor: { document: { languageId: string; uri: FakeUri } } | undefined;
  tabGroups: FakeTabGroup[];
  quickPickAccept: number | undefined;
  /** What every input box returns (undefined: dismissed). */
  inputBoxAnswer: string | undefined;
  /** The workspace folders (none: undefined, as VS Code says with no folder open). */
  workspaceFolders: { readonly uri: FakeUri }[] | undefined;
  /** What every save dialog returns (undefined: dismissed). */
  saveDialogAnswer: FakeUri | undefined;
} = {
  activeTextEditor: undefined,
  tabGroups: [],
  quickPickAccept: undefined,
  inputBoxAnswer: undefined,
  workspaceFolders: undefined,
  saveDialogAnswer: undefined,
};

/** Faults of the fake file system: `writeFile` stores half the bytes and then fails with that error's code (a full disk, say); `rename` fails with its code. */
export const fakeFileFaults: { writeFile?: string; rename?: string } = {};

/** A quick pick made by createQuickPick: it records what it showed (as 'createQuickPick') and accepts the item `fakeWindow.quickPickAccept` names, else it is dismissed. */
function createQuickPick() {
  const accepted: (() => void)[] = [];
  const hidden: (() => void)[] = [];
  const quickPick = {
    title: '',
    placeholder: '',
    matchOnDescription: false,
    matchOnDetail: false,
    items: [] as unknown[],
    activeItems: [] as unknown[],
    selectedItems: [] as unknown[],
    onDidAccept: (listener: () => void) => accepted.push(listener),
    onDidHide: (listener: () => void) => hidden.push(listener),
    hide: () => hidden.forEach((listener) => listener()),
    dispose: () => undefined,
    show() {
      vscodeCalls.push([
        'createQuickPick',
        { title: quickPick.title, placeholder: quickPick.placeholder, items: quickPick.items, activeItems: quickPick.activeItems },
      ]);
      const index = fakeWindow.quickPickAccept;
      if (index === undefined) return quickPick.hide();
      quickPick.selectedItems = [quickPick.items[index]];
      accepted.forEach((listener) => listener());
    },
  };
  return quickPick;
}

/** The fake file system, by path: a file's bytes, or a folder. */
export const fakeFiles = new Map<string, Uint8Array | 'folder'>();

const FILE_TYPE = { File: 1, Directory: 2, SymbolicLink: 64 };

const record =
  (name: string) =>
  (...args: unknown[]): Promise<undefined> => {
    vscodeCalls.push([name, ...args]);
    return Promise.resolve(undefined);
  };

/** A file system error, made by name as vscode.FileSystemError's factories make them. */
class FakeFileSystemError extends Error {
  constructor(
    readonly code: string,
    uri: FakeUri,
  ) {
    super(`${code}: ${uri.path}`);
  }

  static FileNotFound = (uri: FakeUri) => new FakeFileSystemError('FileNotFound', uri);
  static NoPermissions = (uri: FakeUri) => new FakeFileSystemError('NoPermissions', uri);
}

const fakeVscode = {
  Uri: FakeUri,
  FileSystemError: FakeFileSystemError,
  ViewColumn: { Beside: -2 },
  ProgressLocation: { Notification: 15 },
  TabInputCustom: FakeTabInputCustom,
  TabInputText: FakeTabInputText,
  Range: FakeRange,
  WorkspaceEdit: FakeWorkspaceEdit,
  env: {
    clipboard: {
      readText: () => (fakeClipboard.answers ? Promise.resolve(fakeClipboard.text) : new Promise<string>(() => undefined)),
      writeText(text: string) {
        vscodeCalls.push(['clipboard.writeText', text]);
        fakeClipboard.text = text;
        return Promise.resolve();
      },
    },
  },
  languages: {
    setTextDocumentLanguage(document: FakeTextDocument, languageId: string) {
      document.languageId = languageId;
      return Promise.resolve(document);
    },
  },
  l10n: { t: (message: string, ...args: unknown[]) => message.replace(/\{(\d+)\}/g, (_, index: string) => String(args[Number(index)])) },
  window: {
    get activeTextEditor() {
      return fakeWindow.activeTextEditor;
    },
    showInformationMessage: record('showInformationMessage'),
    showErrorMessage: record('showErrorMessage'),
    showWarningMessage: record('showWarningMessage'),
    showQuickPick(items: unknown[], ...rest: unknown[]) {
      vscodeCalls.push(['showQuickPick', items, ...rest]);
      return Promise.resolve(fakeWindow.quickPickAccept === undefined ? undefined : items[fakeWindow.quickPickAccept]);
    },
    createQuickPick,
    showSaveDialog(options: unknown) {
      vscodeCalls.push(['showSaveDialog', options]);
      return Promise.resolve(fakeWindow.saveDialogAnswer);
    },
    withProgress<Result>(options: unknown, task: (progress: unknown, token: unknown) => Promise<Result>) {
      vscodeCalls.push(['withProgress', options]);
      return task({ report: () => undefined }, { isCancellationRequested: false, onCancellationRequested: () => ({ dispose: () => undefined }) });
    },
    showInputBox(options: unknown) {
      vscodeCalls.push(['showInputBox', options]);
      return Promise.resolve(fakeWindow.inputBoxAnswer);
    },
    registerUriHandler(handler: { handleUri(uri: unknown): unknown }) {
      registeredUriHandlers.push(handler);
      return { dispose: () => registeredUriHandlers.splice(registeredUriHandlers.indexOf(handler), 1) };
    },
    tabGroups: {
      get all() {
        return fakeWindow.tabGroups;
      },
      get activeTabGroup() {
        return fakeWindow.tabGroups[0];
      },
      close: record('closeTabs'),
    },
  },
  FileType: FILE_TYPE,
  ConfigurationTarget: { Global: 1 },
  workspace: {
    get workspaceFolders() {
      return fakeWindow.workspaceFolders;
    },
    get textDocuments() {
      return [...fakeDocuments.values()];
    },
    openTextDocument(uri: FakeUri) {
      vscodeCalls.push(['openTextDocument', uri]);
      let document = fakeDocuments.get(uri.toString());
      if (!document) {
        document = new FakeTextDocument(uri, '', uri.path.endsWith('.lights') ? 'lights' : 'plaintext');
        fakeDocuments.set(uri.toString(), document);
      }
      return Promise.resolve(document);
    },
    applyEdit(edit: FakeWorkspaceEdit) {
      for (const { uri, text } of edit.replacements) {
        vscodeCalls.push(['applyEdit', uri, text]);
        const document = fakeDocuments.get(uri.toString());
        if (!document) return Promise.resolve(false);
        document.text = text;
        document.version++;
      }
      return Promise.resolve(true);
    },
    asRelativePath: (uri: FakeUri) => uri.path.replace(/^\/workspace\//, ''),
    fs: {
      stat(uri: FakeUri) {
        const entry = fakeFiles.get(uri.path);
        if (entry === undefined) return Promise.reject(new Error(`no such file: ${uri.path}`));
        return Promise.resolve(entry === 'folder' ? { type: FILE_TYPE.Directory, size: 4096 } : { type: FILE_TYPE.File, size: entry.length });
      },
      readDirectory(uri: FakeUri) {
        if (fakeFiles.get(uri.path) !== 'folder') return Promise.reject(new Error(`no such folder: ${uri.path}`));
        const inside = [...fakeFiles].filter(([path]) => path.startsWith(`${uri.path}/`) && !path.slice(uri.path.length + 1).includes('/'));
        return Promise.resolve(inside.map(([path, entry]) => [path.slice(uri.path.length + 1), entry === 'folder' ? FILE_TYPE.Directory : FILE_TYPE.File]));
      },
      readFile(uri: FakeUri) {
        const entry = fakeFiles.get(uri.path);
        return entry instanceof Uint8Array ? Promise.resolve(entry) : Promise.reject(new Error(`cannot read ${uri.path}`));
      },
      writeFile(uri: FakeUri, bytes: Uint8Array) {
        vscodeCalls.push(['fs.writeFile', uri.path]);
        if (fakeFileFaults.writeFile === undefined) return Promise.resolve(void fakeFiles.set(uri.path, bytes));
        fakeFiles.set(uri.path, bytes.slice(0, bytes.length >> 1));
        return Promise.reject(new FakeFileSystemError(fakeFileFaults.writeFile, uri));
      },
      rename(from: FakeUri, to: FakeUri, options?: { overwrite?: boolean }) {
        vscodeCalls.push(['fs.rename', from.path, to.path]);
        const entry = fakeFiles.get(from.path);
        if (entry === undefined) return Promise.reject(FakeFileSystemError.FileNotFound(from));
        if (fakeFileFaults.rename !== undefined) return Promise.reject(new FakeFileSystemError(fakeFileFaults.rename, to));
        if (fakeFiles.has(to.path) && !options?.overwrite) return Promise.reject(new FakeFileSystemError('FileExists', to));
        fakeFiles.delete(from.path);
        return Promise.resolve(void fakeFiles.set(to.path, entry));
      },
      delete(uri: FakeUri) {
        vscodeCalls.push(['fs.delete', uri.path]);
        return fakeFiles.delete(uri.path) ? Promise.resolve() : Promise.reject(FakeFileSystemError.FileNotFound(uri));
      },
    },
    getConfiguration: (section: string) => ({
      update: (key: string, value: unknown, target: number) => record('update')(`${section}.${key}`, value, target),
    }),
  },
  commands: {
    registerCommand(id: string, handler: (...args: unknown[]) => unknown) {
      registeredCommands.set(id, handler);
      return { dispose: () => registeredCommands.delete(id) };
    },
    executeCommand: record('executeCommand'),
  },
};

/** Forgets the recorded calls, the active editor and everything else a test set. */
export function resetFakeVscode(): void {
  vscodeCalls.length = 0;
  fakeWindow.activeTextEditor = undefined;
  fakeWindow.tabGroups = [];
  fakeWindow.quickPickAccept = undefined;
  fakeWindow.inputBoxAnswer = undefined;
  fakeWindow.workspaceFolders = undefined;
  fakeWindow.saveDialogAnswer = undefined;
  delete fakeFileFaults.writeFile;
  delete fakeFileFaults.rename;
  fakeFiles.clear();
  fakeDocuments.clear();
  fakeClipboard.text = '';
  fakeClipboard.answers = true;
  registeredUriHandlers.length = 0;
}

const loader = Module as unknown as { _resolveFilename(request: string, ...rest: unknown[]): string };
const resolve = loader._resolveFilename;
loader._resolveFilename = function (this: unknown, request: string, ...rest: unknown[]): string {
  return request === 'vscode' ? 'vscode' : resolve.call(this, request, ...rest);
};
require.cache.vscode = { id: 'vscode', filename: 'vscode', loaded: true, exports: fakeVscode } as unknown as NodeJS.Module;

/** Removes the fake module (the modules loaded with it keep it). */
export function uninstallFakeVscode(): void {
  loader._resolveFilename = resolve;
  delete require.cache.vscode;
}
