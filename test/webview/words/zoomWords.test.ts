import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useL10nBundle } from '../../../src/domain/l10n';
import { viewRangeWords, zoomLevelWords } from '../../../src/webview/words/zoomWords';

const french: unknown = JSON.parse(readFileSync('l10n/bundle.l10n.fr.json', 'utf8'));

describe('webview: zoom level words', () => {
  it('gives whole and fitted pixel sizes, and says when cells are too small to press', () => {
    assert.deepEqual(zoomLevelWords(12), { text: '12 px', title: 'Zoom: cells are 12 pixels wide' });
    assert.deepEqual(zoomLevelWords(3.5), { text: '3.5 px', title: 'Zoom: cells are 3.5 pixels wide' });
    assert.deepEqual(zoomLevelWords(1), { text: '1 px', title: 'Zoom: cells are 1 pixel wide, too small to press: zoom in to press cells' });
  });

  it('writes them in French with the French bundle', () => {
    useL10nBundle(french);
    try {
      assert.equal(zoomLevelWords(0.25).title, 'Zoom : 4 cases par pixel, trop petites pour appuyer : zoomez pour appuyer sur les cases');
    } finally {
      useL10nBundle(undefined);
    }
  });

  it('gives cells per pixel below one pixel', () => {
    assert.deepEqual(zoomLevelWords(0.25), { text: '4 cells/px', title: 'Zoom: 4 cells per pixel, too small to press: zoom in to press cells' });
    assert.deepEqual(zoomLevelWords(0.296875), { text: '3.4 cells/px', title: 'Zoom: about 3.4 cells per pixel, too small to press: zoom in to press cells' });
  });

  it('says which rows and columns a zoomed view shows, and nothing while the whole board is in view', () => {
    const big = { rows: 1000, columns: 1000, topology: 'plain' as const, cellSize: 10 };
    assert.equal(viewRangeWords(big, { x: 390, y: 1190, width: 510, height: 410 }), 'Rows 120–160, columns 40–90 of 1000');
    assert.equal(
      viewRangeWords({ rows: 300, columns: 500, topology: 'torus', cellSize: 10 }, { x: 0, y: 0, width: 600, height: 400 }),
      'Rows 1–40 of 300, columns 1–60 of 500',
    );
    assert.equal(viewRangeWords(big, { x: 0, y: 9995, width: 100, height: 5 }), 'Rows 1000, columns 1–10 of 1000');
    assert.equal(viewRangeWords({ ...big, rows: 10, columns: 10 }, { x: 0, y: 0, width: 100, height: 100 }), '', 'the whole board');
    assert.equal(viewRangeWords(big, { x: 0, y: 0, width: 0, height: 0 }), '', 'nothing in view');
  });
});
