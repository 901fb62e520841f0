// Runs the mocha suites compiled by `tsc` into out/test and ends with the plain summary line
// `N passed, N failed` that CI reads.
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
for (const file of testFiles(root).sort()) mocha.addFile(file);

let passed = 0;
let failed = 0;
const runner = mocha.run((failures) => {
  process.stdout.write(`${passed} passed, ${failed} failed\n`);
  process.exitCode = failures > 0 || failed > 0 || passed === 0 ? 1 : 0;
});
runner.on('pass', () => { passed += 1; });
runner.on('fail', () => { failed += 1; });
