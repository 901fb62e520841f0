/**
 * The grid webview's receiving side: what arrives on `window`'s message event is either a picture
 * request of "Export Board as Picture" (main.ts answers it with the PNG of pictureExport.ts), one of
 * the host's {@link HostMessage}s (its packed bytes decoded, src/protocol/wireCodec.ts) for the
 * reducer, or something else posted to the page, which is ignored. Pure: main.ts listens.
 */

import { isPictureRequest, type HostMessage, type PictureRequest } from '../protocol/protocol';
import { decodeWireMessage } from '../protocol/wireCodec';

const HOST_MESSAGE_TYPES: ReadonlySet<string> = new Set<HostMessage['type']>([
  'document',
  'rows',
  'solveResult',
  'solveFirst',
  'hintResult',
  'pathResult',
  'teachingResult',
  'progress',
  'command',
  'notice',
]);

/** A message event's data as the grid webview reads it. */
export type IncomingMessage = { readonly kind: 'host'; readonly message: HostMessage } | { readonly kind: 'picture'; readonly request: PictureRequest };

/** What `data` (a message event's data) is: a picture request, a host message decoded from the wire, or null for anything else. */
export function readIncomingMessage(data: unknown): IncomingMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  if (isPictureRequest(data)) return { kind: 'picture', request: data };
  const type = (data as { type?: unknown }).type;
  if (typeof type !== 'string' || !HOST_MESSAGE_TYPES.has(type)) return null;
  return { kind: 'host', message: decodeWireMessage(data as HostMessage) };
}
