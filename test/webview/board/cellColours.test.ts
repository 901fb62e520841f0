import * as assert from 'node:assert/strict';
import { cellColours, cellMark, isHighContrast, rampRgb, relativeLuminance, themeKindFromClasses } from '../../../src/webview/board/cellColours';

describe('webview: cell colours', () => {
  it('ramps from black at state 0 to bright yellow at the top state', () => {
    assert.deepEqual(cellColours(0, 2), { fill: '#000000', text: '#ffffff' });
    assert.deepEqual(cellColours(1, 2), { fill: '#ffff00', text: '#000000' });
    assert.deepEqual(cellColours(0, 36), { fill: '#000000', text: '#ffffff' });
    assert.deepEqual(cellColours(35, 36), { fill: '#ffff00', text: '#000000' });
  });

  it('interpolates the middle states and clamps states out of range', () => {
    assert.deepEqual(rampRgb(1, 3), [128, 128, 0]);
    assert.deepEqual(rampRgb(1, 5), [64, 64, 0]);
    assert.deepEqual(rampRgb(-1, 3), [0, 0, 0]);
    assert.deepEqual(rampRgb(9, 3), [255, 255, 0]);
  });

  it('picks the text colour with the larger contrast', () => {
    assert.equal(cellColours(1, 3).text, '#000000');
    assert.equal(cellColours(1, 5).text, '#ffffff');
    assert.equal(relativeLuminance([0, 0, 0]), 0);
    assert.ok(Math.abs(relativeLuminance([255, 255, 0]) - 0.9278) < 1e-4);
  });

  it('reads the theme kind from the body classes', () => {
    assert.equal(themeKindFromClasses(['vscode-dark']), 'dark');
    assert.equal(themeKindFromClasses(['vscode-light']), 'light');
    assert.equal(themeKindFromClasses(['vscode-high-contrast']), 'highContrast');
    assert.equal(themeKindFromClasses(['vscode-high-contrast', 'vscode-high-contrast-light']), 'highContrastLight');
    assert.equal(themeKindFromClasses([]), 'dark');
    assert.equal(isHighContrast('highContrastLight'), true);
    assert.equal(isHighContrast('light'), false);
  });

  it('marks states by number for k > 2 and by a dot for the on state of k = 2', () => {
    assert.deepEqual(cellMark(2, 3, 'dark', 40), { kind: 'digit', text: '2' });
    assert.deepEqual(cellMark(0, 3, 'light', 12), { kind: 'digit', text: '0' });
    assert.deepEqual(cellMark(1, 2, 'dark', 40), { kind: 'dot' });
    assert.deepEqual(cellMark(0, 2, 'dark', 40), { kind: 'none' });
    assert.deepEqual(cellMark(1, 2, 'dark', 4), { kind: 'none' });
  });

  it('always marks states in high contrast, even on cells too small for digits', () => {
    assert.deepEqual(cellMark(1, 2, 'highContrast', 4), { kind: 'dot' });
    assert.deepEqual(cellMark(2, 3, 'highContrastLight', 6), { kind: 'square', fraction: 0.8 });
    assert.deepEqual(cellMark(1, 3, 'highContrast', 6), { kind: 'square', fraction: 0.4 });
    assert.deepEqual(cellMark(0, 3, 'highContrast', 6), { kind: 'none' });
    assert.deepEqual(cellMark(2, 3, 'dark', 6), { kind: 'none' });
  });
});
