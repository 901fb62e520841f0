// Runs the mocha suites compiled by `tsc` into out/test and ends with the plain summary line
// `N passed, N failed` that CI reads, followed by `, N skipped` when tests were skipped (mocha's
// pending tests). A suite that skips itself says why by setting `skipReason` on itself before
// `this.skip()` (skipSuite in test/solvers/clingo/clingoTestSupport.ts): each reason is printed
// once, with the number of tests it skipped. The end-to-end suite (out/test/e2e, real VS Code in
// code-server) is part of the run; only LIGHTS_OUT_E2E=skip leaves it out, and says so. The
// end-to-end benchmarks (out/test/e2e/bench: figures, not verdicts) run only when their folder is
// named (`npm run bench:editor`). `node test/run.js e2e cli` runs only the suites under
// out/test/e2e and out/test/cli.
// The suites run in lanes, each a process of its own, at the same time (see runLanes): the unit and
// the end-to-end suites, and with `--checks` (npm test) the type checks of src and the webview,
// eslint and prettier; the summary line adds up the lanes. The lanes' TMPDIR is a fresh folder of
// the run: once every lane has ended, anything left in it, and any process of the run still alive,
// is named on a line of its own, fails the run and is removed (see leftoverCheck).
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
const repository = path.join(__dirname, '..');
const argv = process.argv.slice(2);
const laneAt = argv.indexOf('--lane');
/** `--lane unit|unit-1-of-2|unit-2-of-2|e2e`: this process is one lane of a run (see runLanes). */
const lane = laneAt >= 0 ? argv[laneAt + 1] : null;
/** `--checks`: the type checks, lint and format check run beside the tests (npm test). */
const withChecks = argv.includes('--checks');
const grep = process.env.MOCHA_GREP;
const skipEndToEnd = process.env.LIGHTS_OUT_E2E === 'skip';
const endToEndFolder = path.join(root, 'e2e') + path.sep;
const folderNames = argv.filter((arg, index) => !arg.startsWith('--') && argv[index - 1] !== '--lane');
const folders = folderNames.map((folder) => path.join(root, folder));
const files = folders.length === 0 ? testFiles(root) : folders.flatMap((folder) => testFiles(folder));
const benchFolder = path.join(root, 'e2e', 'bench') + path.sep;
const benchAsked = folders.some((folder) => (folder + path.sep).startsWith(benchFolder));
if (files.length === 0) process.stdout.write(`No test files under ${folders.length === 0 ? root : folders.join(', ')}: run tsc first (npm test does).\n`);
const isEndToEnd = (file) => file.startsWith(endToEndFolder);
const selected = files.filter((file) => (benchAsked || !file.startsWith(benchFolder)) && !(skipEndToEnd && isEndToEnd(file)));
const unitFiles = selected.filter((file) => !isEndToEnd(file)).sort();
// In one process the end-to-end suites come last: unit suites run after them measured a third slower
// (what code-server and chromium leave to settle), and a unit failure shows before the long part.
const endToEndFiles = selected.filter(isEndToEnd).sort();

/** The checks `--checks` runs beside the tests, one after another. */
const CHECKS = [
  ['tsc', '-p', 'src/tsconfig.json'],
  ['tsc', '-p', 'src/webview/tsconfig.json'],
  ['eslint', '.'],
  ['prettier', '--check', '.'],
];

/** The files of a lane; `unit-i-of-n` takes every n-th unit file from the i-th (neighbours in a folder share its cost). */
function laneFiles(name) {
  const part = /^unit-(\d+)-of-(\d+)$/.exec(name);
  if (part) return unitFiles.filter((_, index) => index % Number(part[2]) === Number(part[1]) - 1);
  return name === 'unit' ? unitFiles : name === 'e2e' ? endToEndFiles : [...unitFiles, ...endToEndFiles];
}

if (lane === null) {
  runLanes();
} else {
  runMocha(laneFiles(lane));
}

/**
 * Runs the lanes of a run at once, each in its own process: with end-to-end suites, the unit suites
 * in one lane and the end-to-end suites in another (they mostly wait on VS Code and the browser,
 * so the unit suites use the second core meanwhile); without, the unit suites in two lanes, one per
 * core. With --checks the type checks, lint and format check run as one more lane. Each test lane's
 * output is shown in lane order (a lane's is kept until the lanes before it end), then the checks'
 * when one failed; the run ends with one summary line over the test lanes.
 */
