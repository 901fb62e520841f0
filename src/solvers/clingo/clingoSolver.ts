/**
 * The clingo engine on Node (the desktop extension host, the CLI, the tests): the engine of
 * {@link createClingoEngine} with Node's effects injected: the clingo executable found on disk or in
 * PATH ({@link findExecutable}) and run through execa ({@link createNativeRunner}), and the encoding read with
 * node:fs. The web extension uses the core directly, with no executable.
 */

import { readFile } from 'node:fs/promises';
import type { ClingoLog } from './clingoRunner';
import { createClingoEngine, type ClingoDependencies, type ClingoEngineOptions, type ClingoSolver, type NativeClingo } from './clingoEngineCore';
import { findExecutable, type ExecutableFileSystem, type LookupEnvironment } from './findExecutable';
import { createNativeRunner } from './nativeRunner';
import type { ProcessLauncher } from './processLauncher';

/** Options of {@link createClingoSolver}: the engine's, and how Node finds and runs the executable. */
export interface ClingoSolverOptions extends ClingoEngineOptions {
  /** Starts processes (execa by default). */
  readonly launcher?: ProcessLauncher;
  /** PATH lookup environment and file system (the process's by default). */
  readonly lookupEnvironment?: LookupEnvironment;
  readonly fileSystem?: ExecutableFileSystem;
  /** Milliseconds between the deadline and killing a native clingo that did not stop. */
  readonly killGraceMs?: number;
  /** The most bytes read from a native clingo's stdout, and from its stderr, before it is killed (see createNativeRunner). */
  readonly maxOutputBytes?: number;
}

/** The executable on Node: found by {@link findExecutable}, run by {@link createNativeRunner} with the options' launcher and limits. */
function nodeNativeClingo(options: Omit<ClingoSolverOptions, keyof ClingoEngineOptions> = {}): NativeClingo {
  return {
    locate: (configured, settingName) => findExecutable(configured, settingName, options.lookupEnvironment, options.fileSystem),
    runner: (executable: string, log: ClingoLog) =>
      createNativeRunner({
        executable,
        log,
        ...(options.launcher ? { launcher: options.launcher } : {}),
        ...(options.killGraceMs !== undefined ? { killGraceMs: options.killGraceMs } : {}),
        ...(options.maxOutputBytes !== undefined ? { maxOutputBytes: options.maxOutputBytes } : {}),
      }),
  };
}

/** Node's effects of the clingo engine: the executable ({@link nodeNativeClingo}) and node:fs for the encoding. */
export function nodeClingoDependencies(options: Omit<ClingoSolverOptions, keyof ClingoEngineOptions> = {}): ClingoDependencies {
  return { native: nodeNativeClingo(options), readText: (path) => readFile(path, 'utf8') };
}

/** Creates the clingo engine with Node's effects. Reads nothing and starts nothing until the first solve. */
export function createClingoSolver(options: ClingoSolverOptions): ClingoSolver {
  return createClingoEngine(options, nodeClingoDependencies(options));
}
