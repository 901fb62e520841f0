import * as assert from 'node:assert/strict';
import { reportNumberFormat } from '../../../src/webview/report/reportNumberFormat';

describe('webview: analysis report number format', () => {
  const english = reportNumberFormat('en');

  it('groups counts from 10,000 up, for the display language', () => {
    assert.equal(english.count(7350), '7350');
    assert.equal(english.count(9999), '9999');
    assert.equal(english.count(10000), '10,000');
    assert.equal(english.count('33554432'), '33,554,432');
    assert.equal(english.count(68719476736n), '68,719,476,736');
    assert.equal(english.count('1267650600228229401496703205376'), '1,267,650,600,228,229,401,496,703,205,376');
    const german = reportNumberFormat('de-DE');
    assert.equal(german.count(7350), '7350');
    assert.equal(german.count(33554432), '33.554.432');
    assert.equal(reportNumberFormat('fr').count(12345), '12\u202f345');
  });

  it('writes shares with three significant digits', () => {
    assert.equal(english.share(1n, 4n), '25%');
    assert.equal(english.share(4782969n, 43046721n), '11.1%');
    assert.equal(english.share(7350n, 8388608n), '0.0876%');
    assert.equal(english.share(1n, 8388608n), '0.0000119%');
    assert.equal(english.share(0n, 5n), '0%');
    assert.equal(english.share(5n, 5n), '100%');
    assert.equal(english.share(0n, 0n), '0%');
    assert.equal(reportNumberFormat('de').share(4782969n, 43046721n), '11,1\u00a0%');
  });

  it('writes decimals and durations', () => {
    assert.equal(english.decimal(9.9, 2), '9.90');
    assert.equal(reportNumberFormat('de').decimal(9.9, 2), '9,90');
    assert.equal(english.duration(212.4), '212 ms');
    assert.equal(english.duration(1234), '1.2 sec');
  });

  it('falls back to English for a language tag it cannot use', () => {
    const format = reportNumberFormat('not a language');
    assert.equal(format.locale, 'en');
    assert.equal(format.count(33554432), '33,554,432');
  });
});
