import { isInsidePiece, type RandomUnit, type SliderLayout } from '@lantau/domain';
import { createRandom } from '@lantau/exchange';
import { encodePng } from '../../platform/shared/png';

/**
 * Draws the slider puzzle as two PNG data URLs: a textured picture of random shapes and stripes on a random
 * gradient with piece-shaped gaps in the piece's row (the real one and decoys, alike), and the piece, cut from
 * the picture where the real gap is, that fills it. Pixels only: nothing in the data states where the gap is
 * (reading `translate(x ...)` out of the SVG drawn before solved every puzzle). The row is no secret, since the
 * page shows the piece in it; the decoys make knowing it worth nothing to a script that looks for a gap. Both
 * pictures carry their own grain. New shapes every time.
 */
export interface SliderImages {
  backgroundImage: string;
  pieceImage: string;
}

type Rgb = [number, number, number];

/** Channels 0-255, three per pixel, row by row. */
interface Picture {
  width: number;
  height: number;
  rgb: Float32Array;
}

const toDataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

/** A fast generator for texture and noise, seeded from the caller's (secure) source. Not for secrets. */
const fastUnit = (seed: number): RandomUnit => createRandom(seed).next;

function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return 255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [channel(0), channel(8), channel(4)];
}

/**
 * Lays a colour at an opacity over the pixels `inside` picks among those `span` names: for each row, the columns
 * from its first up to (not including) its second number, none if undefined.
 */
function paint(
  picture: Picture,
  span: (y: number) => [number, number] | undefined,
  inside: (x: number, y: number) => boolean,
  fill: Rgb,
  opacity: number,
): void {
  const { width, height, rgb } = picture;
  for (let y = 0; y < height; y += 1) {
    const columns = span(y);
    if (!columns) continue;
    for (let x = Math.max(0, Math.floor(columns[0])); x < Math.min(width, columns[1]); x += 1) {
      if (!inside(x, y)) continue;
      for (let c = 0; c < 3; c += 1) {
        const at = (y * width + x) * 3 + c;
        rgb[at] = (rgb[at] ?? 0) * (1 - opacity) + (fill[c] ?? 0) * opacity;
      }
    }
  }
}

/**
 * The picture without grain: a gradient with soft waves and blotches, translucent circles and tilted squares in
 * colours from all round the wheel, and a few bold stripes across. The shapes' edges and the stripes are what
 * a person follows from the piece into the picture around the right gap.
 */
function paintArtwork(width: number, height: number, random: RandomUnit): Picture {
  const hue = Math.floor(random() * 360);
  const colour = (spread: number, lightness: number) =>
    hsl((hue + Math.floor(random() * spread)) % 360, 55 + Math.floor(random() * 30), lightness);
  const from = colour(40, 70);
  const to = colour(120, 40);
  const waves = Array.from({ length: 3 }, () => ({
    fx: (random() - 0.5) * 0.3,
    fy: (random() - 0.5) * 0.3,
    phase: random() * Math.PI * 2,
  }));
  // Blotches: a coarse grid of random shades, smoothly interpolated.
  const cell = 12;
  const columns = Math.ceil(width / cell) + 2;
  const blotches = Array.from(
    { length: columns * (Math.ceil(height / cell) + 2) },
    () => (random() - 0.5) * 28,
  );
  const corner = (i: number, j: number) => blotches[j * columns + i] ?? 0;
  const blotch = (x: number, y: number) => {
    const [ix, iy] = [Math.floor(x / cell), Math.floor(y / cell)];
    const [fx, fy] = [x / cell - ix, y / cell - iy];
    const [sx, sy] = [fx * fx * (3 - 2 * fx), fy * fy * (3 - 2 * fy)];
    const top = corner(ix, iy) * (1 - sx) + corner(ix + 1, iy) * sx;
    const bottom = corner(ix, iy + 1) * (1 - sx) + corner(ix + 1, iy + 1) * sx;
    return top * (1 - sy) + bottom * sy;
  };
  const picture: Picture = { width, height, rgb: new Float32Array(width * height * 3) };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const t = (x / width + y / height) / 2;
      const shade =
        waves.reduce((sum, w) => sum + 10 * Math.sin(w.fx * x + w.fy * y + w.phase), 0) + blotch(x, y);
      for (let c = 0; c < 3; c += 1) {
        picture.rgb[(y * width + x) * 3 + c] = (from[c] ?? 0) * (1 - t) + (to[c] ?? 0) * t + shade;
      }
    }
  }
  for (let index = 0; index < 12; index += 1) {
    const fill = colour(360, 30 + Math.floor(random() * 45));
    const opacity = 0.45 + random() * 0.45;
    const cx = random() * width;
    const cy = random() * height;
    const round = random() < 0.5;
    const extent = round ? 6 + (random() * height) / 4 : (10 + (random() * height) / 3) / 2;
    const angle = random() * (Math.PI / 2);
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const reach = Math.ceil(extent * Math.SQRT2);
    paint(
      picture,
      (y) => (Math.abs(y - cy) <= reach ? [cx - reach, cx + reach] : undefined),
      (x, y) => {
        if (round) return (x - cx) ** 2 + (y - cy) ** 2 <= extent ** 2;
        const u = (x - cx) * cos + (y - cy) * sin;
        const v = -(x - cx) * sin + (y - cy) * cos;
        return Math.abs(u) <= extent && Math.abs(v) <= extent;
      },
      fill,
      opacity,
    );
  }
  for (let index = 0; index < 3; index += 1) {
    // A band through a random point at a random slant, 3 to 7 px wide.
    const [px, py] = [random() * width, random() * height];
    const angle = random() * Math.PI;
    const [nx, ny] = [-Math.sin(angle), Math.cos(angle)];
    const half = 1.5 + random() * 2;
    const fill = colour(
      360,
      random() < 0.5 ? 20 + Math.floor(random() * 15) : 80 + Math.floor(random() * 12),
    );
    // Row by row, the columns where |(x - px) nx + (y - py) ny| <= half (all or none for a level band).
    const span = (y: number): [number, number] | undefined => {
      const offset = (y - py) * ny;
      if (Math.abs(nx) < 1e-6) return Math.abs(offset) <= half ? [0, width] : undefined;
      const [a, b] = [px + (-half - offset) / nx, px + (half - offset) / nx];
      return [Math.min(a, b) - 1, Math.max(a, b) + 1];
    };
    paint(picture, span, (x, y) => Math.abs((x - px) * nx + (y - py) * ny) <= half, fill, 0.85);
  }
  return picture;
}

