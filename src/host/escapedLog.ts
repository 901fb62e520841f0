/**
 * The extension's log channel with every message's control characters escaped (C0, C1 and ESC
 * sequences, written as `\u00XX`; line breaks kept, so stacks stay readable). Titles, file names,
 * clingo's stderr and error messages can all carry text from a file; none of it can drive the
 * output view. One wrapper at the composition root covers every current and future log line.
 */

import type * as vscode from 'vscode';
import { escapeControlCharacters } from '../core/escapeControlCharacters';

const MESSAGE_METHODS: ReadonlySet<PropertyKey> = new Set(['trace', 'debug', 'info', 'warn', 'append', 'appendLine', 'replace']);

/** `channel`, with the text of every message escaped before it is written. */
export function escapedLog(channel: vscode.LogOutputChannel): vscode.LogOutputChannel {
  const escape = (value: unknown): unknown => (typeof value === 'string' ? escapeControlCharacters(value, { keepLayout: true }) : value);
  return new Proxy(channel, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      if (property === 'error') {
        // error() takes a string or an Error: escape the message of either.
        return (message: string | Error, ...args: unknown[]) =>
          target.error(typeof message === 'string' ? (escape(message) as string) : (escape(message.stack ?? message.message) as string), ...args);
      }
      if (MESSAGE_METHODS.has(property))
        return (message: unknown, ...args: unknown[]) => (value as (...all: unknown[]) => unknown).call(target, escape(message), ...args);
      return (value as (...all: unknown[]) => unknown).bind(target);
    },
  });
}
