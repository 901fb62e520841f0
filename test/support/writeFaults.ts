/**
 * A fault injector for writes, preloaded into a child process (`node -r out/test/support/writeFaults.js`)
 * and its worker threads, or injected in this process by {@link injectWriteFault}. It replaces node:fs's write, open and rename functions (modules call them
 * through the module object, so the replacements reach the compiled code and the bundle alike)
 * and acts on files whose name contains `match`, as the environment variable
 * {@link WRITE_FAULT_VARIABLE} (JSON, a {@link WriteFault}) asks:
 * - `pause`: after `at` bytes written to such a file, print {@link PAUSED_LINE} on stderr and
 *   wait, forever or until the file `release` exists (then go on);
 * - an error code (`ENOSPC`, `EROFS`, `EACCES`, `EIO`): write the first `at` bytes, then fail as
 *   the system would, with that code;
 * - `openError`, `renameError`: opening such a file for writing, or renaming one, fails with that code.
 * Files are told apart by the name their descriptor has in /proc/self/fd (Linux), so descriptors
 * opened in one thread and written in another are caught too.
 */

// The default import is node:fs itself (a namespace import would be a copy, whose changes reach nobody).
import fs from 'node:fs';
import { basename } from 'node:path';

/** The environment variable that carries the fault. */
export const WRITE_FAULT_VARIABLE = 'LIGHTS_OUT_TEST_WRITE_FAULT';

/** What the child prints on stderr when a write pauses. */
export const PAUSED_LINE = 'write-faults: paused';

/** The fault to inject (see the module comment). */
export interface WriteFault {
  readonly match: string;
  readonly at?: number;
  readonly fault?: 'pause' | 'ENOSPC' | 'EROFS' | 'EACCES' | 'EIO';
  readonly release?: string;
  readonly openError?: string;
  readonly renameError?: string;
}

const MESSAGES: Record<string, string> = {
  ENOSPC: 'no space left on device',
  EROFS: 'read-only file system',
  EACCES: 'permission denied',
  EIO: 'i/o error',
};

function systemError(code: string, syscall: string, path?: string): NodeJS.ErrnoException {
  const error: NodeJS.ErrnoException = new Error(`${code}: ${MESSAGES[code] ?? code}, ${syscall}${path ? ` '${path}'` : ''}`);
  error.code = code;
  error.syscall = syscall;
  if (path) error.path = path;
  return error;
}

