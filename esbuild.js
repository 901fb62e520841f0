// One build script for every bundle of the project. `node esbuild.js [--watch] [--production]`.
'use strict';
const fs = require('fs');
const path = require('path');
const esbuild = require('esbuild');

const watch = process.argv.includes('--watch');
const production = process.argv.includes('--production');

/** Bundles in build order. Each runs on Node unless it says otherwise. */
const bundles = [
  {
    // The extension host side: everything but the `vscode` module, which VS Code provides.
    entryPoints: ['src/extension.ts'],
    outfile: 'dist/extension.js',
    platform: 'node',
    format: 'cjs',
    external: ['vscode'],
  },
  {
    // The internal engine's worker thread: every solve of the extension runs there (src/workers runs it).
    entryPoints: ['src/solvers/internal/solverWorker.ts'],
    outfile: 'dist/solverWorker.js',
    platform: 'node',
    format: 'cjs',
  },
  {
    // The second thread of a long exhaustive minimum search (the CLI's and the solver worker's).
    entryPoints: ['src/solvers/internal/minimum/minimumSearchWorker.ts'],
    outfile: 'dist/minimumSearchWorker.js',
    platform: 'node',
    format: 'cjs',
  },
  {
    // The grid editor's webview: browser code, no Node, no vscode module.
    entryPoints: ['src/webview/main.ts'],
    outfile: 'dist/webview.js',
    platform: 'browser',
    format: 'iife',
    target: 'es2022',
  },
  {
    // clingo compiled to WebAssembly, in a worker thread (ESM: the emscripten module uses import.meta.url).
    entryPoints: ['src/solvers/clingo/wasmWorker.ts'],
    outfile: 'dist/clingoWasmWorker.mjs',
    platform: 'node',
    format: 'esm',
  },
  {
    // The parse of large .lights documents off the extension host's thread (the grid's and the diagnostics').
    entryPoints: ['src/host/parseWorker.ts'],
    outfile: 'dist/parseWorker.js',
    platform: 'node',
    format: 'cjs',
  },
  {
    // Generation (Randomize, New Puzzle) and shortest paths off the extension host's thread, cancellable.
    entryPoints: ['src/gridEditor/boardWorker.ts'],
    outfile: 'dist/boardWorker.js',
    platform: 'node',
    format: 'cjs',
  },
  {
    // State-space analysis off the extension host's thread.
    entryPoints: ['src/analysis/analysisWorker.ts'],
    outfile: 'dist/analysisWorker.js',
    platform: 'node',
    format: 'cjs',
  },
  {
    // The Analyze Board Shape report webview.
    entryPoints: ['src/webview/report/main.ts'],
    outfile: 'dist/report.js',
    platform: 'browser',
    format: 'iife',
    target: 'es2022',
  },
  {
    entryPoints: ['src/webview/report/report.css'],
    outfile: 'dist/report.css',
    target: 'chrome120',
  },
  {
    entryPoints: ['src/webview/grid.css'],
    target: 'chrome120',
    outfile: 'dist/webview.css',
  },
  {
    // The lights-out executable: the launcher that keeps a timed command's clock (src/cli/launcher.ts).
    entryPoints: ['src/cli/launcher.ts'],
    outfile: 'dist/cli.js',
    platform: 'node',
    format: 'cjs',
    banner: { js: '#!/usr/bin/env node' },
  },
  {
    // The lights-out commands, loaded by the launcher (on its thread or a worker thread).
    entryPoints: ['src/cli/main.ts'],
    outfile: 'dist/cliMain.js',
    platform: 'node',
    format: 'cjs',
  },
  {
    // `npm run bench`: the benchmark table, built from the same sources as the CLI.
    entryPoints: ['bench/bench.ts'],
    outfile: 'dist/bench.js',
    platform: 'node',
    format: 'cjs',
  },
  {
    entryPoints: ['bench/analysisBench.ts'],
    outfile: 'dist/analysisBench.js',
    platform: 'node',
    format: 'cjs',
  },
  {
    entryPoints: ['bench/scaleBench.ts'],
    outfile: 'dist/scaleBench.js',
    platform: 'node',
    format: 'cjs',
  },
  {
    entryPoints: ['bench/formatBench.ts'],
    outfile: 'dist/formatBench.js',
    platform: 'node',
    format: 'cjs',
  },
  {
    entryPoints: ['bench/generateBench.ts'],
    outfile: 'dist/generateBench.js',
    platform: 'node',
    format: 'cjs',
  },
  {
    entryPoints: ['bench/engineBench.ts'],
    outfile: 'dist/engineBench.js',
    platform: 'node',
    format: 'cjs',
  },
  {
    entryPoints: ['bench/minimumBench.ts'],
    outfile: 'dist/minimumBench.js',
    platform: 'node',
    format: 'cjs',
  },
  {
    entryPoints: ['bench/neighbourhoodBench.ts'],
    outfile: 'dist/neighbourhoodBench.js',
    platform: 'node',
    format: 'cjs',
  },
  {
    entryPoints: ['bench/wholeProcessBench.ts'],
    outfile: 'dist/wholeProcessBench.js',
    platform: 'node',
    format: 'cjs',
  },
];

