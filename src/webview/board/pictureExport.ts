/**
 * The webview's half of "Export Board as Picture": the host sends a board picture as SVG, and
 * the webview draws it on a canvas and returns the PNG bytes. The
 * browser's own SVG renderer and PNG encoder do the work, so the export needs no Node API and
 * the PNG shows exactly what the SVG shows.
 */

import * as l10n from '../../domain/l10n';
import type { PictureReply, PictureRequest } from '../../protocol/protocol';

/** The largest canvas side drawn, in pixels: a larger request is scaled down to fit (browsers refuse far larger canvases). */
const MAX_PICTURE_SIDE = 8192;

/** Draws the request's SVG at its scale (capped at {@link MAX_PICTURE_SIDE}) and answers with the PNG, or with why it failed. */
export async function rasterizePicture(request: PictureRequest): Promise<PictureReply> {
  try {
    const scale = Math.min(request.scale, MAX_PICTURE_SIDE / request.width, MAX_PICTURE_SIDE / request.height);
    const image = await loadImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(request.svg)}`);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(request.width * scale));
    canvas.height = Math.max(1, Math.round(request.height * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new Error(l10n.t('the canvas could not be drawn on'));
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error(l10n.t('the canvas could not be encoded as PNG'));
    return { type: 'pictureRasterized', requestId: request.requestId, png: new Uint8Array(await blob.arrayBuffer()) };
  } catch (error) {
    return { type: 'pictureFailed', requestId: request.requestId, message: error instanceof Error ? error.message : String(error) };
  }
}

function loadImage(source: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(l10n.t('the picture could not be read')));
    image.src = source;
  });
}
