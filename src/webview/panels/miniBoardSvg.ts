/**
 * Draws a small board ({@link miniBoardLayout}) as an SVG image built with DOM calls: the cell
 * fills are the puzzle's data colours, everything else (lines, press marks, rings) takes the
 * theme's colours from the stylesheet's classes (`mini-board`, `mini-cell`, `mini-press`, `mini-ring`).
 */

import { svgElement } from '../dom';
import { miniBoardLayout, miniCellSize, type MiniBoardSpec } from './miniBoard';

/** An SVG picture of a small board with an accessible name (`label`). */
export function miniBoardSvg(spec: MiniBoardSpec, label: string): SVGSVGElement {
  const layout = miniBoardLayout(spec);
  const svg = svgElement('svg', {
    class: `mini-board mini-board--${spec.kind}`,
    width: layout.width,
    height: layout.height,
    viewBox: `0 0 ${layout.width} ${layout.height}`,
    role: 'img',
    'aria-label': label,
  });
  svg.append(svgElement('title', {}, [document.createTextNode(label)]));
  for (const cell of layout.cells) {
    const attributes: Record<string, string | number> = { class: cell.fill === null ? 'mini-cell mini-cell--empty' : 'mini-cell' };
    if (cell.fill !== null) attributes.fill = cell.fill;
    const shape =
      cell.shape.kind === 'rect'
        ? svgElement('rect', { ...attributes, x: cell.shape.x, y: cell.shape.y, width: cell.shape.width, height: cell.shape.height })
        : svgElement('polygon', { ...attributes, points: cell.shape.points });
    svg.append(shape);
    const { centre, mark } = cell;
    switch (mark.kind) {
      case 'none':
        break;
      case 'dot':
        svg.append(svgElement('circle', { cx: centre.x, cy: centre.y, r: mark.radius, fill: mark.colour }));
        break;
      case 'press':
        svg.append(svgElement('rect', { class: 'mini-press', x: centre.x - mark.side / 2, y: centre.y - mark.side / 2, width: mark.side, height: mark.side }));
        break;
      case 'text': {
        const text = svgElement('text', {
          class: mark.colour === null ? 'mini-text mini-text--theme' : 'mini-text',
          x: centre.x,
          y: centre.y,
          'font-size': Math.max(7, Math.floor(layout.cellSize * 0.55)),
        });
        if (mark.colour !== null) text.setAttribute('fill', mark.colour);
        text.textContent = mark.text;
        svg.append(text);
        break;
      }
      default: {
        const unknownMark: never = mark;
        throw new Error(`unknown mark ${JSON.stringify(unknownMark)}`);
      }
    }
    if (cell.ringed) {
      // Two rings, as on the grid: one contrasting with the cell's fill, one in the theme's focus colour.
      const ring = { cx: centre.x, cy: centre.y, r: Math.max(2, layout.cellSize * 0.36) };
      svg.append(
        svgElement(
          'circle',
          cell.ringContrast === null
            ? { ...ring, class: 'mini-ring-under mini-ring-under--theme' }
            : { ...ring, class: 'mini-ring-under', stroke: cell.ringContrast },
        ),
      );
      svg.append(svgElement('circle', { ...ring, class: 'mini-ring' }));
    }
  }
  return svg;
}

/** The board of a step of the Path or Learn panel: its cells with the cells to press ringed, at most 160 px across. */
export function stepBoardSvg(
  board: Pick<MiniBoardSpec, 'rows' | 'columns' | 'topology' | 'states'>,
  values: ArrayLike<number>,
  rings: readonly number[],
  label: string,
): SVGSVGElement {
  const { rows, columns, topology, states } = board;
  return miniBoardSvg({ rows, columns, topology, kind: 'cells', states, values, rings, cellSize: miniCellSize(rows, columns, 160) }, label);
}
