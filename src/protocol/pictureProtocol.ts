/**
 * The grid protocol's picture family (see protocol.ts, the entry both sides import): the grid's
 * webview rasterises a board picture to PNG for the host. Kept apart from HostMessage and
 * WebviewMessage: the provider answers these itself, so the grid's reducer and GridSession never
 * see them.
 */

/** Host to webview: draw `svg` (a board picture of `width` x `height` user units) on a canvas at `scale` and send it back as PNG. */
export interface PictureRequest {
  readonly type: 'rasterizePicture';
  readonly requestId: number;
  readonly svg: string;
  readonly width: number;
  readonly height: number;
  readonly scale: number;
}

/** Webview to host: the PNG bytes of the picture of `requestId`, or why it could not be drawn. */
export type PictureReply =
  | { readonly type: 'pictureRasterized'; readonly requestId: number; readonly png: Uint8Array }
  | { readonly type: 'pictureFailed'; readonly requestId: number; readonly message: string };

/** True when `value` is a well-formed {@link PictureRequest}. */
export function isPictureRequest(value: unknown): value is PictureRequest {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  return (
    message.type === 'rasterizePicture' &&
    Number.isInteger(message.requestId) &&
    typeof message.svg === 'string' &&
    [message.width, message.height, message.scale].every((size) => typeof size === 'number' && Number.isFinite(size) && size > 0)
  );
}

/** True when `value` is a well-formed {@link PictureReply}. */
export function isPictureReply(value: unknown): value is PictureReply {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  if (!Number.isInteger(message.requestId)) return false;
  if (message.type === 'pictureRasterized') return message.png instanceof Uint8Array;
  return message.type === 'pictureFailed' && typeof message.message === 'string';
}
