/**
 * `npm run bench`, the engine targets of issue 13: the whole `lights-out solve` command on large
 * random solvable boards of every topology and several k, each run as its own process
 * (`node dist/cli.js solve --rows R --columns C --topology T --states K --random 1 --json`, its
 * output discarded; the 10000 x 10000 case solves the all-on board without printing its
 * presses), timed as a whole (median of 3). The table puts each case's target beside the engine
 * as it was before the rewrite (bench/engineBaseline.json, measured once) and today's time.
 *
 * Today's engine is timed with `--min-timeout 0`: the exact solve (solvability, a solution, the
 * exact count) with the minimum search stopped at once, and once more with the default options
 * (a 30 s minimum search, which proves what it can reach and gives a set it cannot search
 * completely a short effort of at most a second), showing what it proved.
 *
 * Arguments, optional: substrings picking cases by label (`node dist/engineBench.js torus`);
 * `--no-search` skips the default-search column; `--baseline CLI.js` measures the given older CLI
 * (with its default options) once per case, capped at 60 s, and writes bench/engineBaseline.json
 * instead of printing the table.
 */

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pad } from './benchSupport';

interface EngineCase {
  readonly label: string;
  readonly rows: number;
  readonly topology: 'plain' | 'torus' | 'hex';
  readonly states: number;
  readonly targetMs: number;
  /** The board and output flags; default a random solvable board with its presses printed. */
  readonly board?: readonly string[];
}

/** One measurement: the median time of the runs, or why there is none. */
type Measurement = { readonly ms: number } | { readonly refused: string } | { readonly timedOut: number };

interface Baseline {
  readonly commit: string;
  readonly date: string;
  readonly note: string;
  readonly cases: Readonly<Record<string, Measurement>>;
}

const RUNS = 3;
/** The longest one run of the old engine may take before it counts as not finishing. */
const BASELINE_CAP_MS = 60_000;
/** Today's engine gets the same cap, so one slow case cannot stall the table. */
const NOW_CAP_MS = 60_000;
/** A run with the default minimum search (30 s) may take a little longer than its deadline. */
const SEARCH_CAP_MS = 90_000;
const BASELINE_FILE = join(__dirname, '..', 'bench', 'engineBaseline.json');

function engineCases(): EngineCase[] {
  const cases: EngineCase[] = [];
  for (const topology of ['plain', 'torus', 'hex'] as const) {
    for (const states of [2, 3, 4, 6, 12, 36]) cases.push({ label: `1000x1000 ${topology} k=${states}`, rows: 1000, topology, states, targetMs: 2000 });
  }
  for (const topology of ['plain', 'torus', 'hex'] as const)
    cases.push({ label: `4000x4000 ${topology} k=2`, rows: 4000, topology, states: 2, targetMs: 10_000 });
  // The figure for this size is the all-on board without printing 10^8 presses (printing alone takes seconds).
  cases.push({ label: '10000x10000 plain k=2 all-on', rows: 10_000, topology: 'plain', states: 2, targetMs: 1000, board: ['--fill', '1', '--no-presses'] });
  return cases;
}

/** The command line of one case; `extra` flags go before `--json`. */
function commandLine(cli: string, spec: EngineCase, extra: readonly string[]): string[] {
  const shape = ['--rows', String(spec.rows), '--columns', String(spec.rows), '--topology', spec.topology, '--states', String(spec.states)];
  return [cli, 'solve', ...shape, ...(spec.board ?? ['--random', '1']), ...extra, '--json'];
}

/** Runs the CLI once on the case; the time of the whole process, and its JSON output when `keepOutput`. */
function runOnce(cli: string, spec: EngineCase, capMs: number, extra: readonly string[], keepOutput = false): { measurement: Measurement; output: string } {
  const started = performance.now();
  const child = spawnSync(process.execPath, commandLine(cli, spec, extra), {
    stdio: ['ignore', keepOutput ? 'pipe' : 'ignore', 'pipe'],
    encoding: 'utf8',
    timeout: capMs,
    killSignal: 'SIGKILL',
    maxBuffer: 2 ** 30,
  });
  const ms = performance.now() - started;
  if (child.error || child.signal) return { measurement: { timedOut: capMs }, output: '' };
  if (child.status !== 0) {
    return { measurement: { refused: (child.stderr || `exit ${child.status}`).split('\n').find((line) => line.trim()) ?? `exit ${child.status}` }, output: '' };
  }
  return { measurement: { ms }, output: child.stdout ?? '' };
}

