import type { MantineColorsTuple } from '@mantine/core';

type Rgb = readonly [number, number, number];

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
/**
 * The darkest surface primary text sits on in the dark scheme (Mantine's dark-6: cards, striped rows, hovered
 * rows); the body (dark-7) is darker still, so what reads here reads there.
 */
const DARK_SURFACE: Rgb = [0x2e, 0x2e, 0x2e];
/** WCAG AA asks 4.5:1 for text; a little over, so rounding in a browser's blending never tips it under. */
const TEXT_CONTRAST = 4.7;

function parse(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function format(rgb: Rgb): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** `amount` of the way from `from` to `to`, channel by channel. */
function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return [0, 1, 2].map((index) => from[index]! + (to[index]! - from[index]!) * amount) as unknown as Rgb;
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = Math.round(channel) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string | Rgb, b: string | Rgb): number {
  const [la, lb] = [a, b].map((color) => luminance(typeof color === 'string' ? parse(color) : color)) as [
    number,
    number,
  ];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Moves `color` toward `toward` in small steps until it reaches `ratio` against `against`. */
function untilContrast(color: Rgb, toward: Rgb, against: Rgb, ratio: number): Rgb {
  let shade = color;
  for (let step = 0; step < 40 && contrastRatio(shade, against) < ratio; step += 1) {
    shade = mix(shade, toward, 0.05);
  }
  return shade;
}

/**
 * A Mantine palette (shades 0 to 9) from a broker's brand colour, '#rrggbb', for the theme's primary colour
 * (primaryShade 6 in light, 7 in dark). Its hue is the broker's; its shades are darkened or lightened as far as
 * the places Mantine and our theme use them need to read at WCAG AA:
 * - 6 (light: filled buttons under white text, links and outlines on white) and 7 (dark: filled buttons): at
 *   least 4.5:1 against white;
 * - 4 (dark: primary text) and 3 (dark: links, outlines): at least 4.5:1 against the dark surfaces;
 * - 1 (light: a light button's background) under 9 (its text), and 0 (dark: a light button's text).
 */
export function brokerPalette(hex: string): MantineColorsTuple {
  const six = untilContrast(parse(hex), BLACK, WHITE, TEXT_CONTRAST);
  const darker = [0.18, 0.34, 0.5].map((amount) => mix(six, BLACK, amount));
  const lighter = [0.92, 0.82, 0.64, 0.46, 0.3, 0.15].map((amount) => mix(six, WHITE, amount));
  const four = untilContrast(lighter[4]!, WHITE, DARK_SURFACE, TEXT_CONTRAST);
  let three = untilContrast(lighter[3]!, WHITE, DARK_SURFACE, TEXT_CONTRAST);
  // Shade 3 stays the lighter of the two, as every palette's shades run light to dark.
  if (luminance(three) <= luminance(four)) three = mix(four, WHITE, 0.2);
  return [lighter[0]!, lighter[1]!, lighter[2]!, three, four, lighter[5]!, six, ...darker].map(
    format,
  ) as unknown as MantineColorsTuple;
}

/** Mantine's variables of the theme's primary colour (ours is 'lantau') that hold a colour, not a var() of one. */
function rgba(hex: string, alpha: number): string {
  const [r, g, b] = parse(hex);
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/**
 * Repaints the theme's primary colour in the broker's ('#rrggbb', from its configuration) on every page, in both
 * schemes: its shades replace Lantau's, and the few variables Mantine computes from a shade follow. A style element
 * of its own, after Mantine's and with the page's nonce, rather than a theme change: the theme sits in the login
 * page's first download, and this loads after it.
 */
export function applyBrandColor(color: string): void {
  let style = document.getElementById('brand-colors');
  if (!style) {
    style = document.createElement('style');
    style.id = 'brand-colors';
    const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
    if (nonce) style.nonce = nonce;
    document.head.append(style);
  }
  style.textContent = brandColorCss(color);
}

/** The rules applyBrandColor writes; a prerendered page carries them in its head (same element id). */
export function brandColorCss(color: string): string {
  const shades = brokerPalette(color);
  const name = '--mantine-color-lantau';
  const light = [
    ...shades.map((shade, index) => `${name}-${index}: ${shade};`),
    `${name}-outline-hover: ${rgba(shades[6], 0.05)};`,
  ];
  const dark = [
    `${name}-light: ${rgba(shades[5], 0.15)};`,
    `${name}-light-hover: ${rgba(shades[5], 0.2)};`,
    `${name}-outline-hover: ${rgba(shades[3], 0.05)};`,
  ];
  return `:root:root { ${light.join(' ')} } :root:root[data-mantine-color-scheme='dark'] { ${dark.join(' ')} }`;
}
