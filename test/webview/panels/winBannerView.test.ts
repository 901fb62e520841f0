import * as assert from 'node:assert/strict';
import { WinBannerView } from '../../../src/webview/panels/winBannerView';
import type { GridViewEvent } from '../../../src/webview/state/gridViewTypes';
import { installFakeDocument, type FakeDocument, type FakeElement } from '../../support/fakeDocument';

describe('webview: the win banner', () => {
  let uninstall: () => void;
  let page: FakeDocument;
  beforeEach(() => {
    const installed = installFakeDocument();
    uninstall = installed.uninstall;
    page = installed.document;
  });
  afterEach(() => uninstall());

  it('appears with its words and stars, focuses the way on once, and dispatches New game and Next level', () => {
    const events: GridViewEvent[] = [];
    const banner = new WinBannerView((event) => events.push(event));
    const root = banner.element as unknown as FakeElement;
    assert.equal(banner.render(null), false);
    assert.equal(root.hidden, true);
    const win = { heading: 'Level 3 solved!', text: '5 moves; the fewest possible is 4.', stars: 2 as const, starsText: '2 of 3 stars', nextLevel: true };
    assert.equal(banner.render(win), true);
    assert.equal(root.hidden, false);
    assert.equal(root.byTestId('win-text').textContent, '5 moves; the fewest possible is 4.');
    assert.equal(root.byTestId('win-stars').getAttribute('aria-label'), '2 of 3 stars');
    assert.equal(page.activeElement, root.byTestId('win-next-level'));
    // Rendering the same win again does not take the focus again.
    page.activeElement = null;
    assert.equal(banner.render(win), false);
    assert.equal(page.activeElement, null);
    root.byTestId('win-next-level').click();
    root.byTestId('win-new-game').click();
    assert.deepEqual(events, [{ type: 'nextLevel' }, { type: 'newGame' }]);
    // Outside levels New game takes the focus and Next level is hidden.
    banner.render(null);
    banner.render({ ...win, stars: null, starsText: null, nextLevel: false });
    assert.equal(page.activeElement, root.byTestId('win-new-game'));
    assert.equal(root.byTestId('win-next-level').hidden, true);
    assert.equal(root.byTestId('win-stars').hidden, true);
  });
});