function runLanes() {
  const { spawn } = require('child_process');
  const leftovers = leftoverCheck();
  const children = [];
  const totals = { passed: 0, failed: 0, skipped: 0 };
  const skippedFor = new Map();
  /**
   * Runs a process; its output goes to `show` line by line. A test lane reports its counts as one
   * message on its IPC channel (never parsed from its output, which may quote a summary line).
   * Resolves with its exit code.
   */
  const start = (command, args, show) =>
    new Promise((resolve) => {
      // Each lane leads a process group of its own, so that what it starts can be found after it ends.
      const child = spawn(command, args, { cwd: repository, stdio: ['ignore', 'pipe', 'pipe', 'ipc'], env: leftovers.env, detached: true });
      children.push(child);
      leftovers.watchGroup(child.pid);
      child.on('message', (counts) => {
        totals.passed += counts.passed;
        totals.failed += counts.failed;
        totals.skipped += counts.skipped;
        for (const [reason, count] of counts.skippedFor) skippedFor.set(reason, (skippedFor.get(reason) ?? 0) + count);
      });
      let partial = '';
      const take = (chunk) => {
        const lines = (partial + chunk).split('\n');
        partial = lines.pop();
        for (const line of lines) show(line + '\n');
      };
      child.stdout.setEncoding('utf8').on('data', take);
      child.stderr.setEncoding('utf8').on('data', take);
      child.on('close', (code) => {
        if (partial) take('\n');
        resolve(code ?? 1);
      });
    });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      children.forEach((child) => child.kill(signal));
      process.exitCode = 1;
    });
  }
  const live = (text) => process.stdout.write(text);
  const names = endToEndFiles.length > 0 ? ['unit', 'e2e'] : ['unit-1-of-2', 'unit-2-of-2'];
  const testLanes = names.filter((name) => laneFiles(name).length > 0);
  if (skipEndToEnd) live('The end-to-end suite (test/e2e) is skipped on request: LIGHTS_OUT_E2E=skip.\n');
  // Lane i's output goes out once lanes 0..i-1 have ended; until then it is kept.
  const held = testLanes.map(() => '');
  const ended = testLanes.map(() => false);
  let shown = 0;
  const exits = testLanes.map((name, index) =>
    start(process.execPath, [path.join(__dirname, 'run.js'), '--lane', name, ...folderNames], (text) => {
      if (index === shown) live(text);
      else held[index] += text;
    }).then((code) => {
      ended[index] = true;
      while (shown < testLanes.length && ended[shown]) {
        shown += 1;
        if (shown < testLanes.length) live(held[shown]);
        if (shown < testLanes.length) held[shown] = '';
      }
      return code;
    }),
  );
  let checksOutput = '';
  const checksFailed = [];
  const checks = !withChecks
    ? Promise.resolve()
    : CHECKS.reduce(
        (previous, [tool, ...args]) =>
          previous.then(async () => {
            const code = await start(path.join(repository, 'node_modules', '.bin', tool), args, (text) => (checksOutput += text));
            if (code !== 0) checksFailed.push([tool, ...args].join(' '));
          }),
        Promise.resolve(),
      );
  Promise.all([Promise.all(exits), checks])
    .then(async ([codes]) => [codes, await leftovers.collect()])
    .then(([codes, left]) => {
      if (withChecks) {
        if (checksFailed.length > 0) live(`\n${checksOutput}\nFailed checks: ${checksFailed.join('; ')}\n`);
        else live(`Checks passed: ${CHECKS.map((check) => check.join(' ')).join(' | ')}\n`);
      }
      for (const [reason, count] of skippedFor) live(`skipped ${count}: ${reason}\n`);
      if (left.length > 0) {
        live(`Left behind by the run (now removed; a test must remove what it makes), which fails it:\n`);
        for (const line of left) live(`  ${line}\n`);
      }
      live(`${totals.passed} passed, ${totals.failed} failed${totals.skipped > 0 ? `, ${totals.skipped} skipped` : ''}\n`);
      const failedLane = codes.some((code) => code !== 0);
      process.exitCode = failedLane || checksFailed.length > 0 || totals.failed > 0 || totals.passed === 0 || left.length > 0 ? 1 : 0;
    });
}

