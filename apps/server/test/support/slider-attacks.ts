import type { Pixels } from './slider-pixels';

/**
 * Scripts that try to solve the slider from its pixels alone, as an attacker would write them, so a test can
 * measure how often each one passes. Each takes the two pictures and the piece's row (which the page shows) and
 * answers an offset.
 */
export type SliderAttack = (background: Pixels, piece: Pixels, pieceY: number) => number;

const luminance = (picture: Pixels, x: number, y: number) => {
  const at = (y * picture.width + x) * 4;
  return (
    0.299 * (picture.rgba[at] ?? 0) +
    0.587 * (picture.rgba[at + 1] ?? 0) +
    0.114 * (picture.rgba[at + 2] ?? 0)
  );
};

/** The piece's pixels: all opaque ones, those on its outline, and rings inside and outside it. */
function pieceGeometry(piece: Pixels) {
  const opaque = (x: number, y: number) =>
    x >= 0 &&
    y >= 0 &&
    x < piece.width &&
    y < piece.height &&
    (piece.rgba[(y * piece.width + x) * 4 + 3] ?? 0) > 0;
  // Distance (in 4-neighbour steps, up to 8) of every pixel of the square and around it from the outline.
  const pad = 8;
  const side = piece.width + 2 * pad;
  const inside = (x: number, y: number) => opaque(x - pad, y - pad);
  const distance = new Int16Array(side * side).fill(99);
  let frontier: [number, number][] = [];
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const here = inside(x, y);
      const border = [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ].some(([dx, dy]) => inside(x + dx!, y + dy!) !== here);
      if (border) {
        distance[y * side + x] = 0;
        frontier.push([x, y]);
      }
    }
  }
  for (let step = 1; step <= pad; step += 1) {
    const next: [number, number][] = [];
    for (const [x, y] of frontier) {
      for (const [dx, dy] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ] as const) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= side || ny >= side || (distance[ny * side + nx] ?? 0) <= step) continue;
        distance[ny * side + nx] = step;
        next.push([nx, ny]);
      }
    }
    frontier = next;
  }
  const select = (test: (isInside: boolean, d: number) => boolean) => {
    const points: [number, number][] = [];
    for (let y = 0; y < side; y += 1) {
      for (let x = 0; x < side; x += 1) {
        if (test(inside(x, y), distance[y * side + x] ?? 99)) points.push([x - pad, y - pad]);
      }
    }
    return points;
  };
  return {
    all: select((isInside) => isInside),
    outline: select((isInside, d) => isInside && d === 0),
    /** Inside, clear of the outline and of any rim drawn on it. */
    core: select((isInside, d) => isInside && d >= 3),
    innerRing: select((isInside, d) => isInside && d >= 3 && d <= 5),
    outerRing: select((isInside, d) => !isInside && d >= 2 && d <= 4),
  };
}

/** Offsets the piece can take with its square inside the picture, and whether a point lies in the picture. */
const offsets = (background: Pixels, piece: Pixels) =>
  Array.from({ length: background.width - piece.width + 1 }, (_, x) => x);
const within = (background: Pixels, x: number, y: number) =>
  x >= 0 && y >= 0 && x < background.width && y < background.height;

function best(scores: number[], pick: 'min' | 'max'): number {
  let at = 0;
  for (let x = 1; x < scores.length; x += 1) {
    const score = scores[x] ?? 0;
    if (pick === 'min' ? score < (scores[at] ?? 0) : score > (scores[at] ?? 0)) at = x;
  }
  return at;
}

/** The script: the gap is the darkest piece-shaped window in the piece's row. */
export const darkestWindow: SliderAttack = (background, piece, pieceY) => {
  const { all } = pieceGeometry(piece);
  const scores = offsets(background, piece).map(
    (offset) =>
      all.reduce((sum, [x, y]) => sum + luminance(background, offset + x, pieceY + y), 0) / all.length,
  );
  return best(scores, 'min');
};

/** The window whose inside stands out most from the ring around it, dark or light: a gap finder. */
export const standoutWindow: SliderAttack = (background, piece, pieceY) => {
  const { core, outerRing } = pieceGeometry(piece);
  const mean = (points: [number, number][], offset: number) => {
    let sum = 0;
    let count = 0;
    for (const [x, y] of points) {
      if (!within(background, offset + x, pieceY + y)) continue;
      sum += luminance(background, offset + x, pieceY + y);
      count += 1;
    }
    return count ? sum / count : 0;
  };
  const scores = offsets(background, piece).map((offset) =>
    Math.abs(mean(core, offset) - mean(outerRing, offset)),
  );
  return best(scores, 'max');
};

