/**
 * A stand-in for the `vscode` module, enough for the commands to be loaded and run in Node: uris,
 * the active text editor, messages and quick picks (each answered with nothing picked), command
 * registration and execution, files, settings updates and `l10n.t` in English.
 * Importing this module installs it (import it before the modules under test); each call the
 * commands make is recorded in {@link vscodeCalls}, and {@link uninstallFakeVscode} removes it.
 */

import Module from 'node:module';

/** A document's address. */
export class FakeUri {
  constructor(readonly path: string) {}

  toString(): string {
    return `file://${this.path}`;
  }

  with(change: { path?: string }): FakeUri {
    return new FakeUri(change.path ?? this.path);
  }

  static joinPath(base: FakeUri, ...parts: string[]): FakeUri {
    return new FakeUri([base.path, ...parts].join('/'));
  }
}

/** Every call the commands made, in order: the function's name and its arguments. */
export const vscodeCalls: unknown[][] = [];

/** The registered commands' handlers, by id. */
export const registeredCommands = new Map<string, (...args: unknown[]) => unknown>();

/** The fake module's state a test sets. */
export const fakeWindow: { activeTextEditor: { document: { languageId: string; uri: FakeUri } } | undefined } = { activeTextEditor: undefined };

/** The fake file system, by path: a file's bytes, or a folder. */
export const fakeFiles = new Map<string, Uint8Array | 'folder'>();

const FILE_TYPE = { File: 1, Directory: 2, SymbolicLink: 64 };

const record =
  (name: string) =>
  (...args: unknown[]): Promise<undefined> => {
    vscodeCalls.push([name, ...args]);
    return Promise.resolve(undefined);
  };

const fakeVscode = {
  Uri: FakeUri,
  ViewColumn: { Beside: -2 },
  l10n: { t: (message: string, ...args: unknown[]) => message.replace(/\{(\d+)\}/g, (_, index: string) => String(args[Number(index)])) },
  window: {
    get activeTextEditor() {
      return fakeWindow.activeTextEditor;
    },
    showInformationMessage: record('showInformationMessage'),
    showErrorMessage: record('showErrorMessage'),
    showWarningMessage: record('showWarningMessage'),
    showQuickPick: record('showQuickPick'),
  },
  FileType: FILE_TYPE,
  ConfigurationTarget: { Global: 1 },
  workspace: {
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

/** Forgets the recorded calls and the active editor. */
export function resetFakeVscode(): void {
  vscodeCalls.length = 0;
  fakeWindow.activeTextEditor = undefined;
  fakeFiles.clear();
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
