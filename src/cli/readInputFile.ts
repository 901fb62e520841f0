/**
 * Reading a file the command line is given, safely: only a regular file is read (a directory, a
 * device such as /dev/zero, a FIFO or a socket is refused with one line, and never opened in a
 * way that blocks), and never more than a size bound, checked before reading and again while
 * reading (a file may grow, and /proc files say they are empty).
 */

import { closeSync, constants, fstatSync, openSync, readSync, statSync, type Stats } from 'node:fs';
import { escapeControlCharacters } from '../core/escapeControlCharacters';
import { CliError, usageError } from './cliError';

/**
 * What a path names when it is not a regular file ("a directory", "a FIFO (named pipe)"), for
 * messages; undefined for a regular file.
 */
export function nonRegularFileKind(stats: Stats): string | undefined {
  if (stats.isFile()) return undefined;
  if (stats.isDirectory()) return 'a directory';
  if (stats.isFIFO()) return 'a FIFO (named pipe)';
  if (stats.isSocket()) return 'a socket';
  if (stats.isCharacterDevice()) return 'a character device';
  if (stats.isBlockDevice()) return 'a block device';
  return 'not a regular file';
}

/** A file system error as a short reason: "no such file (ENOENT)", else the system's message. */
export function fileErrorReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  switch (code) {
    case 'ENOENT':
      return 'no such file (ENOENT)';
    case 'EACCES':
    case 'EPERM':
      return `permission denied (${code})`;
    case 'ENOTDIR':
      return 'a folder on the path is not a folder (ENOTDIR)';
    case 'EISDIR':
      return 'it is a directory, not a regular file';
    default:
      return error instanceof Error ? error.message : String(error);
  }
}

// Where the platform has them: O_NONBLOCK so that opening a FIFO that lost the race below never
// waits for a writer; O_NOCTTY so that a terminal device never becomes the controlling terminal.
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0);

/** How many bytes to ask for first when the size is unknown (stat says 0, as /proc files do). */
const FIRST_READ_BYTES = 64 * 1024;

/**
 * The bytes of the regular file `file`, at most `maxBytes` of them. Throws a usage error (exit
 * code 2) with one line naming the file (control characters escaped) when it cannot be opened,
 * is not a regular file, or holds more than `maxBytes` bytes. The type is checked with stat
 * before opening (a device is never opened) and again on the open descriptor (fstat), so a path
 * swapped in between is caught too; at most `maxBytes + 1` bytes are ever read.
 */
export function readInputFile(file: string, maxBytes: number): Uint8Array {
  const name = escapeControlCharacters(file);
  let descriptor: number;
  try {
    refuseNonRegular(name, statSync(file));
    descriptor = openSync(file, OPEN_FLAGS);
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw usageError(`${name}: cannot read: ${fileErrorReason(error)}`);
  }
  try {
    const stats = fstatSync(descriptor);
    refuseNonRegular(name, stats);
    if (stats.size > maxBytes) throw tooLarge(name, stats.size, maxBytes);
    const bytes = readAtMost(descriptor, maxBytes + 1, stats.size > 0 ? stats.size + 1 : FIRST_READ_BYTES);
    if (bytes.length > maxBytes) throw tooLarge(name, undefined, maxBytes);
    return bytes;
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw usageError(`${name}: cannot read: ${fileErrorReason(error)}`);
  } finally {
    closeSync(descriptor);
  }
}

function refuseNonRegular(name: string, stats: Stats): void {
  const kind = nonRegularFileKind(stats);
  if (kind !== undefined) throw usageError(`${name}: cannot read: it is ${kind}, not a regular file`);
}

function tooLarge(name: string, size: number | undefined, maxBytes: number): Error {
  const what = size === undefined ? `more than ${maxBytes} bytes` : `${size} bytes`;
  return usageError(`${name}: the file has ${what}; the limit is ${maxBytes} bytes`);
}

/** Reads until end of file or `limit` bytes, whichever comes first; the buffer starts at `first` bytes and doubles. */
function readAtMost(descriptor: number, limit: number, first: number): Uint8Array {
  let buffer = Buffer.allocUnsafe(Math.min(first, limit));
  let length = 0;
  for (;;) {
    if (length === buffer.length) {
      if (length >= limit) break;
      const larger = Buffer.allocUnsafe(Math.min(buffer.length * 2, limit));
      buffer.copy(larger, 0, 0, length);
      buffer = larger;
    }
    const read = readSync(descriptor, buffer, length, buffer.length - length, null);
    if (read === 0) break;
    length += read;
  }
  return buffer.subarray(0, length);
}
