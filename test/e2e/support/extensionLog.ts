/**
 * The extension's own log ("Lights Out" output channel) as code-server writes it to disk, under the
 * session's user-data folder, so that a test can wait for what the extension host did.
 */

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

function logFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = join(folder, entry.name);
    if (entry.isDirectory()) return logFiles(full);
    return entry.name === 'Lights Out.log' ? [full] : [];
  });
}

/** The text of every "Lights Out.log" under `userDataDir`/logs (one per window start), joined; '' before the first line is written. */
export function readExtensionLog(userDataDir: string): string {
  return logFiles(join(userDataDir, 'logs'))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}
