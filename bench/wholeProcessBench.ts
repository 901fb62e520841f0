/**
 * `npm run bench`, the whole-process targets of issue 29: each row is the `lights-out solve`
 * command as a user runs it (process start, building or reading the board, solving, printing),
 * timed as a whole (median of 3 runs) with its peak memory (the largest resident set of the runs,
 * read by a preloaded probe when the process exits), beside its target and the figure before the
 * issue (bench/wholeProcessBaseline.json: the issue's own figures, measured on the 2-core machine
 * with the engine of that time, and the default-options sweep of that engine). The last
 * row solves every 1000x1000 all-on board (plain, torus, hex; k = 2..36) once with the default
 * options and reports the slowest.
 *
 * Arguments, optional: substrings picking rows by label; `--no-sweep` leaves out the last row;
 * `--baseline CLI.js` measures the given older CLI (one run per row when a run takes over 20 s,
 * each capped at 180 s) and writes bench/wholeProcessBaseline.json instead of the table.
 */

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { solveTimeEstimateMs } from '../src/solvers/internal/solveTime';
import type { Topology } from '../src/domain/topology';
import { pad, peakMemoryProbe, probedPeakKb } from './benchSupport';

interface TargetRow {
  readonly label: string;
  /** The arguments after `solve`. */
  readonly args: readonly string[];
  readonly targetSeconds: number;
  readonly targetMb?: number;
  /** The row counts as met only when the answer is proven minimal. */
  readonly proven?: boolean;
}

/** One measurement: median seconds and peak megabytes, with what the answer proved; or why there is none. */
type Measurement =
  { readonly seconds: number; readonly peakMb: number; readonly minimal: boolean | null } | { readonly timedOut: number } | { readonly failed: string };

interface Baseline {
  readonly commit: string;
  readonly date: string;
  readonly note: string;
  readonly rows: Readonly<Record<string, Measurement>>;
  /** The slowest board of the 1000x1000 sweep, e.g. "hex k=30". */
  readonly sweepSlowest?: string;
}

const RUNS = 3;
const CAP_SECONDS = 180;
/** A run longer than this is not repeated: its one time stands. */
const REPEAT_BELOW_SECONDS = 20;
const BASELINE_FILE = join(__dirname, '..', 'bench', 'wholeProcessBaseline.json');
const SWEEP_LABEL = '1000x1000 all k, default: slowest';
const SWEEP_TARGET_SECONDS = 2;

function board(rows: number, topology: 'plain' | 'torus' | 'hex', states: number, ...flags: string[]): string[] {
  return [
    '--rows',
    String(rows),
    '--columns',
    String(rows),
    '--topology',
    topology,
    '--states',
    String(states),
    '--fill',
    '1',
    '--no-presses',
    '--json',
    ...flags,
  ];
}

const ROWS: readonly TargetRow[] = [
  { label: '10000x10000 plain k=2', args: board(10_000, 'plain', 2), targetSeconds: 0.4, targetMb: 300 },
  { label: '10000x10000 torus k=2', args: board(10_000, 'torus', 2, '--min-timeout', '0'), targetSeconds: 2, targetMb: 1000 },
  { label: '10000x10000 hex k=2', args: board(10_000, 'hex', 2, '--min-timeout', '0'), targetSeconds: 2, targetMb: 1000 },
  ...(['plain', 'torus', 'hex'] as const).flatMap((topology) =>
    [3, 6].map((states) => ({ label: `10000x10000 ${topology} k=${states}`, args: board(10_000, topology, states, '--min-timeout', '0'), targetSeconds: 5 })),
  ),
  { label: '1000x1000 plain k=3 proven', args: board(1000, 'plain', 3), targetSeconds: 1, proven: true },
];

/** The engine's estimate of a row's exact solve (solveTime.ts), in seconds: what `--timeout` is weighed against. */
function estimatedSeconds(args: readonly string[]): number {
  const flag = (name: string): string => args[args.indexOf(`--${name}`) + 1];
  const side = Number(flag('rows'));
  return solveTimeEstimateMs({ rows: side, columns: Number(flag('columns')), topology: flag('topology') as Topology, states: Number(flag('states')) }) / 1000;
}

