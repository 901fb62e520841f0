/**
 * The clingo engine's suites on a machine without clingo, through test/run.js as `npm test` runs
 * them: the suites that need the executable skip themselves with the reason, the summary line
 * counts them, and LIGHTS_OUT_REQUIRE_CLINGO turns the skip into a failure (CI sets it).
 */

import * as assert from 'node:assert/strict';
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clingoOnPath, NO_CLINGO_REASON, pathWithout, REPOSITORY, REQUIRE_CLINGO_VARIABLE } from './clingoTestSupport';

/** The three suites under test/solvers/clingo that need the executable, and a quick one that does not. */
const SUITES =
  '^clingo engine: (native runner on the clingo executable|the solver on the clingo executable|cross-check with the internal engine|finding the executable) ';

/** test/run.js on the clingo engine's suites, with PATH lacking clingo and `variables` added to the environment. */
function runWithoutClingo(variables: Record<string, string>): { status: number | null; output: string; summary: string } {
  const scratch = mkdtempSync(join(tmpdir(), 'lights-out-no-clingo-'));
  const environment: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: pathWithout('clingo', scratch),
    MOCHA_GREP: SUITES,
    ...variables,
  };
  if (!(REQUIRE_CLINGO_VARIABLE in variables)) delete environment[REQUIRE_CLINGO_VARIABLE];
  assert.equal(clingoOnPath(environment.PATH), null);
  let result: SpawnSyncReturns<string>;
  try {
    result = spawnSync(process.execPath, [join(REPOSITORY, 'test', 'run.js'), join('solvers', 'clingo')], {
      encoding: 'utf8',
      env: environment,
      timeout: 120_000,
    });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const output = `${result.stdout}${result.stderr}`;
  return { status: result.status, output, summary: result.stdout.trimEnd().split('\n').at(-1) ?? '' };
}

describe('clingo engine: the test suites on a machine without clingo', function () {
  this.timeout(240_000);

  it('skip the suites that need the executable, print the reason once and count them in the summary line', () => {
    const { status, output, summary } = runWithoutClingo({});
    assert.equal(status, 0, output);
    const counted = /^(\d+) passed, 0 failed, (\d+) skipped$/.exec(summary);
    assert.ok(counted, `summary line: ${summary}`);
    const [passed, skipped] = [Number(counted[1]), Number(counted[2])];
    assert.ok(passed > 0 && skipped >= 9, summary);
    const reasons = output.split('\n').filter((line) => line.includes(NO_CLINGO_REASON));
    assert.deepEqual(reasons, [`skipped ${skipped}: ${NO_CLINGO_REASON}`]);
    assert.match(output, /- both runners agree with the internal engine on 300 random puzzles/);
    assert.doesNotMatch(output, /TypeError|failing/);
  });

  it(`fail instead when ${REQUIRE_CLINGO_VARIABLE}=1, each suite once, with nothing else failing`, () => {
    const { status, output, summary } = runWithoutClingo({ [REQUIRE_CLINGO_VARIABLE]: '1' });
    assert.equal(status, 1, output);
    assert.match(summary, /^\d+ passed, 3 failed$/);
    assert.equal(output.split(`${NO_CLINGO_REASON} (${REQUIRE_CLINGO_VARIABLE}=1 makes this a failure)`).length - 1, 3, output);
    assert.doesNotMatch(output, /TypeError/);
  });
});
