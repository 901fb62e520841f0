/**
 * The contrast the board keeps with the page in every theme (WCAG 2.2: 3:1 for the parts of a
 * graphic and for a focus indicator): the colour of the lines that frame the cells, so that a cell
 * whose fill is close to the page (black cells on Dark Modern, yellow ones on Light Modern) still
 * stands apart from it; and the two colours of the focus ring, one that stands apart from the
 * page and one from the cell under it. Also the default colours of VS Code's four default themes,
 * the fallbacks when a theme variable is missing. Pure: colours as 0..255 channels.
 */

import type { Rgb } from './boardRaster';
import { hexColour, relativeLuminance, type ThemeKind } from './cellColours';

/** The least contrast ratio of a part of a graphic, or of a focus indicator, against what is next to it (WCAG 2.2, 1.4.11 and 2.4.13). */
export const NON_TEXT_CONTRAST = 3;

/** The theme colours the board's contrast depends on. */
export interface BoardThemeColours {
  /** The page (editor) background. */
  readonly background: string;
  /** The editor's text colour. */
  readonly foreground: string;
  /** The theme's focus colour (`focusBorder`). */
  readonly focus: string;
  /** The theme's border colour for widgets (`contrastBorder` in high contrast). */
  readonly border: string;
}

/**
 * The default colours of VS Code's default theme of each kind: Dark Modern, Light Modern, Dark
 * High Contrast and Light High Contrast (`editor.background`, `editor.foreground`, `focusBorder`,
 * and `editorWidget.border` or, in high contrast, `contrastBorder`).
 */
export const DEFAULT_THEME_COLOURS: Readonly<Record<ThemeKind, BoardThemeColours>> = {
  dark: { background: '#1f1f1f', foreground: '#cccccc', focus: '#0078d4', border: '#454545' },
  light: { background: '#ffffff', foreground: '#3b3b3b', focus: '#005fb8', border: '#c8c8c8' },
  highContrast: { background: '#000000', foreground: '#ffffff', focus: '#f38518', border: '#6fc3df' },
  highContrastLight: { background: '#ffffff', foreground: '#292929', focus: '#006bbd', border: '#0f4a85' },
};

/** The WCAG contrast ratio of two colours, 1 (the same luminance) to 21 (black on white). */
export function contrastRatio(first: Rgb, second: Rgb): number {
  const a = relativeLuminance([first[0], first[1], first[2]]);
  const b = relativeLuminance([second[0], second[1], second[2]]);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * The channels of a `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` colour, or null for any other text.
 * A translucent colour is composited over `under` (VS Code themes use such colours for borders);
 * without `under` its alpha is ignored.
 */
export function hexChannels(colour: string, under?: Rgb): Rgb | null {
  const text = colour.trim().toLowerCase();
  let digits: string[];
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])([0-9a-f])?$/.exec(text);
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})?$/.exec(text);
  if (short !== null) digits = short.slice(1).map((digit) => (digit === undefined ? 'ff' : digit.repeat(2)));
  else if (long !== null) digits = long.slice(1).map((pair) => pair ?? 'ff');
  else return null;
  const [red, green, blue, alpha] = digits.map((pair) => parseInt(pair, 16));
  const rgb: Rgb = [red, green, blue];
  return under === undefined || alpha === 255 ? rgb : mixRgb(under, rgb, alpha / 255);
}

/** The colour `t` of the way from `from` to `to` (0: `from`, 1: `to`), channels rounded. */
export function mixRgb(from: Rgb, to: Rgb, t: number): [number, number, number] {
  return [0, 1, 2].map((channel) => Math.round(from[channel] + (to[channel] - from[channel]) * t)) as [number, number, number];
}

/**
 * The colour of the lines that frame the cells: `border` when it has at least 3:1 contrast with
 * the page `background` and with every cell fill in `fills` that itself has less than 3:1 with the
 * page (those cells stand apart only by their frame); else the first mix from the background
 * towards `foreground` (in twentieths) that has; else the foreground itself. Returned as `#rrggbb`.
 */
export function frameLineColour(background: Rgb, foreground: Rgb, border: Rgb, fills: readonly Rgb[]): string {
  const blending = fills.filter((fill) => contrastRatio(fill, background) < NON_TEXT_CONTRAST);
  const standsApart = (line: Rgb): boolean => [background, ...blending].every((next) => contrastRatio(line, next) >= NON_TEXT_CONTRAST);
  if (standsApart(border)) return hexColour([border[0], border[1], border[2]]);
  for (let step = 1; step < 20; step++) {
    const mix = mixRgb(background, foreground, step / 20);
    if (standsApart(mix)) return hexColour(mix);
  }
  return hexColour([foreground[0], foreground[1], foreground[2]]);
}

/**
 * The colour of the outer line of the focus ring: the theme's `focus` colour when it has at least
 * 3:1 contrast with the page `background`, else the `foreground` (the inner line, in the cell's
 * text colour, stands apart from the cell). Returned as `#rrggbb`.
 */
export function focusRingColour(background: Rgb, focus: Rgb, foreground: Rgb): string {
  const colour = contrastRatio(focus, background) >= NON_TEXT_CONTRAST ? focus : foreground;
  return hexColour([colour[0], colour[1], colour[2]]);
}
