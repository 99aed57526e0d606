import { isInsidePiece, type RandomUnit, type SliderLayout } from '@lantau/domain';
import { createRandom } from '@lantau/exchange';
import { encodePng } from '../shared/png';

/**
 * Draws the slider puzzle as two PNG data URLs: a textured picture of random shapes on a random gradient with
 * a shaded, piece-shaped gap, and the piece, cut from the same picture, that fills it. Pixels only: unlike
 * the SVG drawn before, nothing in the data states where the gap is (reading `translate(x ...)` out of the
 * SVG solved every puzzle). Both pictures carry their own noise, so the piece is no exact copy of the gap's
 * surroundings either. New shapes every time.
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

/** The picture without noise: gradient, soft waves, and fourteen translucent circles and tilted squares. */
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
  const rgb = new Float32Array(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const t = (x / width + y / height) / 2;
      const wave = waves.reduce((sum, w) => sum + 10 * Math.sin(w.fx * x + w.fy * y + w.phase), 0);
      for (let c = 0; c < 3; c += 1) {
        rgb[(y * width + x) * 3 + c] = (from[c] ?? 0) * (1 - t) + (to[c] ?? 0) * t + wave;
      }
    }
  }
  for (let index = 0; index < 14; index += 1) {
    const fill = colour(160, 35 + Math.floor(random() * 40));
    const opacity = 0.35 + random() * 0.5;
    const cx = random() * width;
    const cy = random() * height;
    const round = random() < 0.5;
    const extent = round ? 6 + (random() * height) / 4 : (10 + (random() * height) / 3) / 2;
    const angle = random() * (Math.PI / 2);
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const inside = (x: number, y: number) => {
      if (round) return (x - cx) ** 2 + (y - cy) ** 2 <= extent ** 2;
      const u = (x - cx) * cos + (y - cy) * sin;
      const v = -(x - cx) * sin + (y - cy) * cos;
      return Math.abs(u) <= extent && Math.abs(v) <= extent;
    };
    const reach = Math.ceil(extent * Math.SQRT2);
    for (let y = Math.max(0, Math.floor(cy - reach)); y < Math.min(height, cy + reach); y += 1) {
      for (let x = Math.max(0, Math.floor(cx - reach)); x < Math.min(width, cx + reach); x += 1) {
        if (!inside(x, y)) continue;
        for (let c = 0; c < 3; c += 1) {
          const at = (y * width + x) * 3 + c;
          rgb[at] = (rgb[at] ?? 0) * (1 - opacity) + (fill[c] ?? 0) * opacity;
        }
      }
    }
  }
  return { width, height, rgb };
}

/** Grain added to each pixel (the same to its three channels: texture, not colour speckle). */
const NOISE = 6;
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

export function renderSliderImages(layout: SliderLayout, random: RandomUnit): SliderImages {
  const { width, height, pieceSize, gapX, pieceY } = layout;
  const noise = fastUnit(Math.floor(random() * 2 ** 32));
  const jitter = () => (noise() * 2 - 1) * NOISE;
  const art = paintArtwork(width, height, fastUnit(Math.floor(random() * 2 ** 32)));
  const mask = pieceMask(pieceSize);
  const maskAt = (x: number, y: number) =>
    x >= gapX && y >= pieceY && x < gapX + pieceSize && y < pieceY + pieceSize
      ? (mask[(y - pieceY) * pieceSize + (x - gapX)] ?? 0)
      : 0;

  const background = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const inGap = maskAt(x, y);
      const grain = jitter();
      for (let c = 0; c < 3; c += 1) {
        const value = art.rgb[(y * width + x) * 3 + c] ?? 0;
        // The gap is a shadow of the picture with a light rim, as the eye expects a hole to look.
        const shaded = inGap === 2 ? value * 0.3 + 255 * 0.7 : inGap === 1 ? value * 0.45 : value;
        background[(y * width + x) * 4 + c] = byte(shaded + grain);
      }
      background[(y * width + x) * 4 + 3] = 255;
    }
  }

  const piece = new Uint8Array(pieceSize * pieceSize * 4);
  for (let y = 0; y < pieceSize; y += 1) {
    for (let x = 0; x < pieceSize; x += 1) {
      const kind = mask[y * pieceSize + x] ?? 0;
      if (kind === 0) continue;
      const grain = jitter();
      for (let c = 0; c < 3; c += 1) {
        const value = art.rgb[((pieceY + y) * width + gapX + x) * 3 + c] ?? 0;
        piece[(y * pieceSize + x) * 4 + c] = byte((kind === 2 ? 255 * 0.85 + value * 0.15 : value) + grain);
      }
      piece[(y * pieceSize + x) * 4 + 3] = 255;
    }
  }
  return {
    backgroundImage: toDataUrl(encodePng(width, height, background)),
    pieceImage: toDataUrl(encodePng(pieceSize, pieceSize, piece)),
  };
}
