import * as assert from 'node:assert/strict';
import { button, element, show, svgElement } from '../../src/webview/dom';
import { installFakeDocument, type FakeElement } from '../support/fakeDocument';

describe('webview: dom', () => {
  let uninstall: () => void;
  beforeEach(() => (uninstall = installFakeDocument().uninstall));
  afterEach(() => uninstall());

  it('builds an element with its class, test id, text, attributes and children', () => {
    const child = element('span', { text: 'inner' });
    const node = element('p', { className: 'note', testId: 'hint-text', text: 'Hint: ', attributes: { role: 'status', 'aria-live': 'polite' } }, [
      child,
    ]) as unknown as FakeElement;
    assert.equal(node.tagName, 'p');
    assert.equal(node.className, 'note');
    assert.equal(node.dataset.testid, 'hint-text');
    assert.equal(node.getAttribute('role'), 'status');
    assert.equal(node.getAttribute('aria-live'), 'polite');
    assert.equal(node.textContent, 'Hint: inner');
    assert.equal(node.children[1], child as unknown as FakeElement);
  });

  it('leaves out what is not given', () => {
    const node = element('div') as unknown as FakeElement;
    assert.equal(node.className, '');
    assert.equal(node.dataset.testid, undefined);
    assert.equal(node.textContent, '');
    assert.equal(node.attributes.size, 0);
  });

  it('makes buttons of type button with a tooltip, so no button submits anything', () => {
    const solve = button('Solve', 'solve', 'Show how often to press each cell', 'primary') as unknown as FakeElement;
    assert.equal(solve.tagName, 'button');
    assert.equal(solve.getAttribute('type'), 'button');
    assert.equal(solve.getAttribute('title'), 'Show how often to press each cell');
    assert.equal(solve.textContent, 'Solve');
    assert.equal(solve.dataset.testid, 'solve');
    assert.equal(solve.className, 'primary');
  });

  it('makes SVG elements in the SVG namespace, numbers written as they are', () => {
    const circle = svgElement('circle', { cx: 2.5, cy: 0, r: 1, class: 'mini-ring' }) as unknown as FakeElement;
    assert.equal(circle.namespace, 'http://www.w3.org/2000/svg');
    assert.deepEqual(Object.fromEntries(circle.attributes), { cx: '2.5', cy: '0', r: '1', class: 'mini-ring' });
  });

  it('shows and hides', () => {
    const node = element('div');
    show(node, false);
    assert.equal(node.hidden, true);
    show(node, true);
    assert.equal(node.hidden, false);
  });
});
