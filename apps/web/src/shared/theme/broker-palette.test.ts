import { describe, expect, it } from 'vitest';
import { brokerPalette, contrastRatio } from './broker-palette';

// The demo brokers' colours, and colours that fail as they are: too light for white text, too dark on dark.
const colours = ['#0b7285', '#c92a2a', '#5f3dc4', '#ffd43b', '#f8f9fa', '#000000', '#1a1b6e', '#40c057'];

describe('broker palette', () => {
  it.each(colours)('%s keeps WCAG AA where Mantine and the theme use each shade', (colour) => {
    const shades = brokerPalette(colour);
    expect(shades).toHaveLength(10);
    // Filled buttons under white text: shade 6 in light, 7 in dark; links on white: 6.
    expect(contrastRatio(shades[6], '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(shades[7], '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // Text (4), links and outlines (3) on the dark scheme's surfaces.
    for (const surface of ['#242424', '#2e2e2e']) {
      expect(contrastRatio(shades[4], surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(shades[3], surface)).toBeGreaterThanOrEqual(4.5);
    }
    // A light button: shade 9 on shade 1.
    expect(contrastRatio(shades[9], shades[1])).toBeGreaterThanOrEqual(4.5);
  });

  it("keeps the broker's hue: Kowloon stays red, Victoria purple", () => {
    const red = Number.parseInt(brokerPalette('#c92a2a')[6].slice(1, 3), 16);
    const green = Number.parseInt(brokerPalette('#c92a2a')[6].slice(3, 5), 16);
    expect(red).toBeGreaterThan(green * 2);
  });
});