/** Edge detection (Sobel) along the piece's outline: the offset where the picture has the most edge on it. */
export const outlineEdges: SliderAttack = (background, piece, pieceY) => {
  const { outline } = pieceGeometry(piece);
  const { width, height } = background;
  const magnitude = new Float32Array(width * height);
  const lum = (x: number, y: number) =>
    luminance(background, Math.max(0, Math.min(width - 1, x)), Math.max(0, Math.min(height - 1, y)));
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const gx =
        lum(x + 1, y - 1) +
        2 * lum(x + 1, y) +
        lum(x + 1, y + 1) -
        lum(x - 1, y - 1) -
        2 * lum(x - 1, y) -
        lum(x - 1, y + 1);
      const gy =
        lum(x - 1, y + 1) +
        2 * lum(x, y + 1) +
        lum(x + 1, y + 1) -
        lum(x - 1, y - 1) -
        2 * lum(x, y - 1) -
        lum(x + 1, y - 1);
      magnitude[y * width + x] = Math.hypot(gx, gy);
    }
  }
  const scores = offsets(background, piece).map((offset) =>
    outline.reduce((sum, [x, y]) => {
      // The strongest edge within a pixel of the outline: a gap's rim is drawn one pixel wide on either side.
      let strongest = 0;
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const px = offset + x + dx;
          const py = pieceY + y + dy;
          if (within(background, px, py)) strongest = Math.max(strongest, magnitude[py * width + px] ?? 0);
        }
      }
      return sum + strongest;
    }, 0),
  );
  return best(scores, 'max');
};

/** The piece compared with the picture inside each window, allowing for a shadow (the solver tests used). */
export const shadowTemplate: SliderAttack = (background, piece, pieceY) => {
  const { core } = pieceGeometry(piece);
  const scores = offsets(background, piece).map((offset) => {
    // Least squares: the best shadow factor k for this window, then what is left.
    let cross = 0;
    let own = 0;
    let under2 = 0;
    for (const [x, y] of core) {
      for (let c = 0; c < 3; c += 1) {
        const p = piece.rgba[(y * piece.width + x) * 4 + c] ?? 0;
        const u = background.rgba[((pieceY + y) * background.width + offset + x) * 4 + c] ?? 0;
        cross += p * u;
        own += p * p;
        under2 += u * u;
      }
    }
    return under2 - (cross * cross) / (own || 1);
  });
  return best(scores, 'min');
};

/**
 * What a person does: the picture around the right window continues the piece's picture. Compares the piece
 * just inside its outline with the picture just outside the window, colour by colour.
 */
export const edgeContinuity: SliderAttack = (background, piece, pieceY) => {
  const { innerRing, outerRing } = pieceGeometry(piece);
  // Each pixel outside is compared with the nearest one of the piece's inner ring.
  const pairs = outerRing.map(([ox, oy]) => {
    let nearest = innerRing[0] ?? [0, 0];
    let distance = Number.POSITIVE_INFINITY;
    for (const [ix, iy] of innerRing) {
      const d = (ix - ox) ** 2 + (iy - oy) ** 2;
      if (d < distance) [nearest, distance] = [[ix, iy], d];
    }
    return { outside: [ox, oy] as const, inside: nearest };
  });
  const scores = offsets(background, piece).map((offset) => {
    let sum = 0;
    let count = 0;
    for (const { outside, inside } of pairs) {
      const bx = offset + outside[0];
      const by = pieceY + outside[1];
      if (!within(background, bx, by)) continue;
      for (let c = 0; c < 3; c += 1) {
        const b = background.rgba[(by * background.width + bx) * 4 + c] ?? 0;
        const p = piece.rgba[(inside[1] * piece.width + inside[0]) * 4 + c] ?? 0;
        sum += (b - p) ** 2;
      }
      count += 1;
    }
    return count ? sum / count : Number.POSITIVE_INFINITY;
  });
  return best(scores, 'min');
};

export const sliderAttacks = { darkestWindow, standoutWindow, outlineEdges, shadowTemplate, edgeContinuity };