/** The median of `RUNS` runs; a run that does not finish or is refused ends the measurement. */
function measure(cli: string, spec: EngineCase, capMs: number, extra: readonly string[] = []): Measurement {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const { measurement } = runOnce(cli, spec, capMs, extra);
    if (!('ms' in measurement)) return measurement;
    times.push(measurement.ms);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)] };
}

/** One run with the default minimum search: its time and what it proved, e.g. "31.2 s, 2491006 >= 0". */
function searchOutcome(cli: string, spec: EngineCase): string {
  const { measurement, output } = runOnce(cli, spec, SEARCH_CAP_MS, [], true);
  if (!('ms' in measurement)) return describe(measurement);
  const total = /"totalPresses":(\d+|null)/.exec(output)?.[1];
  const minimal = /"minimal":(true|false)/.exec(output)?.[1];
  const lowerBound = /"lowerBound":(\d+|null)/.exec(output)?.[1];
  const proof = minimal === 'true' ? `${total} proven` : `${total}, at least ${lowerBound}`;
  return `${describe(measurement)}: ${proof}`;
}

function describe(measurement: Measurement | undefined): string {
  if (!measurement) return '-';
  if ('ms' in measurement) return `${(measurement.ms / 1000).toFixed(2)} s`;
  if ('timedOut' in measurement) return `> ${measurement.timedOut / 1000} s`;
  return 'refused';
}

function selected(filters: readonly string[]): EngineCase[] {
  return engineCases().filter((spec) => filters.length === 0 || filters.some((filter) => spec.label.includes(filter)));
}

function writeBaseline(cli: string, filters: readonly string[]): void {
  const commit = spawnSync('git', ['-C', join(cli, '..', '..'), 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
  const previous: Baseline | null = existsSync(BASELINE_FILE) ? (JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as Baseline) : null;
  const cases: Record<string, Measurement> = { ...(previous?.commit === commit ? previous.cases : {}) };
  for (const spec of selected(filters)) {
    cases[spec.label] = measure(cli, spec, BASELINE_CAP_MS);
    console.log(`${pad(spec.label, 30, false)} ${describe(cases[spec.label])}`);
  }
  const baseline: Baseline = {
    commit,
    date: new Date().toISOString().slice(0, 10),
    note: `whole CLI process, median of ${RUNS}, each run capped at ${BASELINE_CAP_MS / 1000} s, 2-core machine shared with other work`,
    cases,
  };
  writeFileSync(BASELINE_FILE, JSON.stringify(baseline, null, 2) + '\n');
}

function main(): void {
  const baselineFlag = process.argv.indexOf('--baseline');
  const filters = process.argv.slice(2).filter((arg, index, all) => !arg.startsWith('--') && all[index - 1] !== '--baseline');
  if (baselineFlag >= 0) {
    writeBaseline(process.argv[baselineFlag + 1], filters);
    return;
  }
  const baseline: Baseline | null = existsSync(BASELINE_FILE) ? (JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as Baseline) : null;
  const before = baseline ? `before (${baseline.commit})` : 'before';
  const withSearch = !process.argv.includes('--no-search');
  console.log('\nEngine targets: the whole `lights-out solve --random 1 --json` process, presses printed.');
  console.log('"now": with --min-timeout 0 (the exact solve: solvability, a solution, the count; the minimum search stops at once), median of 3.');
  if (withSearch) console.log('"default search": one run with the default 30 s minimum search, and what it found.');
  console.log('');
  console.log([pad('case', 30, false), pad('target', 8), pad(before, 18), pad('now', 9), '  met', withSearch ? '   default search' : ''].join(' '));
  for (const spec of selected(filters)) {
    const cli = join(__dirname, 'cli.js');
    const now = measure(cli, spec, NOW_CAP_MS, ['--min-timeout', '0']);
    const met = 'ms' in now && now.ms <= spec.targetMs ? 'yes' : 'NO ';
    const search = withSearch ? `   ${searchOutcome(cli, spec)}` : '';
    console.log(
      [
        pad(spec.label, 30, false),
        pad(`${spec.targetMs / 1000} s`, 8),
        pad(describe(baseline?.cases[spec.label]), 18),
        pad(describe(now), 9),
        `  ${met}`,
        search,
      ].join(' '),
    );
  }
  if (baseline) console.log(`\nbefore: commit ${baseline.commit}, measured ${baseline.date} (${baseline.note})`);
}

main();
