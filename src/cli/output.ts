/**
 * Where the commands write: an interface so tests can capture output without a process, the
 * process's own streams written synchronously (so a failed write is known at once, as an
 * {@link OutputError}, instead of as a stream 'error' event that Node reports with a stack
 * trace), and the escaping every line goes through before it reaches a terminal.
 */

import { writeSync } from 'node:fs';
import { escapeControlCharacters } from '../core/escapeControlCharacters';
import type { ProgressTerminal } from './progressLine';

/** The two output streams of a command, one call per line (or block of lines). */
export interface CommandOutput {
  stdout(text: string): void;
  stderr(text: string): void;
  /**
   * stderr as a stream for a progress line (see {@link progressLine}), which is shown only when its
   * `isTTY` is true; absent when progress has nowhere to go (tests, embedders).
   */
  readonly terminal?: ProgressTerminal;
}

/**
 * A write to stdout or stderr that failed: EPIPE when the reader went away (`| head`), ENOSPC
 * when the disk is full (`> /dev/full`), another code for other failures.
 */
export class OutputError extends Error {
  override readonly name = 'OutputError';
  constructor(
    readonly stream: 'stdout' | 'stderr',
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }

  /** Whether the reader closed its end of the pipe (EPIPE): nobody wants the rest of the output. */
  get readerGone(): boolean {
    return this.code === 'EPIPE';
  }
}

/**
 * Output to two open file descriptors, each line written in full before the call returns.
 * Throws an {@link OutputError} when a write fails; waits and retries while a non-blocking
 * descriptor is full (EAGAIN), as a blocking write would wait.
 */
export function fileDescriptorOutput(stdoutDescriptor: number, stderrDescriptor: number): CommandOutput {
  return {
    stdout: (text) => writeLine(stdoutDescriptor, 'stdout', text),
    stderr: (text) => writeLine(stderrDescriptor, 'stderr', text),
  };
}

/** Output to the process's own stdout (1) and stderr (2), with progress on stderr when it is a terminal. */
export const processOutput: CommandOutput = { ...fileDescriptorOutput(1, 2), terminal: process.stderr };

/**
 * The output with control characters escaped in every line (see {@link escapeControlCharacters};
 * tab and line feed are kept), so titles, file names, messages quoting a file and clingo's own
 * messages cannot drive the terminal. JSON and `.lights` text stay valid and mean the same:
 * their control characters can only stand inside strings, where `\u00XX` is their escape
 * (JSON.stringify leaves C1 characters raw; this escapes them too).
 */
export function escapingOutput(out: CommandOutput): CommandOutput {
  return {
    stdout: (text) => out.stdout(escapeControlCharacters(text, { keepLayout: true })),
    stderr: (text) => out.stderr(escapeControlCharacters(text, { keepLayout: true })),
    // A progress line escapes its own text; its \r and erase sequence are the point.
    ...(out.terminal ? { terminal: out.terminal } : {}),
  };
}

/** How long to wait before retrying a write to a full non-blocking descriptor. */
const RETRY_WAIT_MS = 5;
const sleeper = new Int32Array(new SharedArrayBuffer(4));

function writeLine(descriptor: number, stream: 'stdout' | 'stderr', text: string): void {
  const bytes = Buffer.from(text + '\n', 'utf8');
  let written = 0;
  while (written < bytes.length) {
    try {
      written += writeSync(descriptor, bytes, written, bytes.length - written);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EAGAIN') {
        Atomics.wait(sleeper, 0, 0, RETRY_WAIT_MS);
        continue;
      }
      throw new OutputError(stream, code, error instanceof Error ? error.message : String(error));
    }
  }
}

/** How much text a {@link TextStream} gathers before it writes: large enough for few writes, small enough to hold. */
export const STREAM_BATCH_CHARACTERS = 1 << 20;

/**
 * Output of any length written as it is made: text is gathered into batches of about
 * {@link STREAM_BATCH_CHARACTERS} that end at a line break and go to `out.stdout` one by one, so
 * no string ever holds the whole output and memory stays that of one batch. `end()` writes what
 * is left; a stream that got no text writes nothing.
 */
export class TextStream {
  private readonly parts: string[] = [];
  private characters = 0;
  /** Whether `parts` holds text not written yet. */
  private pending = false;
  /** Whether a line ended after the last batch was written, so the next text starts a new line. */
  private lineEnded = false;

  constructor(private readonly out: Pick<CommandOutput, 'stdout'>) {}

  /** Appends `text` (without a line break) to the current line. */
  write(text: string): void {
    if (this.lineEnded) {
      this.parts.push('\n');
      this.characters += 1;
      this.lineEnded = false;
    }
    this.parts.push(text);
    this.characters += text.length;
    this.pending = true;
  }

  /** Appends `text` and ends the line; writes the batch when it is full. */
  line(text: string): void {
    this.write(text);
    if (this.characters >= STREAM_BATCH_CHARACTERS) this.flush();
    else this.lineEnded = true;
  }

  /** Writes what is left (the last line gets its line break from `out.stdout`). */
  end(): void {
    if (this.pending) this.flush();
  }

  // out.stdout adds the line break that ends the batch.
  private flush(): void {
    const text = this.parts.join('');
    this.parts.length = 0;
    this.characters = 0;
    this.pending = false;
    this.lineEnded = false;
    this.out.stdout(text);
  }
}
