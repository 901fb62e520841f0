/**
 * A stand-in of VS Code's web worker extension host for the web extension bundle: run inside a
 * Web Worker in Chromium (as VS Code for the Web runs extensions), it gives dist/web/extension.js
 * a CommonJS `module` and a `require` that knows only `vscode`, calls activate() with an
 * extension context whose URI is the served extension folder (and an empty global state), and posts back what the extension
 * registered. The `vscode` module is a recording stand-in: a real `Uri` (the part of it the
 * extension uses), `l10n.t` formatting its arguments, and for every other name of the API an object
 * that records each call and returns a disposable. It is serialized into the worker with
 * `Function.prototype.toString`, so it uses nothing from its module.
 */

/** What the stand-in host reports after activate(): every registration call by name, and its first argument when it is a string. */
export interface WebActivationReport {
  readonly activated: boolean;
  readonly error?: string;
  readonly calls: readonly { readonly name: string; readonly id?: string }[];
}

/** The worker script's body: posts one {@link WebActivationReport}. `extensionRoot` is the URL of the folder holding dist/web/. */
export function webExtensionHostScript(extensionRoot: string): string {
  return `(${standInHost.toString()})(${JSON.stringify(extensionRoot)});`;
}

function standInHost(extensionRoot: string): void {
  const calls: { name: string; id?: string }[] = [];
  class Uri {
    constructor(
      readonly scheme: string,
      readonly authority: string,
      readonly path: string,
    ) {}
    static parse(text: string): Uri {
      const url = new URL(text);
      return new Uri(url.protocol.slice(0, -1), url.host, url.pathname);
    }
    static joinPath(base: Uri, ...segments: string[]): Uri {
      return new Uri(base.scheme, base.authority, [base.path.replace(/\/+$/, ''), ...segments].join('/'));
    }
    static file(path: string): Uri {
      return new Uri('file', '', path);
    }
    static from(parts: { scheme: string; authority?: string; path?: string }): Uri {
      return new Uri(parts.scheme, parts.authority ?? '', parts.path ?? '');
    }
    get fsPath(): string {
      return this.path;
    }
    with(change: { scheme?: string; path?: string }): Uri {
      return new Uri(change.scheme ?? this.scheme, this.authority, change.path ?? this.path);
    }
    toString(): string {
      return `${this.scheme}://${this.authority}${this.path}`;
    }
  }
  // The values a fresh, empty window has.
  const fixed: Record<string, unknown> = {
    'workspace.textDocuments': [],
    'workspace.workspaceFolders': undefined,
    'workspace.isTrusted': true,
    'window.visibleTextEditors': [],
    'window.activeTextEditor': undefined,
    'window.tabGroups.all': [],
    'env.language': 'en',
  };
  const recorder = (name: string): unknown =>
    new Proxy(function () {}, {
      get(_target, key) {
        if (typeof key === 'symbol' || key === 'then') return undefined;
        if (key === 'dispose') return () => {};
        if (`${name}.${key}` in fixed) return fixed[`${name}.${key}`];
        return recorder(`${name}.${key}`);
      },
      // Settings of the recorded objects (a status bar item's text, ...) are accepted and forgotten.
      set: () => true,
      apply(_target, _this, args: unknown[]) {
        calls.push({ name, ...(typeof args[0] === 'string' ? { id: args[0] } : {}) });
        return recorder(`${name}()`);
      },
      construct() {
        return recorder(`new ${name}`) as object;
      },
    });
  const special: Record<string, unknown> = {
    Uri,
    l10n: { t: (message: string, ...args: unknown[]) => message.replace(/\{(\d+)\}/g, (_all, index: string) => String(args[Number(index)])) },
  };
  // A plain object with named members: the bundle copies the module's own properties (esbuild's __toESM).
  const names = [
    ...['commands', 'env', 'extensions', 'languages', 'window', 'workspace', 'CodeAction', 'CodeActionKind', 'CompletionItem', 'CompletionItemKind'],
    ...['ConfigurationTarget', 'Diagnostic', 'DiagnosticSeverity', 'Disposable', 'DocumentSymbol', 'EventEmitter', 'FileType', 'Hover', 'MarkdownString'],
    ...['Position', 'ProgressLocation', 'QuickInputButtons', 'Range', 'SnippetString', 'StatusBarAlignment', 'SymbolKind', 'TabInputCustom', 'TabInputText'],
    ...['TextEdit', 'ThemeColor', 'ThemeIcon', 'UIKind', 'ViewColumn', 'WorkspaceEdit'],
  ];
  const vscode: Record<string, unknown> = { ...special };
  for (const name of names) vscode[name] = recorder(name);
  const scope = globalThis as unknown as {
    module: { exports: Record<string, unknown> };
    exports: Record<string, unknown>;
    require: (id: string) => unknown;
    importScripts: (url: string) => void;
    postMessage: (message: unknown) => void;
  };
  scope.module = { exports: {} };
  scope.exports = scope.module.exports;
  scope.require = (id) => {
    if (id === 'vscode') return vscode;
    throw new Error(`the web extension asked for the module "${id}", which a web worker extension host does not have`);
  };
  try {
    scope.importScripts(`${extensionRoot}/dist/web/extension.js`);
    const activate = scope.module.exports.activate as (context: unknown) => void;
    // The extension's global state (level progress), empty, recording nothing.
    const memento = { keys: () => [], get: (_key: string, fallback?: unknown) => fallback, update: async () => undefined, setKeysForSync: () => undefined };
    activate({ subscriptions: [], extensionUri: Uri.parse(extensionRoot), globalState: memento });
    scope.postMessage({ activated: true, calls });
  } catch (error) {
    scope.postMessage({ activated: false, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error), calls });
  }
}