/** Runs `cli solve args` once: its wall time, peak memory and whether it proved the minimum. */
function runOnce(cli: string, args: readonly string[]): Measurement {
  const started = performance.now();
  const child = spawnSync(process.execPath, ['--require', peakMemoryProbe(), cli, 'solve', ...args], {
    encoding: 'utf8',
    maxBuffer: 2 ** 26,
    timeout: CAP_SECONDS * 1000,
    killSignal: 'SIGKILL',
  });
  const seconds = (performance.now() - started) / 1000;
  if (child.error || child.signal) return { timedOut: CAP_SECONDS };
  // Exit 1 is an answer too: the board is not solvable.
  if (child.status !== 0 && child.status !== 1)
    return { failed: (child.stderr || `exit ${child.status}`).split('\n').find((line) => line.trim()) ?? `exit ${child.status}` };
  const minimal = /"minimal":(true|false)/.exec(child.stdout)?.[1];
  const peakKb = probedPeakKb(child.stderr);
  return { seconds, peakMb: peakKb / 1024, minimal: minimal === undefined ? null : minimal === 'true' };
}

/** The median time and the largest peak of up to {@link RUNS} runs. */
function measure(cli: string, args: readonly string[]): Measurement {
  const runs: { seconds: number; peakMb: number; minimal: boolean | null }[] = [];
  for (let run = 0; run < RUNS; run++) {
    const measurement = runOnce(cli, args);
    if (!('seconds' in measurement)) return measurement;
    runs.push(measurement);
    if (measurement.seconds > REPEAT_BELOW_SECONDS) break;
  }
  const times = runs.map((run) => run.seconds).sort((a, b) => a - b);
  return { seconds: times[Math.floor(times.length / 2)], peakMb: Math.max(...runs.map((run) => run.peakMb)), minimal: runs[0].minimal };
}

/**
 * Every 1000x1000 all-on board with default options, once each: the slowest, as a measurement and
 * its board, and the boards over {@link SWEEP_TARGET_SECONDS} with their times.
 */
function sweep(cli: string): { measurement: Measurement; board: string; over: string[] } {
  let slowest: { measurement: Measurement; board: string } = { measurement: { failed: 'no board' }, board: '' };
  const over: string[] = [];
  for (const topology of ['plain', 'torus', 'hex'] as const) {
    for (let states = 2; states <= 36; states++) {
      const measurement = runOnce(cli, board(1000, topology, states));
      const seconds = 'seconds' in measurement ? measurement.seconds : Infinity;
      if (seconds > SWEEP_TARGET_SECONDS)
        over.push(`${topology} k=${states} ${describeTime(measurement)}${'minimal' in measurement && measurement.minimal ? ' proven' : ''}`);
      const worst = 'seconds' in slowest.measurement ? slowest.measurement.seconds : slowest.board === '' ? -1 : Infinity;
      if (seconds > worst) slowest = { measurement, board: `${topology} k=${states}` };
    }
  }
  return { ...slowest, over };
}

function describeTime(measurement: Measurement | undefined): string {
  if (!measurement) return '-';
  if ('seconds' in measurement) return `${measurement.seconds.toFixed(2)} s`;
  if ('timedOut' in measurement) return `> ${measurement.timedOut} s`;
  return 'failed';
}

function describePeak(measurement: Measurement | undefined): string {
  return measurement && 'seconds' in measurement && Number.isFinite(measurement.peakMb) ? `${Math.round(measurement.peakMb)} MB` : '-';
}

function selectedRows(filters: readonly string[]): TargetRow[] {
  return ROWS.filter((row) => filters.length === 0 || filters.some((filter) => row.label.includes(filter)));
}

