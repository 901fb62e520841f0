import * as assert from 'node:assert/strict';
import { MAX_STATES, MIN_STATES } from '../../../src/domain/limits';
import {
  contrastRatio,
  DEFAULT_THEME_COLOURS,
  focusRingColour,
  frameLineColour,
  hexChannels,
  mixRgb,
  NON_TEXT_CONTRAST,
  type BoardThemeColours,
} from '../../../src/webview/board/boardContrast';
import type { Rgb } from '../../../src/webview/board/boardRaster';
import { cellColours, rampRgb, type ThemeKind } from '../../../src/webview/board/cellColours';

const THEMES = Object.keys(DEFAULT_THEME_COLOURS) as ThemeKind[];

/** The channels of a `#rrggbb` colour (the test fails on anything else). */
function rgb(colour: string): Rgb {
  const channels = hexChannels(colour);
  assert.ok(channels !== null, colour);
  return channels;
}

/** Every fill of the state ramp, for every number of states. */
function everyFill(): { readonly states: number; readonly state: number; readonly fill: Rgb; readonly text: Rgb }[] {
  const fills = [];
  for (let states = MIN_STATES; states <= MAX_STATES; states++) {
    for (let state = 0; state < states; state++) {
      const colours = cellColours(state, states);
      fills.push({ states, state, fill: rgb(colours.fill), text: rgb(colours.text) });
    }
  }
  return fills;
}

/** The board's line and focus ring colours for a theme's colours, as readThemeColours derives them. */
function boardColours(theme: BoardThemeColours): { readonly lines: Rgb; readonly focusRing: Rgb } {
  const [background, foreground] = [rgb(theme.background), rgb(theme.foreground)];
  return {
    lines: rgb(frameLineColour(background, foreground, rgb(theme.border), [rampRgb(0, 2), rampRgb(1, 2)])),
    focusRing: rgb(focusRingColour(background, rgb(theme.focus), foreground)),
  };
}

describe('webview: boardContrast', () => {
  it('computes WCAG contrast ratios', () => {
    assert.equal(contrastRatio([0, 0, 0], [255, 255, 255]), 21);
    assert.equal(contrastRatio([255, 255, 255], [0, 0, 0]), 21);
    assert.equal(contrastRatio([31, 31, 31], [31, 31, 31]), 1);
    // Dark Modern's unlit cell (black) on its page (#1f1f1f): far below 3:1.
    assert.ok(Math.abs(contrastRatio([0, 0, 0], [31, 31, 31]) - 1.2746) < 1e-3);
  });

  it('reads hex colours, compositing a translucent one over the colour under it', () => {
    assert.deepEqual(hexChannels('#1F1F1F'), [31, 31, 31]);
    assert.deepEqual(hexChannels(' #abc '), [170, 187, 204]);
    assert.deepEqual(hexChannels('#ffffff80', [0, 0, 0]), [128, 128, 128]);
    assert.deepEqual(hexChannels('#ffffff80'), [255, 255, 255], 'no colour under it: the alpha is ignored');
    assert.deepEqual(hexChannels('#0000', [255, 255, 255]), [255, 255, 255]);
    assert.equal(hexChannels('rgb(1, 2, 3)'), null);
    assert.equal(hexChannels('#12345'), null);
    assert.deepEqual(mixRgb([0, 0, 0], [200, 100, 50], 0.5), [100, 50, 25]);
  });

  it('frames the cells in every default theme with lines of 3:1 against the page and the fills that blend with it', () => {
    for (const kind of THEMES) {
      const theme = DEFAULT_THEME_COLOURS[kind];
      const background = rgb(theme.background);
      const { lines } = boardColours(theme);
      assert.ok(contrastRatio(lines, background) >= NON_TEXT_CONTRAST, `${kind}: lines against the page`);
      for (const { states, state, fill } of everyFill()) {
        if (state !== 0 && state !== states - 1) continue;
        // An unlit or fully lit cell stands apart from the page by its fill, or else by its frame (3:1 against the page and against the fill).
        const byFill = contrastRatio(fill, background) >= NON_TEXT_CONTRAST;
        const byFrame = contrastRatio(lines, fill) >= NON_TEXT_CONTRAST;
        assert.ok(byFill || byFrame, `${kind}: state ${state} of ${states} blends with the page`);
      }
    }
  });

  it('keeps a theme’s own border when it stands apart, and finds a grey that does when it does not (Dark and Light Modern)', () => {
    assert.equal(frameLineColour(rgb('#000000'), rgb('#ffffff'), rgb('#6fc3df'), [rampRgb(0, 2), rampRgb(1, 2)]), '#6fc3df');
    assert.equal(frameLineColour(rgb('#ffffff'), rgb('#292929'), rgb('#0f4a85'), [rampRgb(0, 2), rampRgb(1, 2)]), '#0f4a85');
    const dark = boardColours(DEFAULT_THEME_COLOURS.dark).lines;
    assert.ok(contrastRatio(rgb(DEFAULT_THEME_COLOURS.dark.border), rgb('#1f1f1f')) < NON_TEXT_CONTRAST, 'Dark Modern’s border alone is too faint');
    assert.notDeepEqual(dark, rgb(DEFAULT_THEME_COLOURS.dark.border));
    assert.ok(contrastRatio(dark, [0, 0, 0]) >= NON_TEXT_CONTRAST, 'Dark Modern: the frame stands apart from an unlit (black) cell');
    const light = boardColours(DEFAULT_THEME_COLOURS.light).lines;
    assert.ok(contrastRatio(light, [255, 255, 0]) >= NON_TEXT_CONTRAST, 'Light Modern: the frame stands apart from a lit (yellow) cell');
    // No mix will do against a mid-grey page: the foreground itself.
    assert.equal(frameLineColour([119, 119, 119], [136, 136, 136], [128, 128, 128], []), '#888888');
  });

  it('gives the focus ring 3:1 against the page and against every cell fill, in the four default themes', () => {
    for (const kind of THEMES) {
      const theme = DEFAULT_THEME_COLOURS[kind];
      const background = rgb(theme.background);
      const { focusRing } = boardColours(theme);
      assert.ok(contrastRatio(focusRing, background) >= NON_TEXT_CONTRAST, `${kind}: outer line against the page`);
      for (const { states, state, fill, text } of everyFill()) {
        // The inner line has the cell's text colour.
        assert.ok(contrastRatio(text, fill) >= NON_TEXT_CONTRAST, `${kind}: inner line on state ${state} of ${states}`);
      }
      // On the Solution grid, whose cells are the page, the inner line is the theme's text colour.
      assert.ok(contrastRatio(rgb(theme.foreground), background) >= NON_TEXT_CONTRAST, `${kind}: inner line on the Solution grid`);
    }
    // Newer Light Modern builds use a teal focus colour: still 3:1 on white.
    assert.equal(focusRingColour([255, 255, 255], rgb('#0d9488'), rgb('#3b3b3b')), '#0d9488');
    // A focus colour too close to the page gives way to the text colour.
    assert.equal(focusRingColour([31, 31, 31], rgb('#3a3a3a'), rgb('#cccccc')), '#cccccc');
  });
});
