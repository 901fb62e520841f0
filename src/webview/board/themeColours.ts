/**
 * The theme colours the board canvases need, read from VS Code's `--vscode-*` CSS variables, and
 * CSS colours turned into channels for the rasters. DOM only here.
 */

import { DEFAULT_THEME_COLOURS, focusRingColour, frameLineColour, hexChannels } from './boardContrast';
import { isHighContrast, rampRgb, themeKindFromClasses, type ThemeKind } from './cellColours';
import type { Rgb } from './boardRaster';

/** The theme colours the canvas needs, read from VS Code's `--vscode-*` CSS variables. */
export interface ThemeColours {
  readonly kind: ThemeKind;
  readonly background: string;
  readonly foreground: string;
  readonly border: string;
  /**
   * The lines that frame the cells and the board: the border when it stands apart from the page
   * (3:1), else a grey that does, so cells as dark (or light) as the page still stand apart.
   */
  readonly lines: string;
  readonly focus: string;
  /** The outer line of the focus ring: the focus colour when it has 3:1 against the page, else the foreground. */
  readonly focusRing: string;
  readonly errorBackground: string;
  readonly errorBorder: string;
  readonly errorForeground: string;
  readonly disabledForeground: string;
  /** The theme's colour of the marks of a proof of unsolvability (drawn over a line that contrasts with the cell). */
  readonly mark: string;
  readonly numberFont: string;
}

/** Reads the theme colours and kind from the document (call again when the theme changes). */
export function readThemeColours(): ThemeColours {
  const style = getComputedStyle(document.body);
  const read = (...names: string[]): string => {
    for (const name of names) {
      const value = style.getPropertyValue(name).trim();
      if (value !== '') return value;
    }
    return '';
  };
  const kind = themeKindFromClasses(Array.from(document.body.classList));
  const highContrast = isHighContrast(kind);
  const defaults = DEFAULT_THEME_COLOURS[kind];
  const background = read('--vscode-editor-background') || defaults.background;
  const foreground = read('--vscode-editor-foreground', '--vscode-foreground') || defaults.foreground;
  const border =
    (highContrast ? read('--vscode-contrastBorder') : '') ||
    read('--vscode-editorWidget-border', '--vscode-widget-border', '--vscode-panel-border') ||
    defaults.border;
  const focus = read('--vscode-focusBorder', '--vscode-contrastActiveBorder') || defaults.focus;
  const page = channelsOf(background);
  const text = channelsOf(foreground, page);
  // The ramp's ends, black and bright yellow: the fills that can blend with a dark or a light page.
  const ends = [rampRgb(0, 2), rampRgb(1, 2)];
  return {
    kind,
    background,
    foreground,
    border,
    lines: frameLineColour(page, text, channelsOf(border, page), ends),
    focus,
    focusRing: focusRingColour(page, channelsOf(focus, page), text),
    errorBackground: read('--vscode-inputValidation-errorBackground') || '#5a1d1d',
    errorBorder: read('--vscode-inputValidation-errorBorder', '--vscode-errorForeground') || '#be1100',
    errorForeground: read('--vscode-errorForeground') || '#f48771',
    disabledForeground: read('--vscode-disabledForeground', '--vscode-descriptionForeground') || '#808080',
    mark: read('--vscode-editorWarning-foreground', '--vscode-focusBorder') || '#cca700',
    numberFont: read('--vscode-editor-font-family') || 'monospace',
  };
}

/** The channels of a theme colour: hex colours read directly (translucent ones over `under`), any other syntax through the canvas. */
function channelsOf(colour: string, under?: Rgb): Rgb {
  return hexChannels(colour, under) ?? colourChannels(colour);
}

const parsed = new Map<string, Rgb>();
let probe: CanvasRenderingContext2D | null = null;

/**
 * The [red, green, blue] channels of a CSS colour (any syntax the canvas accepts; its alpha is
 * ignored), or black when the browser cannot read it. Cached per string.
 */
export function colourChannels(colour: string): Rgb {
  const known = parsed.get(colour);
  if (known !== undefined) return known;
  probe ??= document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  let channels: Rgb = [0, 0, 0];
  if (probe !== null) {
    probe.clearRect(0, 0, 1, 1);
    probe.fillStyle = '#000000';
    probe.fillStyle = colour;
    probe.globalCompositeOperation = 'copy';
    probe.fillRect(0, 0, 1, 1);
    const [red, green, blue] = probe.getImageData(0, 0, 1, 1).data;
    channels = [red, green, blue];
  }
  if (parsed.size > 64) parsed.clear();
  parsed.set(colour, channels);
  return channels;
}
