/**
 * The extension's own log ("Lights Out" output channel) as code-server writes it to disk, under the
 * session's user-data folder, so that a test can wait for what the extension host did.
 */

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under `folder` whose name matches. */
export function findFiles(folder: string, match: (name: string) => boolean): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = join(folder, entry.name);
    if (entry.isDirectory()) return findFiles(full, match);
    return match(entry.name) ? [full] : [];
  });
}

/** The text of every "Lights Out.log" under `userDataDir`/logs (one per window start), joined; '' before the first line is written. */
export function readExtensionLog(userDataDir: string): string {
  return findFiles(join(userDataDir, 'logs'), (name) => name === 'Lights Out.log')
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}
