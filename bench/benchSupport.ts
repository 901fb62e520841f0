/**
 * What the benchmarks that run each case in its own process share: the `--case N` dispatch (the
 * parent runs the table, a child runs one case and prints its result as JSON) and padding for
 * the table's columns, and the probe of a measured child's peak memory.
 */

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Right-aligned (numbers) or, with `right` false, left-aligned text of at least `width` characters. */
export function pad(text: string, width: number, right = true): string {
  return right ? text.padStart(width) : text.padEnd(width);
}

/**
 * Runs `runCase` with N when this process was started with `--case N` and returns true; returns
 * false in the parent, which then prints the table.
 */
export function runCaseIfChild(runCase: (index: number) => void): boolean {
  const caseFlag = process.argv.indexOf('--case');
  if (caseFlag < 0) return false;
  runCase(Number(process.argv[caseFlag + 1]));
  return true;
}

let probeFile: string | undefined;

/**
 * A script for `--require` in a measured child process: as the process exits, its main thread
 * writes `peak-rss-kb N` on stderr, the peak resident memory of this process image (Linux's
 * VmHWM; getrusage's maxRSS elsewhere, which Linux carries over fork and exec). A CommonJS file,
 * not an `--import` of a data: URL: that starts the ES module loader in every thread of the child
 * (the launcher, the command's worker, the search's helper), about 0.1 s of the time measured.
 * Written once into a temporary folder removed when this process exits.
 */
export function peakMemoryProbe(): string {
  if (probeFile !== undefined) return probeFile;
  const folder = mkdtempSync(join(tmpdir(), 'lights-out-bench-'));
  process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
  probeFile = join(folder, 'peak-memory-probe.js');
  const script = [
    "const { readFileSync, writeSync } = require('fs');",
    "if (require('worker_threads').isMainThread) process.on('exit', () => {",
    '  let kb = process.resourceUsage().maxRSS;',
    "  try { kb = Number(/VmHWM:\\s+(\\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? kb); } catch {}",
    '  writeSync(2, `\\npeak-rss-kb ${kb}\\n`);',
    '});',
    '',
  ];
  writeFileSync(probeFile, script.join('\n'));
  return probeFile;
}

/** The peak memory in kB that {@link peakMemoryProbe} wrote into `stderr`, or NaN. */
export function probedPeakKb(stderr: string): number {
  return Number(/peak-rss-kb (\d+)/.exec(stderr)?.[1] ?? NaN);
}
