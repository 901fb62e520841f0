/**
 * The colours and marks of puzzle cells: a ramp from black (state 0) to bright yellow
 * (state k-1), a text colour that contrasts with each fill, and the mark drawn on a cell so that a
 * state never shows by colour alone. Pure: theme colours that come from CSS variables (borders,
 * focus) are read by the renderer; this module only knows the theme's kind.
 */

/** The four kinds of VS Code colour theme, as the webview's body classes tell them. */
export type ThemeKind = 'dark' | 'light' | 'highContrast' | 'highContrastLight';

/** The fill and text colour of one cell, as CSS colour strings. */
export interface CellColours {
  readonly fill: string;
  readonly text: string;
}

/** What is drawn on top of a cell's fill. */
export type CellMark =
  | { readonly kind: 'none' }
  /** The state number. */
  | { readonly kind: 'digit'; readonly text: string }
  /** A filled dot: the "on" state of a two-state puzzle. */
  | { readonly kind: 'dot' }
  /** A centred square whose side is `fraction` of the cell: states on cells too small for digits in high contrast. */
  | { readonly kind: 'square'; readonly fraction: number };

/** The smallest cell size (CSS px) that shows state numbers. */
export const MIN_DIGIT_CELL_SIZE = 12;

/** The smallest cell size that shows the two-state dot outside high-contrast themes. */
export const MIN_DOT_CELL_SIZE = 8;

const BLACK_TEXT = '#000000';
const WHITE_TEXT = '#ffffff';

/** The theme kind from the classes VS Code puts on the webview's body. */
export function themeKindFromClasses(classNames: readonly string[]): ThemeKind {
  if (classNames.includes('vscode-high-contrast-light')) return 'highContrastLight';
  if (classNames.includes('vscode-high-contrast')) return 'highContrast';
  if (classNames.includes('vscode-light')) return 'light';
  return 'dark';
}

/** Whether a theme kind is one of the two high-contrast themes. */
export function isHighContrast(theme: ThemeKind): boolean {
  switch (theme) {
    case 'highContrast':
    case 'highContrastLight':
      return true;
    case 'dark':
    case 'light':
      return false;
    default: {
      const unknownTheme: never = theme;
      throw new Error(`unknown theme kind ${String(unknownTheme)}`);
    }
  }
}

/**
 * The fill of `state` among `states` (≥ 2) as [red, green, blue] in 0..255: a straight ramp from
 * black (0, 0, 0) at state 0 to bright yellow (255, 255, 0) at state `states - 1`. States outside
 * 0..states-1 are clamped.
 */
export function rampRgb(state: number, states: number): [number, number, number] {
  const top = Math.max(1, states - 1);
  const t = Math.min(1, Math.max(0, state / top));
  const level = Math.round(255 * t);
  return [level, level, 0];
}

/** The WCAG relative luminance of an sRGB colour given as 0..255 channels. */
export function relativeLuminance([red, green, blue]: readonly [number, number, number]): number {
  const linear = (channel: number): number => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** `#rrggbb` for 0..255 channels. */
export function hexColour([red, green, blue]: readonly [number, number, number]): string {
  return `#${[red, green, blue].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The fill of a cell and the text colour that contrasts best with it (black or white, whichever
 * gives the larger WCAG contrast ratio). The ramp is the puzzle's own data colour, the same in
 * every theme, like the colours of an image; the theme only decides borders and marks.
 */
export function cellColours(state: number, states: number): CellColours {
  const rgb = rampRgb(state, states);
  const luminance = relativeLuminance(rgb);
  // Contrast with black is (L + 0.05) / 0.05, with white 1.05 / (L + 0.05); they are equal at L ≈ 0.179.
  const text = (luminance + 0.05) / 0.05 >= 1.05 / (luminance + 0.05) ? BLACK_TEXT : WHITE_TEXT;
  return { fill: hexColour(rgb), text };
}

/**
 * The mark drawn on a cell: the state number when k > 2 and the cell is big enough; a dot on the
 * "on" cells of a two-state puzzle (always in high contrast, from {@link MIN_DOT_CELL_SIZE}
 * elsewhere); in high contrast, cells too small for digits show a square whose size grows with
 * the state, so states are never told apart by colour alone there.
 */
export function cellMark(state: number, states: number, theme: ThemeKind, cellSize: number): CellMark {
  const highContrast = isHighContrast(theme);
  if (states <= 2) {
    if (state === 0) return { kind: 'none' };
    return highContrast || cellSize >= MIN_DOT_CELL_SIZE ? { kind: 'dot' } : { kind: 'none' };
  }
  if (cellSize >= MIN_DIGIT_CELL_SIZE) return { kind: 'digit', text: String(state) };
  if (!highContrast || state <= 0) return { kind: 'none' };
  return { kind: 'square', fraction: Math.min(1, state / (states - 1)) * 0.8 };
}
