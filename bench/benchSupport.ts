/**
 * What the benchmarks that run each case in its own process share: the `--case N` dispatch (the
 * parent runs the table, a child runs one case and prints its result as JSON) and padding for
 * the table's columns.
 */

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
