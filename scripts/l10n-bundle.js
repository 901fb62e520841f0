#!/usr/bin/env node
/**
 * The runtime bundle (l10n/) read from the source: every message the code passes to
 * `vscode.l10n.t` (extension host) or `l10n.t` (src/domain/l10n.ts: webviews, workers, shared
 * words) is a key of l10n/bundle.l10n.json, keyed by its own English text, and a key of every
 * translation l10n/bundle.l10n.<language>.json. The first argument of each call is a string literal
 * in single or double quotes, so that it can be read here.
 *
 *   node scripts/l10n-bundle.js                      writes l10n/bundle.l10n.json from the source,
 *                                                    and lists the messages a translation lacks
 *   node scripts/l10n-bundle.js --merge fr A.json …  adds the translations in A.json … (objects
 *                                                    keyed by English text) to bundle.l10n.fr.json,
 *                                                    keeping only keys the source uses
 *   node scripts/l10n-bundle.js --check              exits 1 when the English bundle is not the
 *                                                    source's, or a translation lacks a message
 *
 * test/l10n/runtimeBundle.test.ts runs the same reading (this module's `sourceMessages`).
 */

'use strict';

const fs = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..');
const bundleFolder = path.join(root, 'l10n');
const englishFile = path.join(bundleFolder, 'bundle.l10n.json');

/** A call of `l10n.t(` (also `vscode.l10n.t(`) and what follows it. */
const CALL = /\bl10n\.t\(\s*/g;
/** A literal first argument in single or double quotes, followed by `,` or `)`. */
const LITERAL = /^(?:'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)")\s*[,)]/;

function unescapeLiteral(text) {
  return text.replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|.)/g, (_, code) => {
    if (code.startsWith('u{')) return String.fromCodePoint(parseInt(code.slice(2, -1), 16));
    if (code.length > 1 && (code[0] === 'u' || code[0] === 'x')) return String.fromCharCode(parseInt(code.slice(1), 16));
    return { n: '\n', t: '\t', r: '\r', 0: '\0' }[code] ?? code;
  });
}

function typeScriptFiles(folder) {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return typeScriptFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/**
 * The messages of the source under `sourceFolder` (default src/): `messages` in order of first use,
 * `problems` the calls whose first argument is not a plain literal ("src/x.ts:12:5: …").
 */
function sourceMessages(sourceFolder = path.join(root, 'src')) {
  const messages = new Set();
  const problems = [];
  for (const file of typeScriptFiles(sourceFolder).sort()) {
    const text = fs.readFileSync(file, 'utf8');
    for (const call of text.matchAll(CALL)) {
      const before = text.slice(0, call.index).split('\n');
      const line = before[before.length - 1];
      // A mention in a comment is not a call (a `//` inside a string, such as a URL, starts none).
      const code = line.replace(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`/g, "''");
      if (/^\s*(\*|\/\/|\/\*)/.test(code) || code.includes('//')) continue;
      const literal = LITERAL.exec(text.slice(call.index + call[0].length));
      if (literal) {
        messages.add(unescapeLiteral(literal[1] ?? literal[2]));
        continue;
      }
      problems.push(`${path.relative(root, file)}:${before.length}:${line.length + 1}: the first argument of l10n.t must be a string literal`);
    }
  }
  return { messages: [...messages], problems };
}

function readJson(file) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
}

function writeJson(file, value) {
  fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

/** The English bundle for `messages`: each keyed by itself, in sorted order (stable diffs). */
function englishBundle(messages) {
  return Object.fromEntries([...messages].sort().map((message) => [message, message]));
}

/** The translation files (language → path). */
function translationFiles() {
  return fs
    .readdirSync(bundleFolder)
    .map((name) => /^bundle\.l10n\.([a-z]{2}(?:-[a-z]+)?)\.json$/i.exec(name))
    .filter(Boolean)
    .map((match) => ({ language: match[1], file: path.join(bundleFolder, match[0]) }));
}

function main(argv) {
  const { messages, problems } = sourceMessages();
  if (problems.length > 0) {
    process.stderr.write(`${problems.join('\n')}\n`);
    return 1;
  }
  const english = englishBundle(messages);
  if (argv[0] === '--check') {
    let failed = JSON.stringify(readJson(englishFile)) !== JSON.stringify(english);
    if (failed) process.stderr.write('l10n/bundle.l10n.json is not the source’s: run node scripts/l10n-bundle.js\n');
    for (const { language, file } of translationFiles()) {
      const missing = Object.keys(english).filter((key) => !(key in readJson(file)));
      if (missing.length > 0) {
        failed = true;
        process.stderr.write(`${path.relative(root, file)} lacks ${missing.length} messages, e.g. ${JSON.stringify(missing[0])} (${language})\n`);
      }
    }
    return failed ? 1 : 0;
  }
  writeJson(englishFile, english);
  if (argv[0] === '--merge') {
    const [language, ...fragments] = argv.slice(1);
    const file = path.join(bundleFolder, `bundle.l10n.${language}.json`);
    const known = readJson(file);
    for (const fragment of fragments) Object.assign(known, readJson(fragment));
    writeJson(
      file,
      Object.fromEntries(
        Object.keys(english)
          .filter((key) => key in known)
          .map((key) => [key, known[key]]),
      ),
    );
  }
  for (const { file } of translationFiles()) {
    const translation = readJson(file);
    const missing = Object.keys(english).filter((key) => !(key in translation));
    if (missing.length > 0)
      process.stdout.write(
        `${path.relative(root, file)} lacks ${missing.length} of ${messages.length} messages:\n${missing.map((key) => `  ${JSON.stringify(key)}`).join('\n')}\n`,
      );
  }
  return 0;
}

module.exports = { sourceMessages, englishBundle };

if (require.main === module) process.exitCode = main(process.argv.slice(2));
