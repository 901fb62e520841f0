// Turns PNG screenshots (as playwright returns them) into one animated GIF, for `npm run screenshots`.
// PNG decoding needs only zlib (8-bit RGB or RGBA, non-interlaced: what Chromium writes); the GIF is
// written by gifenc (quantised to one 256-colour palette shared by all frames, so the flat colours of
// the workbench stay steady from frame to frame).
'use strict';
const { Buffer } = require('node:buffer');
const zlib = require('node:zlib');
const { GIFEncoder, quantize, applyPalette } = require('gifenc');

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The PNG's predictor for one byte (PNG specification, 9.4: the Paeth filter). */
function paeth(left, up, upLeft) {
  const estimate = left + up - upLeft;
  const toLeft = Math.abs(estimate - left);
  const toUp = Math.abs(estimate - up);
  const toUpLeft = Math.abs(estimate - upLeft);
  if (toLeft <= toUp && toLeft <= toUpLeft) return left;
  return toUp <= toUpLeft ? up : upLeft;
}

/**
 * Decodes an 8-bit RGB or RGBA, non-interlaced PNG into { width, height, rgba } (rgba: 4 bytes a
 * pixel, row-major). Throws for any other kind of PNG.
 */
function decodePng(bytes) {
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error('not a PNG');
  let offset = 8;
  let header = null;
  const data = [];
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      header = { width: body.readUInt32BE(0), height: body.readUInt32BE(4), depth: body[8], colour: body[9], interlace: body[12] };
    } else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  if (!header || header.depth !== 8 || header.interlace !== 0 || (header.colour !== 2 && header.colour !== 6)) {
    throw new Error(`unsupported PNG: ${JSON.stringify(header)}`);
  }
  const { width, height } = header;
  const channels = header.colour === 6 ? 4 : 3;
  const stride = width * channels;
  const raw = zlib.inflateSync(Buffer.concat(data));
  const pixels = Buffer.alloc(stride * height);
  for (let row = 0; row < height; row++) {
    const filter = raw[row * (stride + 1)];
    const source = row * (stride + 1) + 1;
    const target = row * stride;
    for (let index = 0; index < stride; index++) {
      const value = raw[source + index];
      const left = index >= channels ? pixels[target + index - channels] : 0;
      const up = row > 0 ? pixels[target - stride + index] : 0;
      const upLeft = row > 0 && index >= channels ? pixels[target - stride + index - channels] : 0;
      let predicted;
      if (filter === 0) predicted = 0;
      else if (filter === 1) predicted = left;
      else if (filter === 2) predicted = up;
      else if (filter === 3) predicted = (left + up) >> 1;
      else if (filter === 4) predicted = paeth(left, up, upLeft);
      else throw new Error(`unknown PNG filter ${filter} in row ${row}`);
      pixels[target + index] = (value + predicted) & 0xff;
    }
  }
  const rgba = new Uint8Array(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel++) {
    for (let channel = 0; channel < 3; channel++) rgba[pixel * 4 + channel] = pixels[pixel * channels + channel];
    rgba[pixel * 4 + 3] = channels === 4 ? pixels[pixel * channels + 3] : 255;
  }
  return { width, height, rgba };
}

/** Halves an image in both directions, each pixel the mean of the 2x2 pixels it covers (odd last rows and columns are dropped). */
function halve({ width, height, rgba }) {
  const w = width >> 1;
  const h = height >> 1;
  const out = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      for (let channel = 0; channel < 4; channel++) {
        const at = (yy, xx) => rgba[(yy * width + xx) * 4 + channel];
        out[(y * w + x) * 4 + channel] = (at(2 * y, 2 * x) + at(2 * y, 2 * x + 1) + at(2 * y + 1, 2 * x) + at(2 * y + 1, 2 * x + 1) + 2) >> 2;
      }
    }
  }
  return { width: w, height: h, rgba: out };
}

/**
 * An animated GIF (looping) of `frames` (decoded images of one size), each shown for its entry of
 * `delaysMs`. The palette is quantised once from all frames together.
 */
function encodeGif(frames, delaysMs) {
  if (frames.length === 0) throw new Error('no frames');
  const { width, height } = frames[0];
  if (frames.some((frame) => frame.width !== width || frame.height !== height)) throw new Error('the frames differ in size');
  const all = new Uint8Array(frames.length * width * height * 4);
  frames.forEach((frame, index) => all.set(frame.rgba, index * width * height * 4));
  const palette = quantize(all, 256);
  const gif = GIFEncoder();
  frames.forEach((frame, index) => {
    gif.writeFrame(applyPalette(frame.rgba, palette), width, height, { palette: index === 0 ? palette : undefined, delay: delaysMs[index], repeat: 0 });
  });
  gif.finish();
  return Buffer.from(gif.bytes());
}

module.exports = { decodePng, halve, encodeGif };
