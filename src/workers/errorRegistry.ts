/**
 * Errors across the thread boundary, as their classes. Structured cloning turns a thrown error
 * into a plain Error (or drops its class and fields altogether), so a job lists the error classes
 * it may throw in an {@link ErrorRegistry}: each under a kind, with what it needs beyond its
 * message (`data`) and how to create it again. The worker writes the kind of the most specific
 * registered class of the error ({@link serializeError}); the host looks the kind up and creates
 * an error of the same class ({@link reviveError}), so callers test it with `instanceof`, never by
 * its name. Pure.
 */

import type { SerializedError } from './workerProtocol';

/** A class of error as {@link ErrorRegistry} holds it (see {@link errorKind}). */
export interface ErrorKind {
  /** The errors of this kind: instances of this class that are of no more specific registered class. */
  readonly errorClass: abstract new (...args: never[]) => Error;
  /** What the error carries beyond its message; structured-cloneable. Called with instances of `errorClass` only. */
  readonly data: (error: Error) => unknown;
  /** The error again, from its message and data. */
  readonly create: (message: string, data: unknown) => Error;
}

/** The error classes a job may throw, by kind (a name chosen by the registry, usually the class's). */
export type ErrorRegistry = Readonly<Record<string, ErrorKind>>;

/**
 * One registry entry: `errorClass`, created again by `create` from its message and the `data`
 * taken from the original (nothing when `data` is omitted).
 */
export function errorKind<E extends Error, Data = undefined>(
  errorClass: abstract new (...args: never[]) => E,
  create: (message: string, data: Data) => E,
  data?: (error: E) => Data,
): ErrorKind {
  return {
    errorClass,
    data: (error) => (data ? data(error as E) : undefined),
    create: (message, value) => create(message, value as Data),
  };
}

/**
 * `error` as it crosses to the host: the kind of the nearest class in its prototype chain that
 * `registry` lists (so a subclass that is not listed travels as its listed parent), else kind null
 * with the error's name. A thrown value that is not an Error travels as its text.
 */
export function serializeError(error: unknown, registry: ErrorRegistry): SerializedError {
  if (!(error instanceof Error)) return { kind: null, name: 'Error', message: String(error), data: undefined };
  const kinds = Object.entries(registry);
  for (
    let prototype: unknown = Object.getPrototypeOf(error);
    prototype !== null && prototype !== Object.prototype;
    prototype = Object.getPrototypeOf(prototype)
  ) {
    const found = kinds.find(([, kind]) => kind.errorClass.prototype === prototype);
    if (found) return { kind: found[0], name: error.name, message: error.message, data: found[1].data(error) };
  }
  return { kind: null, name: error.name, message: error.message, data: undefined };
}

/**
 * The error `serialized` stands for: an instance of its kind's class when `registry` lists the
 * kind, else what `unregistered` makes of it (a job's generic failure).
 */
export function reviveError(serialized: SerializedError, registry: ErrorRegistry, unregistered: (serialized: SerializedError) => Error): Error {
  const { kind } = serialized;
  if (kind !== null && Object.prototype.hasOwnProperty.call(registry, kind)) return registry[kind].create(serialized.message, serialized.data);
  return unregistered(serialized);
}
