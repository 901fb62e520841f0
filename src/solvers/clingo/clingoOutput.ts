/**
 * clingo's JSON output (`--outf=2`), typed once, and a strict parser for it. The shape follows
 * clingo 5.4 to 5.8 (the Debian executable and clingo-wasm): the result is a literal union, as in
 * domoritz/clingo-wasm, and anything of another shape is an error, never a solution. Pure.
 */

import { ClingoOutputError } from './clingoErrors';

/** The `Result` of a run: what clingo proved. */
export type ClingoResult = 'SATISFIABLE' | 'UNSATISFIABLE' | 'UNKNOWN' | 'OPTIMUM FOUND';

/** Every {@link ClingoResult}, for checks. */
const CLINGO_RESULTS: readonly ClingoResult[] = ['SATISFIABLE', 'UNSATISFIABLE', 'UNKNOWN', 'OPTIMUM FOUND'];

/** One model (witness): its shown atoms and, with a #minimize statement, its costs. */
export interface ClingoWitness {
  readonly Value: readonly string[];
  readonly Costs?: readonly number[];
  /** Seconds since the start (clingo 5.5 and later). */
  readonly Time?: number;
}

/** One solve call; clingo prints an empty object for a call without models. */
export interface ClingoCall {
  readonly Witnesses?: readonly ClingoWitness[];
}

/** The `Models` summary. */
export interface ClingoModels {
  /** How many models were printed. */
  readonly Number: number;
  /** Whether the search space has more models ("no": exhausted). */
  readonly More: 'yes' | 'no' | 'unknown';
  /** With optimization: whether the last model is proven optimal. */
  readonly Optimum?: 'yes' | 'no' | 'unknown';
  /** With optimization: the number of optimal models printed. */
  readonly Optimal?: number;
  /** With optimization: the costs of the best model. */
  readonly Costs?: readonly number[];
}

/** The whole JSON object clingo prints with `--outf=2`. */
export interface ClingoJson {
  readonly Solver?: string;
  readonly Input?: readonly string[];
  readonly Call: readonly ClingoCall[];
  readonly Result: ClingoResult;
  readonly Models: ClingoModels;
  readonly Calls?: number;
  /** Present (1) when the run stopped at `--time-limit`. */
  readonly 'TIME LIMIT'?: number;
  /** Present (1) when the run was interrupted by a signal. */
  readonly INTERRUPTED?: number;
  readonly Time?: Readonly<Record<string, number>>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNumberArray(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'number' && Number.isFinite(item));
}

/**
 * Checks that `value` is a witness object: a `Value` list of strings and, if present, a `Costs`
 * list of numbers. Throws {@link ClingoOutputError} naming `where` otherwise.
 */
export function checkWitness(value: unknown, where: string): ClingoWitness {
  if (!isRecord(value)) throw new ClingoOutputError(`${where} is not an object`);
  const { Value, Costs, Time } = value;
  if (!Array.isArray(Value) || !Value.every((atom) => typeof atom === 'string')) throw new ClingoOutputError(`${where} has no list of atoms ("Value")`);
  if (Costs !== undefined && !isNumberArray(Costs)) throw new ClingoOutputError(`${where} has costs that are not numbers`);
  if (Time !== undefined && typeof Time !== 'number') throw new ClingoOutputError(`${where} has a "Time" that is not a number`);
  return value as unknown as ClingoWitness;
}

const MORE = ['yes', 'no', 'unknown'];

/**
 * Parses clingo's `--outf=2` output. Throws {@link ClingoOutputError} for text that is not JSON
 * or JSON of another shape (a missing or unknown `Result`, a malformed model, ...): unexpected
 * output is a failure, never a solution.
 */
export function parseClingoOutput(text: string): ClingoJson {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const excerpt = text.trim().slice(0, 120);
    throw new ClingoOutputError(`clingo's output is not JSON (${(error as Error).message})${excerpt ? `: "${excerpt}"` : ': it printed nothing'}`);
  }
  if (!isRecord(json)) throw new ClingoOutputError("clingo's output is not a JSON object");
  const { Result, Call, Models } = json;
  if (typeof Result !== 'string' || !CLINGO_RESULTS.includes(Result as ClingoResult)) {
    throw new ClingoOutputError(`clingo's output has an unknown "Result": ${JSON.stringify(Result)}`);
  }
  if (!Array.isArray(Call)) throw new ClingoOutputError('clingo\'s output has no "Call" list');
  Call.forEach((call, callIndex) => {
    if (!isRecord(call)) throw new ClingoOutputError(`call ${callIndex + 1} of clingo's output is not an object`);
    if (call.Witnesses === undefined) return;
    if (!Array.isArray(call.Witnesses)) throw new ClingoOutputError(`call ${callIndex + 1} of clingo's output has a "Witnesses" that is not a list`);
    call.Witnesses.forEach((witness, index) => checkWitness(witness, `model ${index + 1} of clingo's output`));
  });
  if (!isRecord(Models)) throw new ClingoOutputError('clingo\'s output has no "Models" summary');
  if (typeof Models.Number !== 'number' || !Number.isInteger(Models.Number) || Models.Number < 0) {
    throw new ClingoOutputError('clingo\'s "Models" summary has no model count');
  }
  if (typeof Models.More !== 'string' || !MORE.includes(Models.More)) throw new ClingoOutputError('clingo\'s "Models" summary has no "More"');
  if (Models.Optimum !== undefined && (typeof Models.Optimum !== 'string' || !MORE.includes(Models.Optimum))) {
    throw new ClingoOutputError(`clingo's "Models" summary has an unknown "Optimum": ${JSON.stringify(Models.Optimum)}`);
  }
  if (Models.Costs !== undefined && !isNumberArray(Models.Costs)) throw new ClingoOutputError('clingo\'s "Models" summary has costs that are not numbers');
  return json as unknown as ClingoJson;
}

/** Every model of the output, in the order clingo found them (for optimization: improving). */
export function witnessesOf(output: ClingoJson): ClingoWitness[] {
  return output.Call.flatMap((call) => call.Witnesses ?? []);
}

/** True when the run stopped early (time limit or signal) rather than finishing its search. */
export function wasInterrupted(output: ClingoJson): boolean {
  return output['TIME LIMIT'] !== undefined || output.INTERRUPTED !== undefined;
}
