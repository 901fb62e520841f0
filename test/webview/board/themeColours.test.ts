import * as assert from 'node:assert/strict';
import { colourChannels, readThemeColours } from '../../../src/webview/board/themeColours';

/** The channels the fake canvas knows; any other colour leaves the fill black, as a browser ignores a colour it cannot read. */
const KNOWN: Record<string, [number, number, number]> = { '#000000': [0, 0, 0], 'rgb(10, 20, 30)': [10, 20, 30], teal: [0, 128, 128] };

/** A page whose body has `classes` and whose CSS variables are `variables`; counts the pixels the probe reads. */
function page(classes: string[], variables: Record<string, string> = {}) {
  const reads = { count: 0 };
  let fill = '#000000';
  const probe = {
    clearRect: () => undefined,
    fillRect: () => undefined,
    globalCompositeOperation: '',
    set fillStyle(colour: string) {
      if (colour in KNOWN) fill = colour;
    },
    get fillStyle() {
      return fill;
    },
    getImageData: () => {
      reads.count += 1;
      return { data: [...KNOWN[fill], 255] };
    },
  };
  const global = globalThis as { document?: unknown; getComputedStyle?: unknown };
  global.document = { body: { classList: classes }, createElement: () => ({ getContext: () => probe }) };
  global.getComputedStyle = () => ({ getPropertyValue: (name: string) => variables[name] ?? '' });
  return reads;
}

describe('webview: themeColours', () => {
  afterEach(() => {
    const global = globalThis as { document?: unknown; getComputedStyle?: unknown };
    delete global.document;
    delete global.getComputedStyle;
  });

  it('reads the theme’s colours from its CSS variables, trimmed, the first variable that is set winning', () => {
    page(['vscode-dark'], {
      '--vscode-editor-background': ' #252526 ',
      '--vscode-foreground': '#d4d4d4',
      '--vscode-widget-border': '#303031',
      '--vscode-focusBorder': '#0078d4',
      '--vscode-editor-font-family': 'Consolas',
    });
    const theme = readThemeColours();
    assert.equal(theme.kind, 'dark');
    assert.equal(theme.background, '#252526');
    assert.equal(theme.foreground, '#d4d4d4');
    assert.equal(theme.border, '#303031');
    assert.equal(theme.focus, '#0078d4');
    assert.equal(theme.numberFont, 'Consolas');
  });

  it('falls back to the colours of the default theme of its kind when variables are missing', () => {
    page(['vscode-light']);
    const light = readThemeColours();
    assert.deepEqual(
      [light.kind, light.background, light.foreground, light.border, light.focus, light.errorBackground],
      ['light', '#ffffff', '#3b3b3b', '#c8c8c8', '#005fb8', '#5a1d1d'],
    );
    page([]);
    const dark = readThemeColours();
    assert.deepEqual([dark.kind, dark.background, dark.foreground, dark.mark, dark.numberFont], ['dark', '#1f1f1f', '#cccccc', '#cca700', 'monospace']);
    page(['vscode-high-contrast']);
    assert.deepEqual([readThemeColours().background, readThemeColours().border, readThemeColours().focus], ['#000000', '#6fc3df', '#f38518']);
  });

  it('derives lines and a focus ring that stand apart from the page: the theme’s own colours when they do', () => {
    page(['vscode-dark'], { '--vscode-editor-background': '#1f1f1f', '--vscode-editorWidget-border': '#454545', '--vscode-focusBorder': '#0078d4' });
    const dark = readThemeColours();
    assert.notEqual(dark.lines, '#454545', 'Dark Modern’s border is too faint on its page: a lighter grey');
    assert.equal(dark.focusRing, '#0078d4');
    page(['vscode-high-contrast-light'], { '--vscode-contrastBorder': '#0f4a85', '--vscode-focusBorder': '#006bbd' });
    const highContrastLight = readThemeColours();
    assert.deepEqual([highContrastLight.lines, highContrastLight.focusRing], ['#0f4a85', '#006bbd']);
    page(['vscode-dark'], { '--vscode-editor-background': '#1f1f1f', '--vscode-focusBorder': '#2a2a2a', '--vscode-editor-foreground': '#cccccc' });
    assert.equal(readThemeColours().focusRing, '#cccccc', 'a focus colour lost in the page gives way to the text colour');
  });

  it('takes the contrast border as the line colour in high contrast only', () => {
    const variables = { '--vscode-contrastBorder': '#6fc3df', '--vscode-panel-border': '#444444' };
    page(['vscode-high-contrast'], variables);
    assert.deepEqual([readThemeColours().kind, readThemeColours().border], ['highContrast', '#6fc3df']);
    page(['vscode-dark'], variables);
    assert.equal(readThemeColours().border, '#444444');
  });

  it('turns a CSS colour into its channels through the canvas once, black for a colour the canvas cannot read', () => {
    const reads = page([]);
    assert.deepEqual(colourChannels('rgb(10, 20, 30)'), [10, 20, 30]);
    assert.deepEqual(colourChannels('teal'), [0, 128, 128]);
    assert.deepEqual(colourChannels('rgb(10, 20, 30)'), [10, 20, 30]);
    assert.equal(reads.count, 2, 'cached per string');
    assert.deepEqual(colourChannels('not a colour'), [0, 0, 0]);
  });
});
