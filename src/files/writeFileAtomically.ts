/**
 * Writing a file whole or not at all, over Node's file system: the bytes go to a temporary file
 * in the target's folder (`.NAME.lights-out-XXXXXXXX.tmp`), which is flushed to the disk (fsync)
 * and renamed over the target. rename(2) replaces the target's directory entry in one step, so a
 * reader, a crash or a second writer sees the earlier file or the new one, never a mix; a
 * symbolic link at the target is replaced by the new file, never written through. Whatever stops
 * the write (a full disk, a read-only file system, a lost permission, a signal) removes the
 * temporary file and leaves the target as it was; only SIGKILL (or a power cut) can leave a
 * temporary file behind, and its name says what it is.
 */

import { randomBytes } from 'node:crypto';
import { close, closeSync, constants, fchmod, fsync, lstatSync, open, openSync, rename, rmSync, write, type Stats } from 'node:fs';
import { constants as osConstants } from 'node:os';
import { basename, dirname, join } from 'node:path';

/** How the temporary files of this project end; with {@link TEMPORARY_FILE_MARK} it names them plainly. */
export const TEMPORARY_FILE_SUFFIX = '.tmp';

/** The mark between the target's name and the random part of a temporary file's name. */
export const TEMPORARY_FILE_MARK = '.lights-out-';

/** How many bytes one write call hands to the system: small enough to keep a signal's wait short. */
const CHUNK_BYTES = 1 << 20;

/** What a write may be asked besides its target and bytes. */
export interface AtomicWriteOptions {
  /**
   * For a command line: while the temporary file exists, SIGINT, SIGTERM and SIGHUP remove it and
   * then end the process with that same signal (so its exit status is the usual 128 + signal).
   * An extension host never sets this: the signals are not its to take.
   */
  readonly cleanUpOnSignals?: boolean;
}

/** The error of a target that is neither a regular file nor a symbolic link (a folder, a FIFO, a device): never replaced. */
export class NotRegularFileError extends Error {
  override readonly name = 'NotRegularFileError';
  constructor(
    readonly target: string,
    /** What the target is, in words: "a directory", "a FIFO (named pipe)", ... */
    readonly kind: string,
  ) {
    super(`${target} is ${kind}, not a regular file`);
  }
}

/** A temporary file's name for `target`: hidden, in the same folder, with the target's name and a random part. */
export function temporaryFileName(target: string): string {
  return join(dirname(target), `.${basename(target)}${TEMPORARY_FILE_MARK}${randomBytes(4).toString('hex')}${TEMPORARY_FILE_SUFFIX}`);
}

/** Whether `name` (a file name without its folder) is one of {@link temporaryFileName}'s for a target named `targetName`. */
export function isTemporaryFileOf(name: string, targetName: string): boolean {
  const prefix = `.${targetName}${TEMPORARY_FILE_MARK}`;
  return name.startsWith(prefix) && name.endsWith(TEMPORARY_FILE_SUFFIX) && /^[0-9a-f]{8}$/.test(name.slice(prefix.length, -TEMPORARY_FILE_SUFFIX.length));
}

/** What a non-regular file is, in words ("a directory"); undefined for a regular file or a symbolic link. */
export function nonReplaceableKind(stats: Stats): string | undefined {
  if (stats.isFile() || stats.isSymbolicLink()) return undefined;
  if (stats.isDirectory()) return 'a directory';
  if (stats.isFIFO()) return 'a FIFO (named pipe)';
  if (stats.isSocket()) return 'a socket';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  return 'not a regular file';
}

/**
 * Writes `bytes` to `target` whole (see the module comment) and resolves once the new file has
 * replaced the target. A regular file at the target gives the new file its permission bits; a
 * new file gets 0o666 less the umask. Rejects, with the target left as it was and no temporary
 * file left, when any step fails (the error of that step: ENOSPC, EROFS, EACCES, EIO, ...), or
 * with a {@link NotRegularFileError} when the target is a folder, a FIFO or a device.
 */
