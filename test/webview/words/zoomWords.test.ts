import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useL10nBundle } from '../../../src/domain/l10n';
import { zoomLevelWords } from '../../../src/webview/words/zoomWords';

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
});
