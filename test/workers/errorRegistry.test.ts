import * as assert from 'node:assert/strict';
import { PuzzleError } from '../../src/core/puzzle';
import { errorKind, reviveError, serializeError, type ErrorRegistry } from '../../src/workers/errorRegistry';
import type { SerializedError } from '../../src/workers/workerProtocol';

class BaseError extends Error {}
class DerivedError extends BaseError {}
class UnlistedError extends DerivedError {}
class DataError extends Error {
  constructor(
    message: string,
    readonly where: { readonly row: number; readonly column: number },
  ) {
    super(message);
  }
}

const registry: ErrorRegistry = {
  Derived: errorKind(DerivedError, (message) => new DerivedError(message)),
  Base: errorKind(BaseError, (message) => new BaseError(message)),
  Data: errorKind(
    DataError,
    (message, where: { row: number; column: number }) => new DataError(message, where),
    (error) => error.where,
  ),
  Puzzle: errorKind(PuzzleError, (message) => new PuzzleError(message)),
};

/** What the host gets back for `error`: serialized in the worker, cloned across, revived. */
function acrossThreads(error: unknown): Error {
  return reviveError(structuredClone(serializeError(error, registry)), registry, ({ name, message }) => new Error(`unregistered ${name}: ${message}`));
}

describe('workers: errors across the thread boundary', () => {
  it('writes the kind of the nearest registered class, whatever the registry’s order', () => {
    assert.deepEqual(serializeError(new DerivedError('d'), registry), { kind: 'Derived', name: 'Error', message: 'd', data: undefined });
    assert.equal(serializeError(new BaseError('b'), registry).kind, 'Base');
    assert.equal(serializeError(new UnlistedError('u'), registry).kind, 'Derived', 'an unlisted subclass travels as its listed parent');
    assert.deepEqual(serializeError(new DataError('at', { row: 2, column: 4 }), registry), {
      kind: 'Data',
      name: 'Error',
      message: 'at',
      data: { row: 2, column: 4 },
    });
    assert.deepEqual(serializeError(new PuzzleError('rows'), registry), { kind: 'Puzzle', name: 'PuzzleError', message: 'rows', data: undefined });
  });

  it('writes unregistered errors and thrown non-errors with kind null', () => {
    assert.deepEqual(serializeError(new RangeError('far'), registry), { kind: null, name: 'RangeError', message: 'far', data: undefined });
    assert.deepEqual(serializeError('just text', registry), { kind: null, name: 'Error', message: 'just text', data: undefined });
    assert.deepEqual(serializeError(42, {}), { kind: null, name: 'Error', message: '42', data: undefined });
  });

  it('re-creates each registered class with its message and data', () => {
    const derived = acrossThreads(new DerivedError('d'));
    assert.ok(derived instanceof DerivedError);
    assert.equal(derived.message, 'd');
    const data = acrossThreads(new DataError('at', { row: 2, column: 4 }));
    assert.ok(data instanceof DataError);
    assert.deepEqual(data.where, { row: 2, column: 4 });
    const puzzle = acrossThreads(new PuzzleError('rows must be an integer >= 1, got 0'));
    assert.ok(puzzle instanceof PuzzleError);
    assert.equal(puzzle.name, 'PuzzleError');
    assert.equal(puzzle.message, 'rows must be an integer >= 1, got 0');
  });

  it('hands unregistered kinds to the caller, never looking names up on the registry’s prototype', () => {
    assert.equal(acrossThreads(new TypeError('t')).message, 'unregistered TypeError: t');
    for (const kind of ['toString', '__proto__', 'constructor', 'Unknown']) {
      const serialized: SerializedError = { kind, name: 'X', message: 'm', data: undefined };
      assert.equal(reviveError(serialized, registry, () => new Error('fallback')).message, 'fallback', kind);
    }
  });
});
