import * as assert from 'node:assert/strict';
import type { FailedLights } from '../../src/core/format/formatDocument';
import {
  Debouncer,
  diagnosticsFromParse,
  lightsDiagnostics,
  type DebounceTimers,
  type DiagnosticRange,
  type LightsDiagnostic,
} from '../../src/language/lightsDiagnostics';
import { useL10nBundle } from '../../src/domain/l10n';
import { readStringTable } from '../l10n/localisationFiles';

function range(startLine: number, startCharacter: number, endLine: number, endCharacter: number): DiagnosticRange {
  return { startLine, startCharacter, endLine, endCharacter };
}

function error(message: string, at: DiagnosticRange): LightsDiagnostic {
  return { severity: 'error', message, range: at };
}

function warning(message: string, at: DiagnosticRange): LightsDiagnostic {
  return { severity: 'warning', message, range: at };
}

/** A failed parse with one error at a given place, to reach positions the reader rarely reports. */
function failedAt(line: number, column: number, endLine = line, endColumn = column): FailedLights {
  return { ok: false, errors: [{ severity: 'error', message: 'boom', line, column, endLine, endColumn }], warnings: [] };
}

describe('language diagnostics: lightsDiagnostics', () => {
  it('reports nothing for a good file', () => {
    assert.deepEqual(lightsDiagnostics('rows = 2\ncolumns = 2\ngrid = """\n0 1\n1 0\n"""\n'), []);
  });

  it('points bad TOML at the token where the TOML reader stopped', () => {
    assert.deepEqual(lightsDiagnostics('rows = = 2\n'), [error('invalid TOML: invalid value', range(0, 7, 0, 8))]);
  });

  it('points an unterminated grid string at its opening delimiter', () => {
    assert.deepEqual(lightsDiagnostics('rows = 1\ncolumns = 2\ngrid = """\n0 1\n'), [error('invalid TOML: unfinished string', range(2, 7, 2, 8))]);
  });

  it('points wrong cells at the cells, one diagnostic each', () => {
    assert.deepEqual(lightsDiagnostics('rows = 2\ncolumns = 2\ngrid = """\n0 x\n1 2\n"""\n'), [
      error('cell (1, 2) is "x", not a number in 0..1', range(3, 2, 3, 3)),
      error('cell (2, 2) is 2 but states = 2 allows 0..1', range(4, 2, 4, 3)),
    ]);
  });

  it('points a wrong value at the value, and too few rows at the closing delimiter', () => {
    assert.deepEqual(lightsDiagnostics('rows = 2\ncolumns = "two"\ngrid = """\n0 1\n"""\n'), [
      error('"columns" must be an integer, got "two"', range(1, 10, 1, 15)),
      error('"grid" has 1 row, expected 2', range(4, 0, 4, 3)),
    ]);
  });

  it('widens a missing key at 0:0 to the first character of the file', () => {
    assert.deepEqual(lightsDiagnostics('# puzzle\ncolumns = 2\ngrid = """\n0 1\n1 0\n"""\n'), [error('missing required key "rows"', range(0, 0, 0, 1))]);
  });

  it('keeps a missing key at 0:0 empty when the first line is empty', () => {
    assert.deepEqual(lightsDiagnostics('\ncolumns = 2\ngrid = "0 1"\n'), [error('missing required key "rows"', range(0, 0, 0, 0))]);
  });

  it('does not count a byte order mark', () => {
    assert.deepEqual(lightsDiagnostics('\ufeffcolumns = 2\ngrid = "0 1"\n'), [error('missing required key "rows"', range(0, 0, 0, 1))]);
  });

  it('reports an unknown key as a warning on the key, also when the file is fine otherwise', () => {
    assert.deepEqual(lightsDiagnostics('rows = 1\ncolumns = 2\ngrid = "0 1"\nauthor = "Ann"\n'), [
      warning('unknown key "author" is kept but not used', range(3, 0, 3, 6)),
    ]);
  });

  it('gives the same positions for CRLF line ends', () => {
    assert.deepEqual(lightsDiagnostics('rows = 1\r\ncolumns = 2\r\ngrid = "0 x"\r\nauthor = "Ann"\r\n'), [
      error('cell (1, 2) is "x", not a number in 0..1', range(2, 10, 2, 11)),
      warning('unknown key "author" is kept but not used', range(3, 0, 3, 6)),
    ]);
  });

  it('lists errors and warnings together in file order', () => {
    assert.deepEqual(lightsDiagnostics('author = 1\nrows = 1\ncolumns = 2\ngrid = "0 x"\n'), [
      warning('unknown key "author" is kept but not used', range(0, 0, 0, 6)),
      error('cell (1, 2) is "x", not a number in 0..1', range(3, 10, 3, 11)),
    ]);
  });

  it('says what is wrong in the display language (French bundle)', () => {
    const text = 'rows = 2\ncolumns = 3\nstates = 3\ngrid = """\n0 1 2\n2 1\n"""\n';
    useL10nBundle(readStringTable('l10n/bundle.l10n.fr.json'));
    try {
      assert.deepEqual(
        lightsDiagnostics(text).map((diagnostic) => diagnostic.message),
        ['la ligne 2 a 2 cases, 3 attendues'],
      );
    } finally {
      useL10nBundle(undefined);
    }
  });
});

