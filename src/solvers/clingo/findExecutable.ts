/**
 * Resolves the clingo executable to an absolute path before anything is run: the configured
 * path, or a bare name (`clingo`) looked up in PATH the way a shell would, but without a shell and
 * skipping relative PATH entries (which would resolve against an unknown working directory).
 * Reads the file system through {@link ExecutableFileSystem}.
 */

import { constants } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import { homedir } from 'node:os';
import * as path from 'node:path';
import * as l10n from '../../domain/l10n';
import { ClingoNotExecutableError, ClingoNotFoundError } from './clingoErrors';

/** The file-system questions the lookup asks (node:fs/promises by default). */
export interface ExecutableFileSystem {
  /** Resolves with the kind of entry at `file`, or null when nothing is there. */
  kind(file: string): Promise<'file' | 'directory' | 'other' | null>;
  /** Resolves true when the current user may execute `file`. */
  isExecutable(file: string): Promise<boolean>;
}

/** The real file system. */
export const nodeFileSystem: ExecutableFileSystem = {
  async kind(file) {
    try {
      const info = await stat(file);
      return info.isFile() ? 'file' : info.isDirectory() ? 'directory' : 'other';
    } catch {
      return null;
    }
  },
  async isExecutable(file) {
    try {
      await access(file, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  },
};

/** The environment of the lookup (the process's own by default). */
export interface LookupEnvironment {
  readonly PATH?: string;
  /** Windows: the extensions tried after a bare name (".EXE;.CMD;..."). */
  readonly PATHEXT?: string;
  readonly platform: NodeJS.Platform;
  readonly home: string;
}

/** The current process's environment. */
export function processEnvironment(): LookupEnvironment {
  return { PATH: process.env.PATH, PATHEXT: process.env.PATHEXT, platform: process.platform, home: homedir() };
}

/** Where the executable came from, for messages and the log. */
export interface LocatedExecutable {
  /** Absolute path. */
  readonly path: string;
  /** `configured`: the given path; `PATH`: found by name in PATH. */
  readonly source: 'configured' | 'PATH';
}

function hasDirectory(command: string, platform: NodeJS.Platform): boolean {
  return command.includes('/') || (platform === 'win32' && command.includes('\\'));
}

/**
 * Resolves `command` (a path, `~/...`, or a bare name looked up in PATH) to an absolute path of an
 * executable file. `settingName` names where the path came from, for the messages. Throws
 * {@link ClingoNotFoundError} or {@link ClingoNotExecutableError}.
 */
export async function findExecutable(
  command: string,
  settingName: string,
  environment: LookupEnvironment = processEnvironment(),
  fileSystem: ExecutableFileSystem = nodeFileSystem,
): Promise<LocatedExecutable> {
  const pathApi = environment.platform === 'win32' ? path.win32 : path.posix;
  let wanted = command.trim();
  if (wanted === '') throw new ClingoNotFoundError(l10n.t('{0} is empty', settingName));
  if (wanted === '~' || wanted.startsWith('~/')) wanted = pathApi.join(environment.home, wanted.slice(1));
  if (hasDirectory(wanted, environment.platform)) {
    if (!pathApi.isAbsolute(wanted)) {
      throw new ClingoNotFoundError(
        l10n.t('the clingo path "{0}" ({1}) is relative; give an absolute path, or just "clingo" to use PATH', command, settingName),
      );
    }
    const file = pathApi.normalize(wanted);
    const kind = await fileSystem.kind(file);
    if (kind === null) {
      throw new ClingoNotFoundError(
        l10n.t(
          'clingo was not found at "{0}" ({1}). Install clingo there or correct the path; leave it empty to use clingo on PATH or the built-in clingo-wasm.',
          file,
          settingName,
        ),
      );
    }
    if (kind !== 'file')
      throw new ClingoNotExecutableError(
        kind === 'directory'
          ? l10n.t('"{0}" ({1}) is not a file but a directory; give the path of the clingo executable.', file, settingName)
          : l10n.t('"{0}" ({1}) is not a file but a special file; give the path of the clingo executable.', file, settingName),
      );
    if (!(await fileSystem.isExecutable(file)))
      throw new ClingoNotExecutableError(
        l10n.t('"{0}" ({1}) is not executable; check its permissions (chmod +x) or give the path of the clingo executable.', file, settingName),
      );
    return { path: file, source: 'configured' };
  }
  const extensions =
    environment.platform === 'win32' ? ['', ...(environment.PATHEXT ?? '.EXE;.CMD;.BAT;.COM').split(';').filter((extension) => extension !== '')] : [''];
  const delimiter = environment.platform === 'win32' ? ';' : ':';
  let notExecutable: string | null = null;
  for (const directory of (environment.PATH ?? '').split(delimiter)) {
    if (directory === '' || !pathApi.isAbsolute(directory)) continue;
    for (const extension of extensions) {
      const file = pathApi.join(directory, wanted + extension);
      const kind = await fileSystem.kind(file);
      if (kind !== 'file') continue;
      if (await fileSystem.isExecutable(file)) return { path: file, source: 'PATH' };
      notExecutable ??= file;
    }
  }
  throw new ClingoNotFoundError(
    notExecutable
      ? l10n.t(
          '"{0}" was not found on PATH ("{1}" exists but is not executable). Install clingo (for example Debian\'s gringo package) or set {2} to its absolute path.',
          wanted,
          notExecutable,
          settingName,
        )
      : l10n.t('"{0}" was not found on PATH. Install clingo (for example Debian\'s gringo package) or set {1} to its absolute path.', wanted, settingName),
  );
}
