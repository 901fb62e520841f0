/**
 * A job for testing the worker runner in real threads (testJobWorker.ts serves it): each input
 * asks for one behaviour of a job, so every path of the protocol can be driven end to end.
 */

import { errorKind } from '../../src/workers/errorRegistry';
import type { JobDefinition } from '../../src/workers/jobDefinition';

/** An error class with data beyond its message, registered by the test job. */
export class CellsError extends Error {
  override readonly name = 'CellsError';
  constructor(
    message: string,
    readonly cells: readonly number[],
  ) {
    super(message);
  }
}

/** What the test job does. */
export type TestJobInput =
  | { readonly action: 'echo'; readonly value: unknown }
  | { readonly action: 'thread' }
  | { readonly action: 'progress'; readonly steps: number }
  | { readonly action: 'async'; readonly value: number }
  | { readonly action: 'throw-cells'; readonly cells: readonly number[] }
  | { readonly action: 'throw-range' }
  | { readonly action: 'uncloneable' }
  | { readonly action: 'bytes'; readonly length: number }
  | { readonly action: 'spin' }
  | { readonly action: 'exit'; readonly code: number };

export const testJob: JobDefinition<TestJobInput, unknown, number> = {
  kind: 'test',
  errors: {
    CellsError: errorKind(
      CellsError,
      (message, cells: readonly number[]) => new CellsError(message, cells),
      (error) => error.cells,
    ),
  },
  transferOutput: (output) => (output instanceof Uint8Array && output.buffer instanceof ArrayBuffer ? [output.buffer] : []),
};
