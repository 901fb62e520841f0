/**
 * A real VS Code for the end-to-end suite: code-server (installed by scripts/e2e-runtime.js)
 * with a fresh user-data and extensions directory, the packaged .vsix installed, a workspace
 * copied from examples/, and Debian's chromium driving it through playwright-core.
 */

import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { repositoryRoot } from '../../support/repositoryRoot';
import { findFiles } from './extensionLog';
import { Workbench } from './workbench';

/** The repository's root folder (the one with the extension's package.json), from test/ or out/test/. */
export { repositoryRoot };

/** Where screenshots, logs and the .vsix of a run go (git-ignored). */
export const resultsDirectory = join(repositoryRoot, 'test-results', 'e2e');

/** Whether the end-to-end suite runs: only `LIGHTS_OUT_E2E=skip` turns it off. */
export const endToEndEnabled = process.env.LIGHTS_OUT_E2E !== 'skip';

/** A code-server started by scripts/e2e-runtime.js. */
interface RunningCodeServer {
  readonly url: string;
  readonly port: number;
  readonly pid: number;
  readonly logFile: string;
  readonly workspaceUrl: string;
  stop(): Promise<void>;
}

/** The part of scripts/e2e-runtime.js the suite uses (a plain script, so `npm start` works before any tsc run). */
interface EndToEndRuntime {
  ensureRuntime(options?: { browser?: boolean }): { node: string; codeServer: string; chromium: string; runtimeDirectory: string };
  installExtension(vsix: string, options: { userDataDir: string; extensionsDir: string; logFile: string; env: NodeJS.ProcessEnv }): void;
  writeUserSettings(userDataDir: string, settings: Record<string, unknown>): void;
  startCodeServer(options: {
    workspace: string;
    userDataDir: string;
    extensionsDir: string;
    trust: boolean;
    env: NodeJS.ProcessEnv;
    logFile: string;
    vscodeOptions: string[];
    locale?: string;
  }): Promise<RunningCodeServer>;
  temporaryDirectory(prefix: string): string;
}

let runtime: Promise<EndToEndRuntime> | undefined;
/** Loads scripts/e2e-runtime.js once. */
export function loadRuntime(): Promise<EndToEndRuntime> {
  runtime ??= import(pathToFileURL(join(repositoryRoot, 'scripts', 'e2e-runtime.js')).href).then((module: { default: EndToEndRuntime }) => module.default);
  return runtime;
}

function tailOf(text: string, lines: number): string {
  return text.split('\n').slice(-lines).join('\n');
}

const outcomes = new Map<string, { readonly value: unknown } | { readonly error: unknown }>();
/** Runs `step` once per test run: later sessions get its value, or its error again without a second try. */
function once<T>(name: string, step: () => T): T {
  if (!outcomes.has(name)) {
    try {
      outcomes.set(name, { value: step() });
    } catch (error) {
      outcomes.set(name, { error });
    }
  }
  const outcome = outcomes.get(name);
  if (outcome && 'error' in outcome) throw outcome.error;
  return (outcome as { readonly value: T }).value;
}

let resultsCleared = false;
/** Empties test-results/e2e once per run, so that every screenshot there is from this run. */
function clearResults(): void {
  if (resultsCleared) return;
  rmSync(resultsDirectory, { recursive: true, force: true });
  mkdirSync(resultsDirectory, { recursive: true });
  resultsCleared = true;
}

/**
 * Builds the production bundles and packages the extension with the project's own `npm run
 * package`, into a folder of this run (another run in the same checkout may package at the same
 * time); returns the .vsix path.
 */