function writeBaseline(cli: string, filters: readonly string[], withSweep: boolean): void {
  const commit = spawnSync('git', ['-C', join(cli, '..', '..'), 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
  const previous: Baseline | null = existsSync(BASELINE_FILE) ? (JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as Baseline) : null;
  const rows: Record<string, Measurement> = { ...(previous?.commit === commit ? previous.rows : {}) };
  for (const row of selectedRows(filters)) {
    rows[row.label] = measure(cli, row.args);
    console.log(`${pad(row.label, 34, false)} ${describeTime(rows[row.label])} ${describePeak(rows[row.label])}`);
  }
  let sweepSlowest = previous?.commit === commit ? previous.sweepSlowest : undefined;
  if (withSweep) {
    const { measurement, board: slowest } = sweep(cli);
    rows[SWEEP_LABEL] = measurement;
    sweepSlowest = slowest;
    console.log(`${pad(SWEEP_LABEL, 34, false)} ${describeTime(measurement)} (${slowest})`);
  }
  const baseline: Baseline = {
    commit,
    date: new Date().toISOString().slice(0, 10),
    note: `whole CLI process, median of up to ${RUNS} runs (one when over ${REPEAT_BELOW_SECONDS} s), each capped at ${CAP_SECONDS} s, peak resident set of the runs; 2-core machine`,
    rows,
    ...(sweepSlowest === undefined ? {} : { sweepSlowest }),
  };
  writeFileSync(BASELINE_FILE, JSON.stringify(baseline, null, 2) + '\n');
}

function met(row: { targetSeconds: number; targetMb?: number; proven?: boolean }, measurement: Measurement): string {
  if (!('seconds' in measurement)) return 'NO ';
  const inTime = measurement.seconds <= row.targetSeconds;
  const inMemory = row.targetMb === undefined || measurement.peakMb <= row.targetMb;
  const proof = !row.proven || measurement.minimal === true;
  return inTime && inMemory && proof ? 'yes' : 'NO ';
}

function main(): void {
  const argv = process.argv.slice(2);
  const baselineFlag = argv.indexOf('--baseline');
  const filters = argv.filter((arg, index) => !arg.startsWith('--') && argv[index - 1] !== '--baseline');
  const withSweep = !argv.includes('--no-sweep') && (filters.length === 0 || filters.some((filter) => SWEEP_LABEL.includes(filter)));
  if (baselineFlag >= 0) {
    writeBaseline(argv[baselineFlag + 1], filters, withSweep);
    return;
  }
  const baseline: Baseline | null = existsSync(BASELINE_FILE) ? (JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as Baseline) : null;
  const cli = join(__dirname, 'cli.js');
  console.log('\nWhole-process targets (issue 29): `lights-out solve` on all-on boards, `--no-presses --json`; median of 3 runs, peak memory of the runs.');
  console.log('10000x10000 rows other than plain k=2 use `--min-timeout 0` (the exact solve); the others use the default options.');
  console.log("estimate: the engine's estimate of the exact solve before it starts (what --timeout is weighed against), and its ratio to now.\n");
  const header = [pad('case', 34, false), pad('target', 14), pad('before', 18), pad('now', 9), pad('peak', 9), pad('estimate', 14), '  met'];
  console.log(header.join(' '));
  const line = (label: string, target: string, before: Measurement | undefined, now: Measurement, verdict: string, note = '', estimate = '-'): void =>
    console.log(
      [
        pad(label, 34, false),
        pad(target, 14),
        pad(`${describeTime(before)}, ${describePeak(before)}`, 18),
        pad(describeTime(now), 9),
        pad(describePeak(now), 9),
        pad(estimate, 14),
        `  ${verdict}${note}`,
      ].join(' '),
    );
  for (const row of selectedRows(filters)) {
    const now = measure(cli, row.args);
    const target = `${row.targetSeconds} s${row.targetMb ? `, ${row.targetMb / 1000} GB` : ''}`;
    const proof = 'seconds' in now && row.proven ? (now.minimal ? ' (proven)' : ' (not proven)') : '';
    // The estimate is of the exact solve: a row that searches for the fewest presses takes that search's time besides.
    const estimate = estimatedSeconds(row.args);
    const ratio = 'seconds' in now && !row.proven ? ` (x${(estimate / now.seconds).toFixed(2)})` : row.proven ? ' (exact)' : '';
    line(row.label, target, baseline?.rows[row.label], now, met(row, now), proof, `${estimate.toFixed(2)} s${ratio}`);
  }
  if (withSweep) {
    const { measurement, board: slowest, over } = sweep(cli);
    const beforeBoard = baseline?.sweepSlowest ? ` (before: ${baseline.sweepSlowest})` : '';
    line(
      SWEEP_LABEL,
      `${SWEEP_TARGET_SECONDS} s`,
      baseline?.rows[SWEEP_LABEL],
      measurement,
      met({ targetSeconds: SWEEP_TARGET_SECONDS }, measurement),
      ` ${slowest}${beforeBoard}`,
    );
    console.log(`  ${over.length} of 105 boards over ${SWEEP_TARGET_SECONDS} s${over.length > 0 ? `: ${over.join(', ')}` : ''}`);
  }
  if (baseline) console.log(`\nbefore: commit ${baseline.commit}, measured ${baseline.date} (${baseline.note})`);
}

main();