describe('language diagnostics: diagnosticsFromParse', () => {
  const text = 'ab\nhello\r\n\nx\ud83d\ude00\n';

  it('keeps a non-empty range as it is, also across lines', () => {
    assert.deepEqual(diagnosticsFromParse(text, failedAt(0, 1, 1, 3)), [error('boom', range(0, 1, 1, 3))]);
  });

  it('widens an empty range inside a line to the next character', () => {
    assert.deepEqual(diagnosticsFromParse(text, failedAt(1, 2)), [error('boom', range(1, 2, 1, 3))]);
  });

  it('widens an empty range at the end of a line to the last character, not the line end', () => {
    assert.deepEqual(diagnosticsFromParse(text, failedAt(1, 5)), [error('boom', range(1, 4, 1, 5))]);
  });

  it('keeps an empty range on an empty line or past the last line', () => {
    assert.deepEqual(diagnosticsFromParse(text, failedAt(2, 0)), [error('boom', range(2, 0, 2, 0))]);
    assert.deepEqual(diagnosticsFromParse(text, failedAt(4, 0)), [error('boom', range(4, 0, 4, 0))]);
  });

  it('never splits a surrogate pair', () => {
    assert.deepEqual(diagnosticsFromParse(text, failedAt(3, 1)), [error('boom', range(3, 1, 3, 3))]);
    assert.deepEqual(diagnosticsFromParse(text, failedAt(3, 3)), [error('boom', range(3, 1, 3, 3))]);
  });

  it('reports only the warnings of a successful parse', () => {
    const result = {
      ok: true as const,
      document: undefined as never,
      layout: undefined as never,
      warnings: [{ severity: 'warning' as const, message: 'w', line: 0, column: 0, endLine: 0, endColumn: 2 }],
    };
    assert.deepEqual(diagnosticsFromParse(text, result), [warning('w', range(0, 0, 0, 2))]);
  });
});

/** Timers that only move when the test says so. */
class FakeTimers implements DebounceTimers {
  now = 0;
  private nextHandle = 1;
  private readonly waiting = new Map<number, { at: number; callback: () => void }>();

  constructor(private readonly clearing = true) {}

  setTimeout(callback: () => void, milliseconds: number): unknown {
    const handle = this.nextHandle++;
    this.waiting.set(handle, { at: this.now + milliseconds, callback });
    return handle;
  }

  clearTimeout(handle: unknown): void {
    if (this.clearing) this.waiting.delete(handle as number);
  }

  get pendingCount(): number {
    return this.waiting.size;
  }