export function packageExtension(folder: string): string {
  clearResults();
  const vsix = join(folder, 'lights-out.vsix');
  // vsce takes the last --out.
  const result = spawnSync('npm', ['run', 'package', '--', '--out', vsix], {
    cwd: repositoryRoot,
    encoding: 'utf8',
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  mkdirSync(resultsDirectory, { recursive: true });
  writeFileSync(join(resultsDirectory, 'package.log'), output);
  if (result.status !== 0 || !existsSync(vsix)) throw new Error(`npm run package failed (exit ${result.status}):\n${tailOf(output, 40)}`);
  return vsix;
}

/**
 * A PATH without the given commands: every folder of PATH that holds one of them is replaced by a
 * folder of links to everything else in it. code-server then finds no `clingo`, as on a machine
 * without it, while the rest of the system stays reachable.
 */
export function pathWithout(commands: readonly string[], scratch: string, path = process.env.PATH ?? ''): string {
  return path
    .split(delimiter)
    .filter((folder) => folder !== '')
    .map((folder, index) => {
      if (!commands.some((command) => existsSync(join(folder, command)))) return folder;
      const copy = join(scratch, `path-${index}`);
      mkdirSync(copy, { recursive: true });
      for (const name of readdirSync(folder)) {
        if (!commands.includes(name)) symlinkSync(join(folder, name), join(copy, name));
      }
      return copy;
    })
    .join(delimiter);
}

/**
 * The user settings every session starts with, under the session's own: auto-save after 200 ms,
 * as browser VS Code (code-server, vscode.dev) does by default, only sooner, so that anything the
 * grid writes into a document reaches the disk while a test still watches.
 */
export const SUITE_USER_SETTINGS: Readonly<Record<string, unknown>> = {
  'files.autoSave': 'afterDelay',
  'files.autoSaveDelay': 200,
};

/** The browser window's size at start-up, in CSS px. */
export const START_VIEWPORT = { width: 1400, height: 900 } as const;

/** What a session starts with. */
export interface SessionOptions {
  /** Names the session's folders, screenshots and logs. */
  readonly name: string;
  /** false: start without --disable-workspace-trust, so the workspace opens in Restricted Mode. */
  readonly trust: boolean;
  /** User settings on top of the quiet defaults (no welcome page, no chat) and {@link SUITE_USER_SETTINGS}. */
  readonly userSettings?: Record<string, unknown>;
  /** A .lights file of the workspace opened once at start-up, until the grid editor is registered (default 4x4.lights). */
  readonly warmUpFile?: string;
  /** VS Code's display language (code-server's --locale, with a language pack of no translations registered), e.g. "fr"; English when omitted. */
  readonly locale?: string;
  /** Adds files to the workspace (a copy of examples/) before code-server starts. */
  readonly prepareWorkspace?: (workspace: string, scratch: string) => void;
}

/** A running code-server with a browser page on its workspace. */
export interface Session {
  readonly name: string;
  readonly workspace: string;
  /** A temporary folder outside the workspace, removed by close(). */
  readonly scratch: string;
  readonly userDataDir: string;
  readonly server: RunningCodeServer;
  readonly browser: Browser;
  readonly page: Page;
  readonly workbench: Workbench;
  /** Prints code-server's log and the extension's output channel (after a failure). */
  printLogs(): void;
  /** Closes the browser, kills code-server's process group and removes the temporary folders. */
  close(): Promise<void>;
}

/** A command's title as the palette shows it ("Category: Title") in `locale`, from the manifest's package.nls.<locale>.json. */
export function manifestCommandTitle(command: string, locale: string): string {
  const strings = JSON.parse(readFileSync(join(repositoryRoot, `package.nls.${locale}.json`), 'utf8')) as Record<string, string>;
  return `${strings['command.category']}: ${strings[`command.${command}.title`]}`;
}

/** The folders the run removes when the process exits: one listener for them all (a listener per suite passed Node's limit of 10). */
const foldersToRemove = new Set<string>();

function removeAtExit(folder: string): void {
  if (foldersToRemove.size === 0) process.once('exit', () => foldersToRemove.forEach((each) => rmSync(each, { recursive: true, force: true })));
  foldersToRemove.add(folder);
}

/**
 * Starts a session: installs the runtime when missing, installs the .vsix into fresh directories,
 * copies examples/ into a fresh workspace, starts code-server on a free 127.0.0.1 port (its own
 * process group), opens the workspace in chromium and waits until the workbench and the
 * extension's contributions are there.
 */
export async function startSession(options: SessionOptions): Promise<Session> {
  const endToEnd = await loadRuntime();
  const { chromium: chromiumPath } = once('runtime', () => endToEnd.ensureRuntime());
  const vsix = once('package', () => {
    const folder = endToEnd.temporaryDirectory('lights-out-e2e-vsix-');
    removeAtExit(folder);
    return packageExtension(folder);
  });
  const scratch = endToEnd.temporaryDirectory(`lights-out-e2e-${options.name}-`);
  // Also when the run is interrupted (scripts/e2e-runtime.js exits on SIGINT/SIGTERM after killing code-server).
  removeAtExit(scratch);
  // The TMPDIR of code-server and all it starts: VS Code's server, its git extension and TypeScript
  // leave sockets and folders there when stopped. A short name: a socket's path must stay under 108 bytes.
  const temporary = endToEnd.temporaryDirectory('lo-e2e-');
  removeAtExit(temporary);
  const workspace = join(scratch, 'workspace');
  const userDataDir = join(scratch, 'user-data');
  const extensionsDir = join(scratch, 'extensions');
  const logDirectory = join(resultsDirectory, options.name);
  mkdirSync(logDirectory, { recursive: true });
  cpSync(join(repositoryRoot, 'examples'), workspace, { recursive: true });
  options.prepareWorkspace?.(workspace, scratch);
  // Ask about trust at every start (not only the first), so the suite always meets the prompt.
  const trustSettings = options.trust ? {} : { 'security.workspace.trust.startupPrompt': 'always' };
  endToEnd.writeUserSettings(userDataDir, { ...SUITE_USER_SETTINGS, ...trustSettings, ...options.userSettings });
  const env = {
    ...process.env,
    // No clingo on PATH: the clingo setting must fall back to the built-in engine, and nothing the suite does may find a real one.
    PATH: pathWithout(['clingo'], scratch),
    TMPDIR: temporary,
    // No extension gallery: code-server would look one up on the internet, which the tests never need.
    EXTENSIONS_GALLERY: '{}',
  };
  endToEnd.installExtension(vsix, { userDataDir, extensionsDir, logFile: join(logDirectory, 'install-extension.log'), env });
  const server = await endToEnd.startCodeServer({
    workspace,
    userDataDir,
    extensionsDir,
    trust: options.trust,
    env,
    logFile: join(logDirectory, 'code-server.log'),
    // The extension host gets exactly this environment: by default VS Code's server replaces it with
    // a login shell's, whose PATH (from /etc/profile) would find clingo again.
    vscodeOptions: ['force-disable-user-env'],
    ...(options.locale ? { locale: options.locale } : {}),
  });
  let browser: Browser | undefined;
  let workbench: Workbench | undefined;
  try {
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    const page = await browser.newPage({ viewport: { ...START_VIEWPORT } });
    workbench = new Workbench(page, logDirectory);
    await page.goto(server.workspaceUrl);
    // An untrusted workspace opens behind VS Code's trust prompt: stay in Restricted Mode.
    if (!options.trust) await workbench.answerTrustPrompt(false);
    await workbench.waitUntilLoaded(options.locale ? { newPuzzleCommand: manifestCommandTitle('newPuzzle', options.locale) } : {});
    await workbench.waitForGridEditor(options.warmUpFile ?? '4x4.lights');
    const openedBrowser = browser;
    const readyWorkbench = workbench;
    return {
      name: options.name,
      workspace,
      scratch,
      userDataDir,
      server,
      browser: openedBrowser,
      page,
      workbench: readyWorkbench,
      printLogs() {
        const read = (file: string, lines: number) => (existsSync(file) ? tailOf(readFileSync(file, 'utf8'), lines) : '(missing)');
        const sections = [`code-server log (${server.logFile})`, read(server.logFile, 80)];
        for (const log of findFiles(join(userDataDir, 'logs'), (name) => name === 'Lights Out.log' || name === 'remoteexthost.log')) {
          sections.push(`${log}`, read(log, 40));
        }
        process.stdout.write(`\n----- ${options.name}: logs -----\n${sections.join('\n')}\n----- end of logs -----\n`);
      },
      async close() {
        await openedBrowser.close().catch(() => undefined);
        await server.stop();
        rmSync(scratch, { recursive: true, force: true });
        rmSync(temporary, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await workbench?.screenshot('start-up failed').catch(() => undefined);
    await browser?.close().catch(() => undefined);
    await server.stop();
    const log = existsSync(server.logFile) ? tailOf(readFileSync(server.logFile, 'utf8'), 60) : '';
    throw new Error(`${error instanceof Error ? error.message : String(error)}\ncode-server log (${server.logFile}):\n${log}`, { cause: error });
  }
}

/** The file's bytes and modification time, to show that something did not write it. */
export function fileSnapshot(file: string): { readonly bytes: Buffer; readonly modified: number } {
  return { bytes: readFileSync(file), modified: statSync(file).mtimeMs };
}

/** What {@link suiteSession} does besides starting and closing the session. */
export interface SuiteSessionHooks {
  /** Close every editor before each test, so each starts from the same workbench. */
  readonly closeEditorsBeforeEach?: boolean;
  /** Runs after the suite's tests, before the session closes (a table to print, say). */
  readonly afterAll?: () => void | Promise<void>;
}

/**
 * Whether suites with these options can share one code-server: trusted, English, the default
 * settings and warm-up file; they may differ only in the files they add to the workspace.
 */
function shareable(options: SessionOptions): boolean {
  return options.trust && options.userSettings === undefined && options.locale === undefined && options.warmUpFile === undefined;
}

/**
 * The session that the shareable suites of a run use one after another (each code-server start
 * costs about 17 s: installing, starting, loading the workbench, the first grid). Every such suite
 * registers its workspace files when its file loads, so they are all there when it starts, as in
 * a session of its own; it starts with the first of those suites and closes after the last.
 */
const shared = {
  prepares: [] as NonNullable<SessionOptions['prepareWorkspace']>[],
  /** Registered shareable suites that have not finished. */
  suitesLeft: 0,
  session: undefined as Promise<Session> | undefined,
};

function sharedSession(): Promise<Session> {
  shared.session ??= startSession({
    name: 'shared',
    trust: true,
    prepareWorkspace: (workspace, scratch) => shared.prepares.forEach((prepare) => prepare(workspace, scratch)),
  });
  return shared.session;
}

async function closeSharedSession(): Promise<void> {
  const session = shared.session;
  shared.session = undefined;
  await (await session?.catch(() => undefined))?.close();
}

if (endToEndEnabled) {
  // A root hook: closes the shared session when a filtered run skipped the suite that would have.
  after(closeSharedSession);
}

/**
 * Registers the hooks of a mocha suite that runs in one code-server session: the session starts
 * before the first test (with minutes allowed: packaging, and on a fresh machine installing
 * code-server), and closes after the last; a failed test leaves a screenshot and prints the logs.
 * Suites whose options are {@link shareable} run in the run's shared session instead, brought
 * back to its start state (no editor, explorer shown, start-up size, dark theme) before their
 * first test; their screenshots still go to test-results/e2e/<name>.
 * Call it inside `describe`; it returns the running session (throwing when it could not start).
 */
export function suiteSession(options: SessionOptions, hooks: SuiteSessionHooks = {}): () => Session {
  let session: Session | undefined;
  const current = (): Session => {
    if (!session) throw new Error('no code-server session');
    return session;
  };
  const sharing = shareable(options);
  if (sharing) {
    if (options.prepareWorkspace) shared.prepares.push(options.prepareWorkspace);
    shared.suitesLeft += 1;
  }
  before(async function () {
    this.timeout(20 * 60_000);
    if (!sharing) {
      session = await startSession(options);
      return;
    }
    session = await sharedSession();
    session.workbench.useResultsDirectory(join(resultsDirectory, options.name));
    await session.workbench.restoreStartState(START_VIEWPORT);
  });
  after(async () => {
    try {
      await hooks.afterAll?.();
    } finally {
      if (!sharing) await session?.close();
      else if (--shared.suitesLeft === 0) await closeSharedSession();
    }
  });
  if (hooks.closeEditorsBeforeEach) {
    beforeEach(async () => {
      await current().workbench.closeAllEditors();
    });
  }
  afterEach(async function () {
    if (this.currentTest?.state !== 'failed' || !session) return;
    await session.workbench.screenshot(`failed ${this.currentTest.title}`).catch(() => undefined);
    session.printLogs();
  });
  return current;
}
