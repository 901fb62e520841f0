/**
 * The extension-host side of `npm run test:vscode`: VS Code loads this module (--extensionTestsPath)
 * and calls run(), which runs the mocha suites of this folder inside the extension host.
 */

import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import Mocha from 'mocha';

/** Runs every *.vscode.js suite next to this file; rejects when a test fails. */
export function run(): Promise<void> {
  const mocha = new Mocha({ ui: 'bdd', color: true, timeout: 60_000 });
  for (const file of readdirSync(__dirname)
    .filter((name) => name.endsWith('.vscode.js'))
    .sort()) {
    mocha.addFile(join(__dirname, file));
  }
  return new Promise((resolve, reject) => {
    mocha.run((failures) => (failures > 0 ? reject(new Error(`${failures} extension-host test(s) failed`)) : resolve()));
  });
}