/** Injects `fault` into this thread's node:fs (see the module comment); the returned function takes it out again. */
export function injectWriteFault(fault: WriteFault): () => void {
  const original = { openSync: fs.openSync, open: fs.open, writeSync: fs.writeSync, write: fs.write, renameSync: fs.renameSync, rename: fs.rename };
  const written = new Map<string, number>();
  let paused = false;
  const matches = (path: unknown): boolean => typeof path === 'string' && basename(path).includes(fault.match);
  const pathOf = (descriptor: number): string | undefined => {
    try {
      return fs.readlinkSync(`/proc/self/fd/${descriptor}`).replace(/ \(deleted\)$/, '');
    } catch {
      return undefined;
    }
  };
  const forWriting = (flags: unknown): boolean =>
    typeof flags === 'number' ? (flags & (fs.constants.O_WRONLY | fs.constants.O_RDWR)) !== 0 : typeof flags === 'string' && /[wa+]/.test(flags);
  /** The matching file a descriptor writes to, or undefined (then the call passes through untouched). */
  const target = (descriptor: unknown, buffer: unknown): string | undefined => {
    if (typeof descriptor !== 'number' || !ArrayBuffer.isView(buffer)) return undefined;
    const path = pathOf(descriptor);
    return path !== undefined && matches(path) ? path : undefined;
  };
  /** How many of `length` bytes may be written before the fault strikes (`length` when it does not strike in this write). */
  const allowance = (path: string, length: number): number => {
    if (fault.fault === undefined || (paused && fault.fault === 'pause')) return length;
    return Math.min(length, Math.max(0, (fault.at ?? 0) - (written.get(path) ?? 0)));
  };
  const count = (path: string, bytes: number): void => void written.set(path, (written.get(path) ?? 0) + bytes);
  const announce = (): void => {
    paused = true;
    original.writeSync(2, `${PAUSED_LINE}\n`);
  };
  const released = (): boolean => fault.release !== undefined && fs.existsSync(fault.release);

  const patched = fs as unknown as Record<string, unknown>;
  patched.openSync = function (path: fs.PathLike, flags?: fs.OpenMode, mode?: fs.Mode): number {
    if (fault.openError && matches(String(path)) && forWriting(flags)) throw systemError(fault.openError, 'open', String(path));
    return (original.openSync as (...all: unknown[]) => number)(path, flags, mode);
  };
  patched.open = function (path: fs.PathLike, ...rest: unknown[]): void {
    const done = rest[rest.length - 1] as (error: NodeJS.ErrnoException | null, descriptor?: number) => void;
    if (fault.openError && matches(String(path)) && forWriting(rest[0])) return void process.nextTick(done, systemError(fault.openError, 'open', String(path)));
    (original.open as (...args: unknown[]) => void)(path, ...rest);
  };
  patched.renameSync = function (from: fs.PathLike, to: fs.PathLike): void {
    if (fault.renameError && (matches(String(from)) || matches(String(to)))) throw systemError(fault.renameError, 'rename', String(from));
    original.renameSync(from, to);
  };
  patched.rename = function (from: fs.PathLike, to: fs.PathLike, done: fs.NoParamCallback): void {
    if (fault.renameError && (matches(String(from)) || matches(String(to))))
      return void process.nextTick(done, systemError(fault.renameError, 'rename', String(from)));
    original.rename(from, to, done);
  };
  patched.writeSync = function (descriptor: number, ...args: unknown[]): number {
    const path = target(descriptor, args[0]);
    if (path === undefined) return (original.writeSync as (...all: unknown[]) => number)(descriptor, ...args);
    const buffer = args[0] as NodeJS.ArrayBufferView;
    const offset = (args[1] as number | undefined) ?? 0;
    const length = (args[2] as number | undefined) ?? buffer.byteLength - offset;
    const position = (args[3] as number | null | undefined) ?? null;
    const allowed = allowance(path, length);
    if (allowed > 0 || length === 0) {
      const bytes = original.writeSync(descriptor, buffer, offset, allowed, position);
      count(path, bytes);
      return bytes;
    }
    if (fault.fault !== 'pause') throw systemError(fault.fault as string, 'write');
    announce();
    const wait = new Int32Array(new SharedArrayBuffer(4));
    while (!released()) Atomics.wait(wait, 0, 0, 20);
    return (patched.writeSync as (...all: unknown[]) => number)(descriptor, ...args);
  };
  patched.write = function (descriptor: number, ...args: unknown[]): void {
    const path = target(descriptor, args[0]);
    if (path === undefined || args.length !== 5) return void (original.write as (...all: unknown[]) => void)(descriptor, ...args);
    const [buffer, offset, length, position, done] = args as [
      NodeJS.ArrayBufferView,
      number,
      number,
      number | null,
      (error: NodeJS.ErrnoException | null, bytes?: number) => void,
    ];
    const allowed = allowance(path, length);
    if (allowed > 0 || length === 0) {
      return void original.write(descriptor, buffer, offset, allowed, position, (error, bytes) => {
        if (!error) count(path, bytes);
        done(error, bytes);
      });
    }
    if (fault.fault !== 'pause') return void process.nextTick(done, systemError(fault.fault as string, 'write'));
    announce();
    const timer = setInterval(() => {
      if (!released()) return;
      clearInterval(timer);
      (patched.write as (...all: unknown[]) => void)(descriptor, ...args);
    }, 20);
  };
  return () => void Object.assign(patched, original);
}

const configured = process.env[WRITE_FAULT_VARIABLE];
if (configured) injectWriteFault(JSON.parse(configured) as WriteFault);
