/**
 * `npm run test:vscode`: the extension-host suite in desktop VS Code, downloaded by
 * @vscode/test-electron into .vscode-test/ (needs the network to reach VS Code's downloads, and a
 * display: on a headless Linux machine run it under `xvfb-run -a`). Not part of `npm test`; the
 * end-to-end suite in test/e2e covers the same ground in code-server on machines without them.
 *
 * VSCODE_VERSION picks the VS Code version (default: stable); VSCODE_EXECUTABLE uses an installed one.
 */

import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runTests } from '@vscode/test-electron';

async function main(): Promise<void> {
  // out/test/vscode/runTest.js -> the repository.
  const extensionDevelopmentPath = resolve(__dirname, '..', '..', '..');
  const extensionTestsPath = join(__dirname, 'suite', 'index.js');
  const scratch = mkdtempSync(join(tmpdir(), 'lights-out-vscode-'));
  const workspace = join(scratch, 'workspace');
  const logsPath = join(scratch, 'logs');
  cpSync(join(extensionDevelopmentPath, 'examples'), workspace, { recursive: true });
  try {
    await runTests({
      extensionDevelopmentPath,
      extensionTestsPath,
      ...(process.env.VSCODE_EXECUTABLE ? { vscodeExecutablePath: process.env.VSCODE_EXECUTABLE } : { version: process.env.VSCODE_VERSION ?? 'stable' }),
      launchArgs: [workspace, '--disable-extensions', '--disable-workspace-trust', '--skip-welcome', '--skip-release-notes', '--logsPath', logsPath],
      extensionTestsEnv: { LIGHTS_OUT_TEST_WORKSPACE: workspace, LIGHTS_OUT_TEST_LOGS: logsPath },
    });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