  /** Moves time forward, running due callbacks in time order. */
  advance(milliseconds: number): void {
    const end = this.now + milliseconds;
    for (;;) {
      const due = [...this.waiting.entries()].filter(([, timer]) => timer.at <= end).sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
      if (due === undefined) break;
      this.waiting.delete(due[0]);
      this.now = due[1].at;
      due[1].callback();
    }
    this.now = end;
  }
}

describe('language diagnostics: Debouncer', () => {
  it('runs an action once the delay has passed, not before', () => {
    const timers = new FakeTimers();
    const debouncer = new Debouncer<string>(250, timers);
    const runs: string[] = [];
    debouncer.schedule('a', () => runs.push('a'));
    timers.advance(249);
    assert.deepEqual(runs, []);
    assert.equal(timers.pendingCount, 1);
    timers.advance(1);
    assert.deepEqual(runs, ['a']);
    assert.equal(timers.pendingCount, 0);
    timers.advance(1000);
    assert.deepEqual(runs, ['a']);
  });

  it('restarts the wait and keeps only the last action when a key is scheduled again', () => {
    const timers = new FakeTimers();
    const debouncer = new Debouncer<string>(250, timers);
    const runs: number[] = [];
    debouncer.schedule('a', () => runs.push(1));
    timers.advance(200);
    debouncer.schedule('a', () => runs.push(2));
    timers.advance(200);
    assert.deepEqual(runs, []);
    timers.advance(50);
    assert.deepEqual(runs, [2]);
    assert.equal(timers.pendingCount, 0);
  });

  it('keeps keys apart', () => {
    const timers = new FakeTimers();
    const debouncer = new Debouncer<string>(250, timers);
    const runs: string[] = [];
    debouncer.schedule('a', () => runs.push('a'));
    timers.advance(100);
    debouncer.schedule('b', () => runs.push('b'));
    timers.advance(150);
    assert.deepEqual(runs, ['a']);
    timers.advance(100);
    assert.deepEqual(runs, ['a', 'b']);
  });

  it('cancels a pending action, and says whether there was one', () => {
    const timers = new FakeTimers();
    const debouncer = new Debouncer<string>(250, timers);
    const runs: string[] = [];
    debouncer.schedule('a', () => runs.push('a'));
    assert.equal(debouncer.cancel('a'), true);
    assert.equal(debouncer.cancel('a'), false);
    timers.advance(1000);
    assert.deepEqual(runs, []);
    assert.equal(timers.pendingCount, 0);
  });

  it('lets an action schedule its key again', () => {
    const timers = new FakeTimers();
    const debouncer = new Debouncer<string>(250, timers);
    const runs: number[] = [];
    debouncer.schedule('a', () => {
      runs.push(timers.now);
      if (runs.length < 3) debouncer.schedule('a', () => runs.push(timers.now));
    });
    timers.advance(1000);
    assert.deepEqual(runs, [250, 500]);
  });

  it('cancels everything on dispose', () => {
    const timers = new FakeTimers();
    const debouncer = new Debouncer<string>(250, timers);
    const runs: string[] = [];
    debouncer.schedule('a', () => runs.push('a'));
    debouncer.schedule('b', () => runs.push('b'));
    debouncer.dispose();
    timers.advance(1000);
    assert.deepEqual(runs, []);
    assert.equal(timers.pendingCount, 0);
  });

  it('never runs a replaced action, even when clearTimeout does not stop its timer', () => {
    const timers = new FakeTimers(false);
    const debouncer = new Debouncer<string>(250, timers);
    const runs: number[] = [];
    debouncer.schedule('a', () => runs.push(1));
    timers.advance(100);
    debouncer.schedule('a', () => runs.push(2));
    timers.advance(1000);
    assert.deepEqual(runs, [2]);
  });

  it('works with the real timers', async () => {
    const debouncer = new Debouncer<string>(5);
    const ran = new Promise<string>((resolve) => debouncer.schedule('a', () => resolve('ran')));
    assert.equal(await ran, 'ran');
  });
});
