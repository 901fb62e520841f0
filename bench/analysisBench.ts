/**
 * The analysis benchmark (src/analysis): complete state-space statistics of small boards by
 * linear algebra, against a breadth-first search over every state (the classic approach: 20
 * minutes in Python for 5x5) written here in typed arrays for a fair comparison; then
 * the shortest-path table and its SQLite export (sql.js) in the full and compact formats, with
 * time and file size. Prints plain-text tables. Every analysis row is cross-checked: its
 * distribution must sum to its solvable states, and where the search ran, match it.
 *
 * Arguments, optional: substrings to pick cases by label, e.g. `node dist/analysisBench.js 5x5`.
 * Build: an esbuild entry like bench/bench.ts (see docs/analysis.md).
 */

import { createRequire } from 'node:module';
import * as os from 'node:os';
import { performance } from 'node:perf_hooks';
import initSqlJs, { type SqlJsStatic } from 'sql.js';
import { groupDigits } from '../src/analysis/analysisLimits';
import { analyzeStateSpace, type StateSpaceAnalysis } from '../src/analysis/analyzeStateSpace';
import { shortestPathTable } from '../src/analysis/shortestPathTable';
import { buildStateDatabase } from '../src/analysis/stateDatabase';
import { neighbourhood, type Topology } from '../src/domain/topology';
import type { BoardShape } from '../src/core/puzzle';

interface AnalysisCase extends BoardShape {
  readonly label: string;
}

function analysisCase(rows: number, columns: number, states = 2, topology: Topology = 'plain'): AnalysisCase {
  return { label: `${rows}x${columns} k=${states} ${topology}`, rows, columns, states, objective: 0, topology };
}

const ANALYSIS_CASES: readonly AnalysisCase[] = [
  analysisCase(3, 3),
  analysisCase(4, 4),
  analysisCase(5, 5),
  analysisCase(4, 5),
  analysisCase(5, 5, 2, 'torus'),
  analysisCase(4, 6, 2, 'hex'),
  analysisCase(3, 4, 3),
  analysisCase(4, 4, 3),
  analysisCase(3, 3, 5),
];

/** The breadth-first search runs on plain k = 2 boards up to this many states. */
const SEARCH_STATE_LIMIT = 2 ** 25;

/** Shapes whose shortest-path table is exported to SQLite, in both formats. */
const EXPORT_CASES: readonly AnalysisCase[] = [analysisCase(4, 4), analysisCase(5, 5)];

/**
 * The breadth-first search from the solved board, k = 2: a state is a bit mask, a
 * press XORs its neighbourhood mask. Returns the number of states at each distance.
 */
function webGameSearch(shape: BoardShape): number[] {
  const cells = shape.rows * shape.columns;
  const masks = Array.from({ length: cells }, (_, cell) => neighbourhood(shape, cell).reduce((mask, other) => mask | (1 << other), 0));
  const distance = new Uint8Array(2 ** cells).fill(255);
  const queue = new Int32Array(2 ** cells);
  distance[0] = 0;
  let tail = 1;
  const counts = [1];
  for (let head = 0; head < tail; head++) {
    const from = queue[head];
    const next = distance[from] + 1;
    for (let cell = 0; cell < cells; cell++) {
      const to = from ^ masks[cell];
      if (distance[to] !== 255) continue;
      distance[to] = next;
      queue[tail++] = to;
      counts[next] = (counts[next] ?? 0) + 1;
    }
  }
  return counts;
}

function timed<Result>(run: () => Result): { result: Result; ms: number } {
  const started = performance.now();
  const result = run();
  return { result, ms: performance.now() - started };
}

function formatMs(ms: number): string {
  if (ms < 10) return ms.toFixed(2);
  if (ms < 100) return ms.toFixed(1);
  return ms.toFixed(0);
}

function row(cells: readonly string[], widths: readonly number[]): string {
  return cells
    .map((cell, index) => (index === cells.length - 1 ? cell : cell.padStart(widths[index])))
    .join('  ')
    .trimEnd();
}