/**
 * VS Code for the Web (package.json `browser`): platform browser, so esbuild fails on any Node
 * built-in (`fs`, `node:worker_threads`, ...) that reaches these bundles; the extension bundle has
 * no external but `vscode`. The workers are the same entries as the Node workers above;
 * src/workers/workerTransport.ts serves them over a Web Worker's port there.
 */
const webBundles = [
  { entryPoints: ['src/extensionWeb.ts'], outfile: 'dist/web/extension.js', format: 'cjs', external: ['vscode'] },
  { entryPoints: ['src/solvers/internal/solverWorker.ts'], outfile: 'dist/web/solverWorker.js' },
  { entryPoints: ['src/host/parseWorker.ts'], outfile: 'dist/web/parseWorker.js' },
  { entryPoints: ['src/analysis/analysisWorker.ts'], outfile: 'dist/web/analysisWorker.js' },
  { entryPoints: ['src/gridEditor/boardWorker.ts'], outfile: 'dist/web/boardWorker.js' },
  {
    // clingo-wasm in a Web Worker, clingo.wasm beside it. The emscripten module imports node:module
    // only on its Node branch, which never runs in a browser; that one name stays unresolved.
    entryPoints: ['src/solvers/clingo/wasmWorker.ts'],
    outfile: 'dist/web/clingoWasmWorker.js',
    external: ['node:module'],
  },
].map((bundle) => ({ platform: 'browser', format: 'iife', target: 'es2022', ...bundle }));
bundles.push(...webBundles);

const common = {
  bundle: true,
  target: 'node20',
  loader: { '.ttf': 'file' },
  sourcemap: !production,
  minify: production,
  logLevel: 'info',
};

/** Files the bundles load at run time: clingo's WebAssembly binary next to its workers (Node's and the web's). */
function copyAssets() {
  fs.mkdirSync('dist', { recursive: true });
  const clingoWasm = path.join(path.dirname(require.resolve('clingo-wasm/package.json')), 'dist', 'clingo.wasm');
  fs.copyFileSync(clingoWasm, 'dist/clingo.wasm');
  fs.mkdirSync('dist/web', { recursive: true });
  fs.copyFileSync(clingoWasm, 'dist/web/clingo.wasm');
}

async function main() {
  const contexts = await Promise.all(bundles.map((bundle) => esbuild.context({ ...common, ...bundle })));
  if (watch) {
    copyAssets();
    await Promise.all(contexts.map((context) => context.watch()));
    return;
  }
  try {
    await Promise.all(contexts.map((context) => context.rebuild()));
    // npx and the package's bin run the CLI directly.
    fs.chmodSync('dist/cli.js', 0o755);
    copyAssets();
  } finally {
    await Promise.all(contexts.map((context) => context.dispose()));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