/** Grain added to each pixel (the same to its three channels: texture, not colour speckle). */
const NOISE = 8;
const byte = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

/**
 * Pixels of the piece's square: inside, on the outline (inside with a neighbour outside), or outside.
 * Sampled at pixel centres so the shape matches `piecePath`.
 */
function pieceMask(size: number): Uint8Array {
  const inside = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < size && y < size && isInsidePiece(x + 0.5, y + 0.5, size);
  const mask = new Uint8Array(size * size);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      if (!inside(x, y)) continue;
      const edge = !inside(x - 1, y) || !inside(x + 1, y) || !inside(x, y - 1) || !inside(x, y + 1);
      mask[y * size + x] = edge ? 2 : 1;
    }
  }
  return mask;
}

/**
 * A spot of the picture, clear of every gap, whose pixels a gap shows in shadow. Never a gap's own spot: a
 * shadow of what the piece shows would point at the gap (a script comparing the piece with each gap's inside
 * solved every puzzle), and never another gap's, which would show the piece's picture in a decoy.
 */
function elsewhere(layout: SliderLayout, random: RandomUnit): { x: number; y: number } {
  const { width, height, pieceSize, pieceY } = layout;
  const gaps = [layout.gapX, ...layout.decoyXs];
  const clear = (x: number, y: number) =>
    Math.abs(y - pieceY) >= pieceSize || gaps.every((gapX) => Math.abs(x - gapX) >= pieceSize);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const spot = {
      x: Math.floor(random() * (width - pieceSize + 1)),
      y: Math.floor(random() * (height - pieceSize + 1)),
    };
    if (clear(spot.x, spot.y)) return spot;
  }
  // The picture is more than three pieces high: above or below the gaps' row there is always room.
  return { x: 0, y: pieceY >= pieceSize ? 0 : pieceY + pieceSize };
}

/**
 * Draws the piece's shape, opaque, into `pixels` (RGBA, `width` wide) with its corner at `at`: each pixel the
 * artwork's at the same place of the square at `from`, toned by `tone` (given whether it is on the outline),
 * plus grain.
 */
function stamp(
  pixels: Uint8Array,
  width: number,
  at: { x: number; y: number },
  from: { x: number; y: number },
  parts: { art: Picture; mask: Uint8Array; size: number; grain: () => number },
  tone: (value: number, outline: boolean) => number,
): void {
  const { art, mask, size, grain } = parts;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const kind = mask[y * size + x] ?? 0;
      if (kind === 0) continue;
      const jitter = grain();
      const target = ((at.y + y) * width + at.x + x) * 4;
      for (let c = 0; c < 3; c += 1) {
        const value = art.rgb[((from.y + y) * art.width + from.x + x) * 3 + c] ?? 0;
        pixels[target + c] = byte(tone(value, kind === 2) + jitter);
      }
      pixels[target + 3] = 255;
    }
  }
}

export function renderSliderImages(layout: SliderLayout, random: RandomUnit): SliderImages {
  const { width, height, pieceSize, gapX, pieceY, decoyXs } = layout;
  const noise = fastUnit(Math.floor(random() * 2 ** 32));
  const grain = () => (noise() * 2 - 1) * NOISE;
  const art = paintArtwork(width, height, fastUnit(Math.floor(random() * 2 ** 32)));
  const parts = { art, mask: pieceMask(pieceSize), size: pieceSize, grain };

  const background = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const jitter = grain();
      for (let c = 0; c < 3; c += 1) {
        background[(y * width + x) * 4 + c] = byte((art.rgb[(y * width + x) * 3 + c] ?? 0) + jitter);
      }
      background[(y * width + x) * 4 + 3] = 255;
    }
  }
  // The gap and its decoys are drawn alike, each the shadow of another spot, with a light rim: a script that
  // finds gaps by their look finds all of them. Only the picture around the right one continues the piece's.
  for (const holeX of [gapX, ...decoyXs]) {
    const source = elsewhere(layout, noise);
    stamp(background, width, { x: holeX, y: pieceY }, source, parts, (value, outline) =>
      outline ? value * 0.3 + 255 * 0.7 : value * 0.45,
    );
  }
  // The piece: the picture where the real gap is, with a lighter rim.
  const piece = new Uint8Array(pieceSize * pieceSize * 4);
  stamp(piece, pieceSize, { x: 0, y: 0 }, { x: gapX, y: pieceY }, parts, (value, outline) =>
    outline ? 255 * 0.85 + value * 0.15 : value,
  );
  return {
    backgroundImage: toDataUrl(encodePng(width, height, background)),
    pieceImage: toDataUrl(encodePng(pieceSize, pieceSize, piece)),
  };
}
