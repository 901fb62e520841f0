/**
 * The theme colours the board canvases need, read from VS Code's `--vscode-*` CSS variables, and
 * CSS colours turned into channels for the rasters. DOM only here.
 */

import { isHighContrast, themeKindFromClasses, type ThemeKind } from './cellColours';
import type { Rgb } from './boardRaster';

/** The theme colours the canvas needs, read from VS Code's `--vscode-*` CSS variables. */
export interface ThemeColours {
  readonly kind: ThemeKind;
  readonly background: string;
  readonly foreground: string;
  readonly border: string;
  readonly focus: string;
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
  const lightTheme = kind === 'light' || kind === 'highContrastLight';
  return {
    kind,
    background: read('--vscode-editor-background') || (lightTheme ? '#ffffff' : '#1e1e1e'),
    foreground: read('--vscode-editor-foreground', '--vscode-foreground') || (lightTheme ? '#000000' : '#cccccc'),
    border:
      (highContrast ? read('--vscode-contrastBorder') : '') ||
      read('--vscode-editorWidget-border', '--vscode-widget-border', '--vscode-panel-border') ||
      '#808080',
    focus: read('--vscode-focusBorder', '--vscode-contrastActiveBorder') || '#007fd4',
    errorBackground: read('--vscode-inputValidation-errorBackground') || '#5a1d1d',
    errorBorder: read('--vscode-inputValidation-errorBorder', '--vscode-errorForeground') || '#be1100',
    errorForeground: read('--vscode-errorForeground') || '#f48771',
    disabledForeground: read('--vscode-disabledForeground', '--vscode-descriptionForeground') || '#808080',
    mark: read('--vscode-editorWarning-foreground', '--vscode-focusBorder') || '#cca700',
    numberFont: read('--vscode-editor-font-family') || 'monospace',
  };
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
