import * as assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as vscode from 'vscode';

const EXTENSION_ID = 'lights-out.lights-out';

function workspaceFile(name: string): vscode.Uri {
  const folder = process.env.LIGHTS_OUT_TEST_WORKSPACE ?? vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
  assert.ok(folder, 'the tests run in a workspace (a copy of examples/)');
  return vscode.Uri.file(join(folder, name));
}

/** Every file named `name` under `folder`. */
function findFiles(folder: string, name: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = join(folder, entry.name);
    if (entry.isDirectory()) return findFiles(full, name);
    return entry.name === name ? [full] : [];
  });
}

/** The "Lights Out" output channel's log (written under --logsPath), or '' before it exists. */
function lightsOutLog(): string {
  const logs = process.env.LIGHTS_OUT_TEST_LOGS;
  assert.ok(logs, 'runTest.ts passes --logsPath as LIGHTS_OUT_TEST_LOGS');
  return findFiles(logs, 'Lights Out.log')
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}

async function eventually<T>(what: string, read: () => T, accept: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; last seen: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('vscode: the extension in desktop VS Code', () => {
  after(async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  it('activates when a .lights file opens', async () => {
    const extension = vscode.extensions.getExtension(EXTENSION_ID);
    assert.ok(extension, `${EXTENSION_ID} is loaded from the development path`);
    const document = await vscode.workspace.openTextDocument(workspaceFile('4x4.lights'));
    assert.equal(document.languageId, 'lights');
    await extension.activate();
    assert.equal(extension.isActive, true);
  });

  it('registers every command of its manifest', async () => {
    const extension = vscode.extensions.getExtension(EXTENSION_ID);
    assert.ok(extension);
    await extension.activate();
    const manifest = extension.packageJSON as { contributes: { commands: { command: string }[] } };
    const contributed = manifest.contributes.commands.map((command) => command.command);
    assert.ok(contributed.length >= 9, `the manifest lists the commands: ${contributed.join(', ')}`);
    const registered = new Set(await vscode.commands.getCommands(true));
    assert.deepEqual(
      contributed.filter((id) => !registered.has(id)),
      [],
      'commands in the manifest that activate() did not register',
    );
  });

  it('reports diagnostics for a malformed file', async () => {
    const document = await vscode.workspace.openTextDocument({ language: 'lights', content: 'rows = 2\ncolumns = 3\ngrid = """\n0 1 0\n0 7 0\n"""\n' });
    await vscode.window.showTextDocument(document);
    const diagnostics = await eventually(
      'a diagnostic',
      () => vscode.languages.getDiagnostics(document.uri),
      (found) => found.length > 0,
    );
    assert.equal(diagnostics[0].range.start.line, 4);
    assert.equal(diagnostics[0].severity, vscode.DiagnosticSeverity.Error);
  });

  it('Solve on a grid logs the result of the internal engine', async () => {
    const uri = workspaceFile('classic-5x5-all-on.lights');
    await vscode.commands.executeCommand('vscode.openWith', uri, 'lightsOut.grid');
    // The grid's webview answers the command once it has loaded; ask until the solve is logged.
    const logged = await eventually(
      'the solve in the Lights Out log',
      () => lightsOutLog(),
      (log) => {
        if (/solve 5x5, 2 states, plain: /.test(log)) return true;
        void vscode.commands.executeCommand('lightsOut.solve');
        return false;
      },
      60_000,
    );
    assert.match(logged, /solve 5x5, 2 states, plain: internal engine, [\d.]+ ms, 15 presses \(minimal\), 4 solutions/);
  });
});
