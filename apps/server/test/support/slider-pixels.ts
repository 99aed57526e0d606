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
