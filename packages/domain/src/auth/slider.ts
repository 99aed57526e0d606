/**
 * Geometry of the slider puzzle (the human check before a password reset): a background with a piece-shaped
 * gap, and a piece the client drags from the left edge onto the gap.
 */
export const SLIDER_MAX_WIDTH = 320;
/** How far from the gap a dropped piece still counts as placed, in pixels. */
export const SLIDER_TOLERANCE_PX = 6;

export interface SliderLayout {
  width: number;
  height: number;
  /** The piece fits in a square of this side. */
  pieceSize: number;
  /** Left edge of the gap: where the piece must be dropped. */
  gapX: number;
  /** Top edge of the gap and of the piece. */
  pieceY: number;
  /**
   * Left edges of the decoys: gaps of the same shape in the same row, drawn like the gap, so that a script which
   * finds gaps by their look must still guess among them. Only the piece's picture tells the gap.
   */
  decoyXs: number[];
}

/** Gaps drawn in the piece's row (the gap and its decoys): as many as fit side by side, up to this. */
export const SLIDER_MAX_GAPS = 4;

/** A source of numbers in [0, 1); the server passes a cryptographic one, tests a fixed one. */
export type RandomUnit = () => number;

const between = (random: RandomUnit, low: number, high: number) =>
  low + Math.floor(random() * (high - low + 1));

/**
 * Lays out a puzzle for a screen `deviceWidth` wide: as wide as the screen up to SLIDER_MAX_WIDTH, half as
 * high, the gaps far enough right that the piece's starting place can never pass. The gaps of the row (as many
 * as fit side by side, up to SLIDER_MAX_GAPS) share the free room at random, and which of them is the real one
 * is drawn last and evenly: where they lie tells nothing.
 */
export function sliderLayout(deviceWidth: number, random: RandomUnit): SliderLayout {
  const width = Math.max(1, Math.min(Math.round(deviceWidth), SLIDER_MAX_WIDTH));
  const height = Math.round(width / 2);
  const pieceSize = Math.round(width * 0.16);
  const margin = 4;
  const low = pieceSize + 2 * SLIDER_TOLERANCE_PX;
  const high = width - pieceSize - margin;
  // Neighbours never touch (two gaps would merge into one shape), so no drop can pass on two of them.
  const apart = pieceSize + 3;
  const count = Math.max(1, Math.min(SLIDER_MAX_GAPS, Math.floor((high - low) / apart) + 1));
  const slack = high - low - (count - 1) * apart;
  const shifts = Array.from({ length: count }, () => between(random, 0, slack)).sort((a, b) => a - b);
  const places = shifts.map((shift, index) => low + index * apart + shift);
  const real = between(random, 0, count - 1);
  const pieceY = between(random, margin, height - pieceSize - margin);
  return {
    width,
    height,
    pieceSize,
    gapX: places[real] ?? low,
    pieceY,
    decoyXs: places.filter((_, index) => index !== real),
  };
}

/** Whether a piece dropped at `offset` (its left edge) sits on the gap. */
export function isOnGap(offset: number, gapX: number): boolean {
  return Math.abs(offset - gapX) <= SLIDER_TOLERANCE_PX;
}

/**
 * The outline of the piece inside its size x size square: a square body with a round knob on top and one on
 * the right, so the gap cannot be mistaken for a plain rectangle. An SVG path at the origin.
 */
export function piecePath(size: number): string {
  const knob = size / 5;
  const body = size - knob;
  const middleX = body / 2;
  const middleY = knob + body / 2;
  const r = (value: number) => Math.round(value * 100) / 100;
  return [
    `M0 ${r(knob)}`,
    `H${r(middleX - knob)}`,
    `A${r(knob)} ${r(knob)} 0 0 1 ${r(middleX + knob)} ${r(knob)}`,
    `H${r(body)}`,
    `V${r(middleY - knob)}`,
    `A${r(knob)} ${r(knob)} 0 0 1 ${r(body)} ${r(middleY + knob)}`,
    `V${r(size)}`,
    'H0',
    'Z',
  ].join(' ');
}

/**
 * Whether the point (x, y) of the piece's size x size square lies inside the outline `piecePath` draws: the
 * body below the top knob and left of the right knob, or either knob. For drawing the piece as pixels.
 */
export function isInsidePiece(x: number, y: number, size: number): boolean {
  const knob = size / 5;
  const body = size - knob;
  const inCircle = (cx: number, cy: number) => (x - cx) ** 2 + (y - cy) ** 2 <= knob ** 2;
  const inBody = x >= 0 && x <= body && y >= knob && y <= size;
  return inBody || inCircle(body / 2, knob) || inCircle(body, knob + body / 2);
}
