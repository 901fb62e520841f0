/**
 * Where the clingo engine's files are, relative to the running code: the encoding
 * asp/lightsout.lp, the wasm worker script and clingo.wasm.
 */

import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CliError, ExitCode } from './cliError';

/** Where the clingo engine's files are: the encoding, the wasm worker script and clingo.wasm. */
export interface ClingoAssets {
  readonly encodingPath: string;
  readonly wasmWorkerScript: string;
  /** clingo.wasm; by default the file next to the worker script. */
  readonly wasmPath?: string;
}

/**
 * The clingo assets relative to the running code: the nearest directory above `start` (the
 * bundle's directory, dist/) that holds asp/lightsout.lp is the package root; the worker is
 * dist/clingoWasmWorker.mjs there, with dist/clingo.wasm beside it. Throws a {@link CliError}
 * (exit 3) when there is none.
 */
export function locateClingoAssets(start: string = __dirname): ClingoAssets {
  let directory = start;
  for (let level = 0; level < 6; level++) {
    const encodingPath = join(directory, 'asp', 'lightsout.lp');
    if (existsSync(encodingPath)) return { encodingPath, wasmWorkerScript: join(directory, 'dist', 'clingoWasmWorker.mjs') };
    const parent = dirname(directory);
    if (parent === directory) break;
    directory = parent;
  }
  throw new CliError(`the clingo encoding asp/lightsout.lp was not found above ${start}; reinstall lights-out`, ExitCode.SolverFailure);
}
