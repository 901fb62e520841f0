// `npm start`: builds the extension and opens examples/ with it, in desktop VS Code when the
// `code` command exists (as an extension under development), otherwise in a local code-server on
// 127.0.0.1 (installed into .vscode-test/ on first use by scripts/e2e-runtime.js) at a printed URL.
//
//   LIGHTS_OUT_START=code-server  use code-server even where `code` exists
//   LIGHTS_OUT_PORT=8080          the port for code-server (default: a free one)
'use strict';
const childProcess = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const REPOSITORY = path.resolve(__dirname, '..');
const EXAMPLES = path.join(REPOSITORY, 'examples');

/** The first executable called `name` on PATH, or null. */
function onPath(name) {
  for (const folder of (process.env.PATH ?? '').split(path.delimiter)) {
    if (folder === '') continue;
    const candidate = path.join(folder, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

function runOrExit(command, args, what) {
  const result = childProcess.spawnSync(command, args, { cwd: REPOSITORY, stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write(`npm start: ${what} failed${result.error ? `: ${result.error.message}` : ''}\n`);
    process.exit(result.status || 1);
  }
}

function startInVsCode(code) {
  runOrExit(process.execPath, ['esbuild.js'], 'the build');
  process.stdout.write(`Opening ${EXAMPLES} in VS Code with the extension from ${REPOSITORY}\n`);
  runOrExit(code, [`--extensionDevelopmentPath=${REPOSITORY}`, EXAMPLES], 'code');
}

async function startInCodeServer() {
  const runtime = require('./e2e-runtime.js');
  runOrExit('npm', ['run', 'package'], 'npm run package');
  runtime.ensureRuntime({ browser: false });
  // Kept between starts, so settings and open editors survive; the extension is reinstalled each time.
  const home = path.join(runtime.RUNTIME_DIRECTORY, 'start');
  const userDataDir = path.join(home, 'user-data');
  const extensionsDir = path.join(home, 'extensions');
  if (!fs.existsSync(path.join(userDataDir, 'User', 'settings.json'))) runtime.writeUserSettings(userDataDir, {});
  runtime.installExtension(path.join(REPOSITORY, 'lights-out.vsix'), { userDataDir, extensionsDir, logFile: path.join(home, 'install-extension.log') });
  const port = process.env.LIGHTS_OUT_PORT ? Number(process.env.LIGHTS_OUT_PORT) : undefined;
  const server = await runtime.startCodeServer({
    workspace: EXAMPLES,
    userDataDir,
    extensionsDir,
    trust: true,
    port,
    logFile: path.join(home, 'code-server.log'),
  });
  process.stdout.write(
    `\nLights Out is running in code-server ${runtime.CODE_SERVER_VERSION} (no \`code\` command here).\n` +
      `Open ${server.workspaceUrl}\n` +
      `(log: ${server.logFile}; Ctrl+C stops it)\n`,
  );
  const result = await server.closed;
  process.stderr.write(`code-server stopped (${result}); its log: ${server.logFile}\n`);
  await server.stop();
  process.exitCode = 1;
}

const code = process.env.LIGHTS_OUT_START === 'code-server' ? null : onPath('code');
if (code) {
  startInVsCode(code);
} else {
  startInCodeServer().catch((error) => {
    process.stderr.write(`npm start: ${error.message}\n`);
    process.exit(1);
  });
}