/**
 * The check that a run leaves nothing behind. The lanes get `env`, whose TMPDIR (and TMP, TEMP) is
 * a fresh folder of this run, so other programs' files do not count, and whose
 * LIGHTS_OUT_TEST_RUN names it. After the lanes, `collect` waits up to 5 s
 * (LIGHTS_OUT_RUN_GRACE_MS) for the run's processes to end, then names every entry left in the
 * folder and every process still alive that belongs to the run (one whose TMPDIR or
 * LIGHTS_OUT_TEST_RUN is the folder or inside it, or that is still in the process group of a lane;
 * found through /proc, so on Linux), kills those processes, removes the folder and resolves with
 * one line per leftover.
 */
function leftoverCheck() {
  const os = require('os');
  const { setTimeout: delay } = require('timers/promises');
  const folder = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'lights-out-test-run-')));
  const env = { ...process.env, TMPDIR: folder, TMP: folder, TEMP: folder, LIGHTS_OUT_TEST_RUN: folder };
  const groups = new Set();
  const ofTheRun = (value) => value !== undefined && (value === folder || value.startsWith(folder + path.sep));
  /** The run's processes still alive, as [pid, command line]. */
  const liveProcesses = () => {
    if (!fs.existsSync('/proc/self/stat')) return [];
    const found = [];
    for (const name of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
      try {
        const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        // A zombie has ended; it waits only for its parent to read its status.
        if (fields[0] === 'Z') continue;
        const variables = new Map(
          fs
            .readFileSync(`/proc/${name}/environ`, 'utf8')
            .split('\0')
            .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
        );
        if (groups.has(Number(fields[2])) || ofTheRun(variables.get('TMPDIR')) || ofTheRun(variables.get('LIGHTS_OUT_TEST_RUN'))) {
          const command = fs.readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0').join(' ').trim();
          found.push([Number(name), command.length > 160 ? `${command.slice(0, 157)}...` : command]);
        }
      } catch {
        // The process ended while it was read, or is another user's: not one of the run's.
      }
    }
    return found;
  };
  /** The entries left in the folder, a folder's with its number of files. */
  const leftEntries = () =>
    fs.readdirSync(folder, { withFileTypes: true }).map((entry) => {
      const full = path.join(folder, entry.name);
      if (!entry.isDirectory()) return `file ${full}`;
      const count = fs.readdirSync(full, { recursive: true }).length;
      return `folder ${full}${path.sep} (${count === 0 ? 'empty' : `${count} ${count === 1 ? 'entry' : 'entries'} inside`})`;
    });
  const remove = () => fs.rmSync(folder, { recursive: true, force: true });
  // An interrupted run removes its folder too (its lanes are stopped by the signal handler).
  process.once('exit', remove);
  return {
    env,
    /** Counts the processes of a lane's process group as the run's. */
    watchGroup(pid) {
      if (pid !== undefined) groups.add(pid);
    },
    async collect() {
      // A process told to stop may take a moment to go: wait on the condition, not a fixed time.
      const deadline = Date.now() + Number(process.env.LIGHTS_OUT_RUN_GRACE_MS ?? 5000);
      let processes = liveProcesses();
      while (processes.length > 0 && Date.now() < deadline) {
        await delay(100);
        processes = liveProcesses();
      }
      const lines = [...leftEntries(), ...processes.map(([pid, command]) => `process ${pid} still running: ${command}`)];
      for (const [pid] of processes) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // It ended meanwhile.
        }
      }
      remove();
      return lines;
    },
  };
}

/** Runs the given test files in this process, in order. */
function runMocha(testFilesToRun) {
  const mocha = new Mocha({ reporter: 'spec', timeout: 60000 });
  if (grep) mocha.grep(grep);
  for (const file of testFilesToRun) mocha.addFile(file);
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const skippedFor = new Map();
  const runner = mocha.run((failures) => {
    if (lane !== null && process.send) {
      // A lane of a run: its counts go to the run, which prints the one summary line.
      process.send({ passed, failed, skipped, skippedFor: [...skippedFor] });
      process.exitCode = failures > 0 || failed > 0 ? 1 : 0;
      return;
    }
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
}

/** Why a pending test was skipped: the `skipReason` of the nearest suite that has one. */
function skipReason(test) {
  for (let suite = test.parent; suite; suite = suite.parent) {
    if (typeof suite.skipReason === 'string') return suite.skipReason;
  }
  return 'no reason given';
}
