/**
 * `npm run bench`, the error path of the `.lights` reader: how long parseLights takes to report
 * the errors of an invalid board, beside how long it takes to read a valid board of the same size
 * (the target: at most twice as long). Each size runs in its own child process (this script with
 * `--case N`), so that one size's memory never slows the next. Prints one table; times in ms,
 * the median of the runs.
 *
 * Arguments, optional: substrings to pick sizes by label, e.g. `node dist/formatBench.js 1000x`.
 */

import { spawnSync } from 'node:child_process';
import { pad, runCaseIfChild } from './benchSupport';
import { performance } from 'node:perf_hooks';
import { parseLights } from '../src/core/format/formatRead';
import { diagnosticsFromParse } from '../src/language/lightsDiagnostics';

interface SizeCase {
  readonly label: string;
  readonly size: number;
  /** Runs of each variant (the median is reported). */
  readonly runs: number;
}

const CASES: readonly SizeCase[] = [
  { label: '1000x1000', size: 1000, runs: 5 },
  { label: '4000x4000', size: 4000, runs: 3 },
  { label: '10000x10000', size: 10000, runs: 3 },
];

/** The boards of one size: valid, and invalid in the two ways that give an error per cell. */
const VARIANTS = [
  { name: 'valid', cell: '0' },
  { name: 'out of range', cell: '2' },
  { name: 'not a number', cell: 'x' },
] as const;

interface VariantResult {
  readonly name: string;
  readonly parseMs: number;
  /** The time to turn the parse into editor diagnostics (diagnosticsFromParse). */
  readonly diagnosticsMs: number;
  readonly errors: number;
}

function boardText(size: number, cell: string): string {
  const row = `${Array.from({ length: size }, () => cell).join(' ')}\n`;
  return `rows = ${size}\ncolumns = ${size}\nstates = 2\ngrid = """\n${row.repeat(size)}"""\n`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * Child mode: time every variant of one size and print JSON. The variants take turns, run after
 * run, so that a change in the machine's load falls on all of them alike; a small board first
 * warms up the reader.
 */
function runCase(index: number): void {
  const spec = CASES[index];
  parseLights(boardText(50, '0'));
  parseLights(boardText(50, 'x'));
  const texts = VARIANTS.map(({ cell }) => {
    const text = boardText(spec.size, cell);
    // Flat, as an editor hands it over: the timing is of reading, not of building the string.
    text.charCodeAt(text.length >> 1);
    return text;
  });
  const parseTimes = VARIANTS.map((): number[] => []);
  const diagnosticTimes = VARIANTS.map((): number[] => []);
  const errors = VARIANTS.map(() => 0);
  for (let run = 0; run < spec.runs; run++) {
    texts.forEach((text, variant) => {
      const started = performance.now();
      const result = parseLights(text);
      parseTimes[variant].push(performance.now() - started);
      const converted = performance.now();
      diagnosticsFromParse(text, result);
      diagnosticTimes[variant].push(performance.now() - converted);
      errors[variant] = result.ok ? 0 : result.errors.length;
    });
  }
  const results: VariantResult[] = VARIANTS.map(({ name }, variant) => ({
    name,
    parseMs: median(parseTimes[variant]),
    diagnosticsMs: median(diagnosticTimes[variant]),
    errors: errors[variant],
  }));
  process.stdout.write(JSON.stringify(results));
}

function main(): void {
  if (runCaseIfChild(runCase)) return;
  const filters = process.argv.slice(2);
  console.log('\nReading invalid boards (parseLights; every cell of the invalid boards is wrong; times in ms, target: invalid <= 2 x valid):\n');
  console.log(
    [
      pad('board', 12, false),
      pad('variant', 13, false),
      pad('parse', 9),
      pad('x valid', 8),
      pad('ok', 3),
      pad('diagnostics', 12),
      pad('errors shown', 13),
    ].join(' '),
  );
  for (let index = 0; index < CASES.length; index++) {
    const spec = CASES[index];
    if (filters.length > 0 && !filters.some((filter) => spec.label.includes(filter))) continue;
    const child = spawnSync(process.execPath, ['--max-old-space-size=8192', __filename, '--case', String(index)], { encoding: 'utf8', maxBuffer: 1 << 20 });
    if (child.status !== 0) {
      console.log(`${pad(spec.label, 12, false)} error: ${(child.stderr || '').split('\n').find((line) => line.trim()) ?? `exit ${child.status}`}`);
      continue;
    }
    const results = JSON.parse(child.stdout) as VariantResult[];
    const valid = results[0].parseMs;
    for (const result of results) {
      const ratio = result.parseMs / valid;
      console.log(
        [
          pad(spec.label, 12, false),
          pad(result.name, 13, false),
          pad(result.parseMs.toFixed(0), 9),
          pad(ratio.toFixed(2), 8),
          pad(result.name === 'valid' ? '' : ratio <= 2 ? 'yes' : 'NO', 3),
          pad(result.diagnosticsMs.toFixed(1), 12),
          pad(String(result.errors), 13),
        ].join(' '),
      );
    }
  }
}

main();