export async function writeFileAtomically(target: string, bytes: Uint8Array, options: AtomicWriteOptions = {}): Promise<void> {
  const existing = statIfPresent(target);
  const kind = existing && nonReplaceableKind(existing);
  if (kind !== undefined) throw new NotRegularFileError(target, kind);
  const mode = existing?.isFile() ? existing.mode & 0o7777 : undefined;
  // The listeners go first and the file is made in the same synchronous step, so no signal can
  // arrive between the file's creation and the moment it is known.
  const pending: PendingWrite = { temporary: '', abandoned: false, cleanUpOnSignals: options.cleanUpOnSignals === true };
  if (pending.cleanUpOnSignals) listenForSignals();
  let descriptor: number;
  try {
    [pending.temporary, descriptor] = createTemporaryFile(target);
  } catch (error) {
    if (pending.cleanUpOnSignals) stopListeningUnlessPending();
    throw error;
  }
  pendingWrites.add(pending);
  let open = true;
  try {
    // Best effort: some file systems (FAT, some network shares) have no permission bits to set.
    if (mode !== undefined) await callback<void>((done) => fchmod(descriptor, mode, done)).catch(() => undefined);
    for (let offset = 0; offset < bytes.length;) {
      const length = Math.min(CHUNK_BYTES, bytes.length - offset);
      offset += await callback<number>((done) => write(descriptor, bytes, offset, length, offset, done));
      if (pending.abandoned) throw new Error('the write was stopped');
    }
    await callback<void>((done) => fsync(descriptor, done));
    open = false;
    await callback<void>((done) => close(descriptor, done));
    if (pending.abandoned) throw new Error('the write was stopped');
    await callback<void>((done) => rename(pending.temporary, target, done));
    pending.temporary = '';
    await flushFolder(dirname(target));
  } catch (error) {
    if (open) closeQuietly(descriptor);
    if (pending.temporary !== '') removeQuietly(pending.temporary);
    throw error;
  } finally {
    pendingWrites.delete(pending);
    if (pending.cleanUpOnSignals) stopListeningUnlessPending();
  }
}

/** A write in progress: its temporary file ("" once renamed), and whether a signal ended it. */
interface PendingWrite {
  temporary: string;
  abandoned: boolean;
  readonly cleanUpOnSignals: boolean;
}

/** The writes of this process whose temporary file exists. */
const pendingWrites = new Set<PendingWrite>();

/** The signals a command line is stopped with (Ctrl-C, kill, a closed terminal). */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

function onStopSignal(signal: NodeJS.Signals): void {
  removeTemporaryFiles();
  for (const stop of STOP_SIGNALS) process.removeListener(stop, onStopSignal);
  process.removeListener('exit', removeTemporaryFiles);
  // With no listener left the signal's default action applies again: end the process the way
  // the signal would have, so its parent sees the signal. Another listener may keep it alive; then
  // the exit code still says which signal it was.
  if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  else process.exitCode = 128 + osConstants.signals[signal];
}

/** Removes every pending write's temporary file (on a stop signal, or when the process exits during a write). */
function removeTemporaryFiles(): void {
  for (const pending of pendingWrites) {
    if (!pending.cleanUpOnSignals) continue;
    pending.abandoned = true;
    if (pending.temporary !== '') removeQuietly(pending.temporary);
  }
}

function listenForSignals(): void {
  if (process.listeners('exit').includes(removeTemporaryFiles)) return;
  for (const stop of STOP_SIGNALS) process.on(stop, onStopSignal);
  process.on('exit', removeTemporaryFiles);
}

function stopListeningUnlessPending(): void {
  if ([...pendingWrites].some((pending) => pending.cleanUpOnSignals)) return;
  for (const stop of STOP_SIGNALS) process.removeListener(stop, onStopSignal);
  process.removeListener('exit', removeTemporaryFiles);
}

/** Creates a fresh temporary file for `target` (O_EXCL: never one that exists, never through a link). */
function createTemporaryFile(target: string): [string, number] {
  for (let attempt = 0; ; attempt++) {
    const temporary = temporaryFileName(target);
    try {
      return [temporary, openSync(temporary, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, 0o666)];
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 8) throw error;
    }
  }
}

function statIfPresent(target: string): Stats | undefined {
  try {
    return lstatSync(target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Flushes the folder's entry for the renamed file too, where the platform can (not on Windows, which has no folder handles). */
async function flushFolder(folder: string): Promise<void> {
  if (process.platform === 'win32') return;
  let descriptor: number;
  try {
    descriptor = await callback<number>((done) => open(folder, constants.O_RDONLY, done));
  } catch {
    return;
  }
  try {
    await callback<void>((done) => fsync(descriptor, done));
  } catch {
    // Some file systems cannot flush a folder (EINVAL); the file itself was flushed.
  } finally {
    closeQuietly(descriptor);
  }
}

/** Removes a temporary file; one that cannot be removed (its folder's write permission was taken away) stays, under its plain name. */
function removeQuietly(file: string): void {
  try {
    rmSync(file, { force: true });
  } catch {
    // The write's own error is the one to report.
  }
}

function closeQuietly(descriptor: number): void {
  try {
    closeSync(descriptor);
  } catch {
    // Already closed, or the close itself failed: the write's own error is the one to report.
  }
}

/** A node:fs callback call as a promise (looked up at call time, as the rest of Node's API is). */
function callback<Result>(call: (done: (error: NodeJS.ErrnoException | null, result?: Result) => void) => void): Promise<Result> {
  return new Promise((resolve, reject) => call((error, result) => (error ? reject(error) : resolve(result as Result))));
}