function check(analysis: StateSpaceAnalysis, search: number[] | null): string {
  const problems: string[] = [];
  const total = analysis.distribution.reduce((sum, count) => sum + count, 0);
  if (BigInt(total) !== analysis.solvableStates) problems.push(`distribution sums to ${total}, not ${analysis.solvableStates}`);
  if (search && search.join(',') !== analysis.distribution.join(',')) problems.push('distribution differs from the search');
  return problems.length === 0 ? 'ok' : `MISMATCH ${problems.join('; ')}`;
}

function analysisTable(cases: readonly AnalysisCase[]): void {
  const widths = [16, 14, 12, 4, 7, 11, 10, 8];
  console.log(row(['board', 'states', 'solvable', 'max', 'hardest', 'analysis ms', 'search ms', 'speedup', 'check'], widths));
  console.log(row(widths.map((width) => '-'.repeat(width)).concat(['-----']), widths));
  for (const shape of cases) {
    try {
      const { result: analysis, ms } = timed(() => analyzeStateSpace(shape));
      const searched = shape.states === 2 && shape.topology === 'plain' && 2 ** (shape.rows * shape.columns) <= SEARCH_STATE_LIMIT;
      const search = searched ? timed(() => webGameSearch(shape)) : null;
      console.log(
        row(
          [
            shape.label,
            groupDigits(analysis.totalStates),
            groupDigits(analysis.solvableStates),
            String(analysis.maxMoves),
            groupDigits(analysis.hardestCount),
            formatMs(ms),
            search ? formatMs(search.ms) : '—',
            search ? `${(search.ms / Math.max(ms, 1e-3)).toFixed(1)}x` : '—',
            check(analysis, search?.result ?? null),
          ],
          widths,
        ),
      );
    } catch (error) {
      console.log(row([shape.label, '—', '—', '—', '—', '—', '—', '—', `error: ${(error as Error).message}`], widths));
    }
  }
}

function exportTable(sql: SqlJsStatic, cases: readonly AnalysisCase[]): void {
  const widths = [16, 8, 10, 8, 13, 12, 9];
  console.log(row(['board', 'format', 'rows', 'table ms', 'sqlite ms', 'bytes', 'MiB'], widths));
  console.log(
    row(
      widths.map((width) => '-'.repeat(width)),
      widths,
    ),
  );
  for (const shape of cases) {
    for (const compact of [false, true]) {
      try {
        const { result: table, ms: tableMs } = timed(() => shortestPathTable(shape));
        const { result: database, ms } = timed(() => buildStateDatabase(sql, table, { compact }));
        console.log(
          row(
            [
              shape.label,
              compact ? 'compact' : 'full',
              groupDigits(database.rows),
              formatMs(tableMs),
              formatMs(ms),
              groupDigits(database.bytes.length),
              (database.bytes.length / 2 ** 20).toFixed(1),
            ],
            widths,
          ),
        );
      } catch (error) {
        console.log(row([shape.label, compact ? 'compact' : 'full', `error: ${(error as Error).message}`], widths));
      }
    }
  }
}

async function main(): Promise<void> {
  const filters = process.argv.slice(2);
  const pick = (cases: readonly AnalysisCase[]): readonly AnalysisCase[] =>
    filters.length === 0 ? cases : cases.filter((shape) => filters.some((filter) => shape.label.includes(filter)));
  const cpus = os.cpus();
  console.log(`Node ${process.version} on ${cpus[0]?.model.trim() ?? 'unknown CPU'} (${cpus.length} cores, ${os.platform()} ${os.arch()})`);
  console.log('Complete state-space analysis (src/analysis) against a breadth-first search over every');
  console.log(`state (typed arrays, plain k = 2 boards up to ${groupDigits(SEARCH_STATE_LIMIT)} states). One run each.`);
  console.log('');
  analysisTable(pick(ANALYSIS_CASES));
  console.log('');
  console.log("SQLite export of the shortest-path table (sql.js): full = the breadth-first search's columns + rows, columns;");
  console.log('compact = state, row, col. Time to fill the in-memory database and export its bytes.');
  console.log('');
  // Bundled, sql.js would look for its .wasm next to the bundle; resolve it from the package.
  const wasm = createRequire(__filename).resolve('sql.js/dist/sql-wasm.wasm');
  exportTable(await initSqlJs({ locateFile: () => wasm }), pick(EXPORT_CASES));
  console.log('');
  console.log(`peak RSS: ${(process.resourceUsage().maxRSS / 1024).toFixed(1)} MB`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
