// Runs the mocha suites compiled by `tsc` into out/test and ends with the plain summary line
// `N passed, N failed` that CI reads, followed by `, N skipped` when tests were skipped (mocha's
// pending tests). A suite that skips itself says why by setting `skipReason` on itself before
// `this.skip()` (skipSuite in test/solvers/clingo/clingoTestSupport.ts): each reason is printed
// once, with the number of tests it skipped. The end-to-end suite (out/test/e2e, real VS Code in
// code-server) is part of the run; only LIGHTS_OUT_E2E=skip leaves it out, and says so. The
// end-to-end benchmarks (out/test/e2e/bench: figures, not verdicts) run only when their folder is
// named (`npm run bench:editor`). `node test/run.js e2e cli` runs only the suites under
// out/test/e2e and out/test/cli.
'use strict';
const path = require('path');
const fs = require('fs');
const { Mocha } = require('mocha');

function testFiles(directory) {
  if (!fs.existsSync(directory)) return [];
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return entry.name.endsWith('.test.js') ? [full] : [];
  });
}

const root = path.join(__dirname, '..', 'out', 'test');
const mocha = new Mocha({ reporter: 'spec', timeout: 60000 });
const grep = process.env.MOCHA_GREP;
if (grep) mocha.grep(grep);
const skipEndToEnd = process.env.LIGHTS_OUT_E2E === 'skip';
const endToEndFolder = path.join(root, 'e2e') + path.sep;
const folders = process.argv.slice(2).map((folder) => path.join(root, folder));
const files = folders.length === 0 ? testFiles(root) : folders.flatMap((folder) => testFiles(folder));
const benchFolder = path.join(root, 'e2e', 'bench') + path.sep;
const benchAsked = folders.some((folder) => (folder + path.sep).startsWith(benchFolder));
if (files.length === 0) process.stdout.write(`No test files under ${folders.length === 0 ? root : folders.join(', ')}: run tsc first (npm test does).\n`);
// The end-to-end suites last: unit suites run after them measured a third slower (what code-server
// and chromium leave to settle), and a unit failure shows before the long part of the run.
const endToEndLast = (a, b) => Number(a.startsWith(endToEndFolder)) - Number(b.startsWith(endToEndFolder)) || (a < b ? -1 : a > b ? 1 : 0);
for (const file of files.sort(endToEndLast)) {
  if (skipEndToEnd && file.startsWith(endToEndFolder)) continue;
  if (!benchAsked && file.startsWith(benchFolder)) continue;
  mocha.addFile(file);
}
if (skipEndToEnd) process.stdout.write('The end-to-end suite (test/e2e) is skipped on request: LIGHTS_OUT_E2E=skip.\n');

/** Why a pending test was skipped: the `skipReason` of the nearest suite that has one. */
function skipReason(test) {
  for (let suite = test.parent; suite; suite = suite.parent) {
    if (typeof suite.skipReason === 'string') return suite.skipReason;
  }
  return 'no reason given';
}

let passed = 0;
let failed = 0;
let skipped = 0;
const skippedFor = new Map();
const runner = mocha.run((failures) => {
  for (const [reason, count] of skippedFor) process.stdout.write(`skipped ${count}: ${reason}\n`);
  process.stdout.write(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}\n`);
  process.exitCode = failures > 0 || failed > 0 || passed === 0 ? 1 : 0;
});
runner.on('pass', () => {
  passed += 1;
});
runner.on('fail', () => {
  failed += 1;
});
runner.on('pending', (test) => {
  skipped += 1;
  const reason = skipReason(test);
  skippedFor.set(reason, (skippedFor.get(reason) ?? 0) + 1);
});
