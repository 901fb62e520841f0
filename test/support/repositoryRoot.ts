/**
 * The repository's root folder (the one with the extension's package.json), found from the test
 * file's folder whether it runs from test/ or from its compiled copy in out/test/.
 */

import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

function findRepositoryRoot(folder: string): string {
  const manifest = join(folder, 'package.json');
  if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'lights-out') return folder;
  const parent = dirname(folder);
  if (parent === folder) throw new Error(`no lights-out package.json above ${__dirname}`);
  return findRepositoryRoot(parent);
}

/** The repository's root folder. */
export const repositoryRoot = findRepositoryRoot(__dirname);
