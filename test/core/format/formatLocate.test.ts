import * as assert from 'node:assert/strict';
import { parse } from 'smol-toml';
import { cellName, DiagnosticSink, formatDiagnostic, plural, tomlErrorDiagnostic } from '../../../src/core/format/formatLocate';
import type { FormatDiagnostic } from '../../../src/core/format/formatDocument';
import { MAX_REPORTED_DIAGNOSTICS } from '../../../src/domain/limits';

function tomlError(text: string): unknown {
  try {
    parse(text);
  } catch (error) {
    return error;
  }
  return assert.fail('expected smol-toml to refuse the text');
}

describe('format locate: DiagnosticSink', () => {
  it(`keeps the first ${MAX_REPORTED_DIAGNOSTICS} of a severity, in file order, then only counts them`, () => {
    const text = 'x'.repeat(1000);
    const sink = new DiagnosticSink();
    for (let index = MAX_REPORTED_DIAGNOSTICS + 1; index >= 0; index--) {
      assert.equal(sink.isFull('error'), index < 1, `full before the error at ${index}`);
      sink.error(`e${index}`, index, index + 1);
    }
    for (let index = 0; index < 500; index++) sink.count('error');
    sink.warning('w', 3, 5);
    assert.equal(sink.errorCount, MAX_REPORTED_DIAGNOSTICS + 2 + 500);
    assert.equal(sink.isFull('warning'), false);
    const errors = sink.errors(text);
    assert.equal(errors.length, MAX_REPORTED_DIAGNOSTICS + 1);
    assert.deepEqual(errors[0], { severity: 'error', message: 'e2', line: 0, column: 2, endLine: 0, endColumn: 3 });
    assert.deepEqual(errors[MAX_REPORTED_DIAGNOSTICS], {
      severity: 'error',
      message: '502 more errors not shown, the first here: e1',
      line: 0,
      column: 1,
      endLine: 0,
      endColumn: 2,
    });
    assert.deepEqual(sink.warnings(text), [{ severity: 'warning', message: 'w', line: 0, column: 3, endLine: 0, endColumn: 5 }]);
  });

  it('gives positions as an editor shows them: a reversed range is empty, a byte order mark is not counted', () => {
    const text = '\ufeffab\r\ncd';
    const sink = new DiagnosticSink();
    sink.error('reversed', 5, 2);
    sink.error('line break', 3, 4);
    sink.error('bom', 0, 2);
    assert.deepEqual(sink.errors(text), [
      { severity: 'error', message: 'bom', line: 0, column: 0, endLine: 0, endColumn: 1 },
      { severity: 'error', message: 'line break', line: 0, column: 2, endLine: 0, endColumn: 2 },
      { severity: 'error', message: 'reversed', line: 1, column: 0, endLine: 1, endColumn: 0 },
    ]);
  });
});

describe('format locate: TOML errors and wording', () => {
  it('points a TOML error at the token smol-toml stopped at, also after a byte order mark', () => {
    for (const prefix of ['', '\ufeff']) {
      const text = `${prefix}rows = 2\ncolumns = = 3\n`;
      const diagnostic = tomlErrorDiagnostic(text, tomlError(text));
      assert.deepEqual(diagnostic, { severity: 'error', message: 'invalid TOML: invalid value', line: 1, column: 10, endLine: 1, endColumn: 11 });
    }
    const first = '\ufeffrows = x\n';
    assert.equal(tomlErrorDiagnostic(first, tomlError(first)).column, 7);
    assert.deepEqual(tomlErrorDiagnostic('a', new Error('boom')), {
      severity: 'error',
      message: 'the file could not be read as TOML: boom',
      line: 0,
      column: 0,
      endLine: 0,
      endColumn: 0,
    });
  });

  it('names cells 1-based, counts with plurals, and writes compiler-style lines', () => {
    assert.equal(cellName(0, 3), '(1, 4)');
    assert.equal(plural(1, 'row'), '1 row');
    assert.equal(plural(3, 'cell'), '3 cells');
    assert.equal(formatDiagnostic('a.lights', { severity: 'warning', message: 'm', line: 1, column: 2, endLine: 1, endColumn: 3 }), 'a.lights:2:3: warning: m');
  });
});

describe('format locate: formatDiagnostic', () => {
  it('writes file:line:column: severity: message, 1-based', () => {
    const diagnostic: FormatDiagnostic = { severity: 'error', message: 'row 3 has 4 cells, expected 5', line: 11, column: 0, endLine: 11, endColumn: 7 };
    assert.equal(formatDiagnostic('boards/corners.lights', diagnostic), 'boards/corners.lights:12:1: error: row 3 has 4 cells, expected 5');
  });
});
