import { inflateSync } from 'node:zlib';

/** A decoded picture: 8-bit RGBA, row by row. */
export interface Pixels {
  width: number;
  height: number;
  rgba: Uint8Array;
}

/**
 * Reads a PNG data URL as the server writes them (8-bit RGBA, not interlaced, rows with filter 0 or 1), as a
 * browser would show it. Anything else is an error, so a change of format shows up here.
 */
export function decodePngDataUrl(dataUrl: string): Pixels {
  const prefix = 'data:image/png;base64,';
  if (!dataUrl.startsWith(prefix)) throw new Error(`not a PNG data URL: ${dataUrl.slice(0, 40)}`);
  const png = Buffer.from(dataUrl.slice(prefix.length), 'base64');
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8 || body[9] !== 6 || body[12] !== 0) throw new Error('unexpected PNG format');
    } else if (type === 'IDAT') data.push(body);
    at += 12 + length;
  }
  const rows = inflateSync(Buffer.concat(data));
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    const start = y * (width * 4 + 1);
    const filter = rows[start];
    if (filter !== 0 && filter !== 1) throw new Error(`row ${y} uses PNG filter ${filter}`);
    for (let at = 0; at < width * 4; at += 1) {
      const left = filter === 1 && at >= 4 ? (rgba[y * width * 4 + at - 4] ?? 0) : 0;
      rgba[y * width * 4 + at] = ((rows[start + 1 + at] ?? 0) + left) & 0xff;
    }
  }
  return { width, height, rgba };
}

/**
 * Solves the puzzle by looking, as a person does: slides the piece along its row of the background and
 * returns the offset where the background under the piece looks most like the piece in shadow.
 */
export function findGap(background: Pixels, piece: Pixels, pieceY: number): number {
  const opaque = (x: number, y: number) =>
    x >= 0 &&
    y >= 0 &&
    x < piece.width &&
    y < piece.height &&
    (piece.rgba[(y * piece.width + x) * 4 + 3] ?? 0) > 0;
  // The inside of the piece, without its rim.
  const inner: [number, number][] = [];
  for (let y = 0; y < piece.height; y += 1) {
    for (let x = 0; x < piece.width; x += 1) {
      if (opaque(x, y) && opaque(x - 1, y) && opaque(x + 1, y) && opaque(x, y - 1) && opaque(x, y + 1)) {
        inner.push([x, y]);
      }
    }
  }
  let best = { offset: 0, score: Number.POSITIVE_INFINITY };
  for (let offset = 0; offset + piece.width <= background.width; offset += 1) {
    let score = 0;
    for (const [x, y] of inner) {
      for (let c = 0; c < 3; c += 1) {
        const under = background.rgba[((pieceY + y) * background.width + offset + x) * 4 + c] ?? 0;
        const shadow = 0.45 * (piece.rgba[(y * piece.width + x) * 4 + c] ?? 0);
        score += (under - shadow) ** 2;
      }
    }
    if (score < best.score) best = { offset, score };
  }
  return best.offset;
}
