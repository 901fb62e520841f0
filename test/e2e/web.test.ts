/**
 * The web build in a real browser (Chromium, from an HTTP server): the workers dist/web/*Worker.js
 * started as Web Workers and spoken to with the one job protocol (src/workers), clingo-wasm in its
 * Web Worker, and the extension bundle dist/web/extension.js activated inside a Web Worker (as VS
 * Code for the Web runs it) with a stand-in of the vscode API (support/webExtensionHost.ts). This
 * is not VS Code's own web worker extension host: the code-server suite runs the extension there.
 */

import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { loadRuntime } from './support/codeServer';
import { webExtensionHostScript, type WebActivationReport } from './support/webExtensionHost';

const root = join(__dirname, '..', '..', '..');
const dist = join(root, 'dist');

/**
 * Serves dist/ at /, the extension folder at /extension/, the stand-in extension host at
 * /host.js and an empty page, on 127.0.0.1 at a free port.
 */
async function serveDist(): Promise<{ server: Server; origin: string }> {
  let origin = '';
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0].replace(/\.\./g, '');
    if (path === '/') {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>web workers</title>');
      return;
    }
    if (path === '/host.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(webExtensionHostScript(`${origin}/extension`));
      return;
    }
    try {
      const body = readFileSync(path.startsWith('/extension/') ? join(root, path.slice('/extension/'.length)) : join(dist, path));
      response.writeHead(200, { 'content-type': path.endsWith('.wasm') ? 'application/wasm' : 'text/javascript' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the server has no port');
  origin = `http://127.0.0.1:${address.port}`;
  return { server, origin };
}

/** Starts a Web Worker running `script` in the page and resolves with its first message. */
function firstMessage(page: Page, script: string): Promise<unknown> {
  return page.evaluate(
    (script) =>
      new Promise<unknown>((resolve, reject) => {
        interface PageWorker {
          addEventListener(type: string, listener: (event: { readonly data: unknown; readonly message: string }) => void): void;
          terminate(): void;
        }
        const worker = new (globalThis as unknown as { Worker: new (url: string) => PageWorker }).Worker(script);
        worker.addEventListener('error', (event) => reject(new Error(event.message)));
        worker.addEventListener('message', (event) => {
          worker.terminate();
          resolve(event.data);
        });
      }),
    script,
  );
}

/** Runs one clingo program in a new Web Worker on dist/web/clingoWasmWorker.js: its stdout lines and its end. */
function runClingo(page: Page, script: string, program: string, options: string[]): Promise<{ lines: string[]; end: { type: string; status?: number } }> {
  return page.evaluate(
    ({ script, program, options }) =>
      new Promise<{ lines: string[]; end: { type: string; status?: number } }>((resolve, reject) => {
        interface PageWorker {
          addEventListener(
            type: string,
            listener: (event: { readonly data: { type: string; line?: string; status?: number }; readonly message: string }) => void,
          ): void;
          postMessage(message: unknown): void;
          terminate(): void;
        }
        const worker = new (globalThis as unknown as { Worker: new (url: string) => PageWorker }).Worker(script);
        const lines: string[] = [];
        worker.addEventListener('error', (event) => reject(new Error(event.message)));
        worker.addEventListener('message', (event) => {
          if (event.data.type === 'stdout') {
            lines.push(event.data.line ?? '');
            return;
          }
          worker.terminate();
          resolve({ lines, end: event.data });
        });
        worker.postMessage({ type: 'run', id: 1, program, options });
      }),
    { script, program, options },
  );
}

/** Posts one job to a new Web Worker running `script` in the page and returns its replies up to the end. */
function runJob(page: Page, script: string, input: unknown): Promise<unknown[]> {
  return page.evaluate(
    ({ script, input }) =>
      new Promise<unknown[]>((resolve, reject) => {
        // Runs in the page: its Worker and events, typed here without the DOM library.
        interface PageWorker {
          addEventListener(type: string, listener: (event: { readonly data: { type: string }; readonly message: string }) => void): void;
          postMessage(message: unknown): void;
          terminate(): void;
        }
        const worker = new (globalThis as unknown as { Worker: new (url: string) => PageWorker }).Worker(script);
        const replies: unknown[] = [];
        worker.addEventListener('error', (event) => reject(new Error(event.message)));
        worker.addEventListener('message', (event) => {
          replies.push(event.data);
          if (event.data.type !== 'progress') {
            worker.terminate();
            resolve(replies);
          }
        });
        // A grid travels as a Uint8Array, as the host sends it.
        const sent = input as { puzzle?: { grid: number[] } };
        const puzzle = sent.puzzle ? { ...sent.puzzle, grid: new Uint8Array(sent.puzzle.grid) } : undefined;
        worker.postMessage({ type: 'job', jobId: 1, input: puzzle ? { ...sent, puzzle } : input, wantsProgress: false });
      }),
    { script, input },
  );
}

describe('web: the web build’s workers in Chromium', function () {
  let browser: Browser | undefined;
  let server: Server | undefined;
  let page: Page;
  let origin: string;

  before(async function () {
    const runtime = await loadRuntime();
    const { chromium: executablePath } = runtime.ensureRuntime();
    ({ server, origin } = await serveDist());
    browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
    page = await browser.newPage();
    await page.goto(origin);
  });

  after(async () => {
    await browser?.close();
    server?.close();
  });

  it('solves a board in dist/web/solverWorker.js: the centre press of a plus on 3 x 3', async () => {
    const grid = new Uint8Array([0, 1, 0, 1, 1, 1, 0, 1, 0]);
    const replies = (await runJob(page, `${origin}/web/solverWorker.js`, {
      puzzle: { rows: 3, columns: 3, states: 2, objective: 0, topology: 'plain', grid: [...grid] },
    })) as { type: string; jobId: number; output?: { solvable: boolean; presses: Record<string, number>; totalPresses: number } }[];
    assert.equal(replies.length, 1);
    assert.equal(replies[0].type, 'result');
    const output = replies[0].output;
    assert.ok(output);
    assert.equal(output.solvable, true);
    assert.equal(output.totalPresses, 1);
    assert.deepEqual(Object.values(output.presses), [0, 0, 0, 0, 1, 0, 0, 0, 0]);
  });

  it('parses a .lights text in dist/web/parseWorker.js', async () => {
    const text = 'version = 1\ntitle = "web"\nrows = 2\ncolumns = 2\nstates = 2\ngrid = """\n1 0\n0 1\n"""\n';
    const replies = (await runJob(page, `${origin}/web/parseWorker.js`, { text })) as {
      type: string;
      output?: { result: { ok: boolean; document?: { puzzle: { rows: number; columns: number } } } };
    }[];
    assert.equal(replies[0].type, 'result');
    const result = replies[0].output?.result;
    assert.equal(result?.ok, true);
    assert.deepEqual([result?.document?.puzzle.rows, result?.document?.puzzle.columns], [2, 2]);
  });

  it('runs clingo-wasm in dist/web/clingoWasmWorker.js, clingo.wasm found beside it', async () => {
    const { lines, end } = await runClingo(
      page,
      `${origin}/web/clingoWasmWorker.js`,
      '{ a; b }. :- not a. #minimize { 1,X : X = b, b }. #show a/0. #show b/0.',
      ['--outf=2', '--opt-mode=opt'],
    );
    assert.equal(end.type, 'done');
    // clingo's exit status 30: satisfiable, and the optimum proven.
    assert.equal(end.status, 30);
    const output = JSON.parse(lines.join('\n')) as { Result: string; Call: { Witnesses: { Value: string[] }[] }[] };
    assert.equal(output.Result, 'OPTIMUM FOUND');
    assert.deepEqual(output.Call[0].Witnesses.at(-1)?.Value, ['a']);
  });

  it('activates dist/web/extension.js in a Web Worker with a stand-in of the vscode API: every command, the grid editor and the language features', async () => {
    const report = (await firstMessage(page, `${origin}/host.js`)) as WebActivationReport;
    assert.equal(report.error, undefined);
    assert.equal(report.activated, true);
    const ids = (name: string): string[] => report.calls.filter((call) => call.name === name).map((call) => call.id ?? '');
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { contributes: { commands: { command: string }[] } };
    assert.deepEqual(ids('commands.registerCommand').sort(), manifest.contributes.commands.map((command) => command.command).sort());
    assert.deepEqual(ids('window.registerCustomEditorProvider'), ['lightsOut.grid']);
    // The built-in levels and examples, read-only, in the web build too.
    assert.deepEqual(ids('workspace.registerFileSystemProvider'), ['lightsout']);
    assert.equal(ids('languages.registerHoverProvider').length, 1);
    assert.equal(ids('languages.registerCompletionItemProvider').length, 1);
    assert.deepEqual(ids('languages.createDiagnosticCollection'), ['lights']);
    // Puzzle links open in the web build too.
    assert.equal(ids('window.registerUriHandler').length, 1);
  });
});
