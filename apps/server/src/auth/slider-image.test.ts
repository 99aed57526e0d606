import { describe, expect, it } from 'vitest';
import { isOnGap, sliderLayout } from '@lantau/domain';
import { decodePngDataUrl, findGap } from '../../test/support/slider-solver';
import { renderSliderImages } from './slider-image';

function seeded(seed: number) {
  let state = seed;
  return () => ((state = (state * 16807) % 2147483647) - 1) / 2147483646;
}

describe('slider images', () => {
  it('are PNG pictures of the layout’s size; the piece is opaque only inside its outline', () => {
    const random = seeded(1);
    const layout = sliderLayout(375, random);
    const { backgroundImage, pieceImage } = renderSliderImages(layout, random);
    const background = decodePngDataUrl(backgroundImage);
    const piece = decodePngDataUrl(pieceImage);
    expect([background.width, background.height]).toEqual([layout.width, layout.height]);
    expect([piece.width, piece.height]).toEqual([layout.pieceSize, layout.pieceSize]);
    const alphaAt = (x: number, y: number) => piece.rgba[(y * piece.width + x) * 4 + 3];
    // The body's middle is inside; the top-right corner, between the two knobs, is not.
    expect(alphaAt(Math.floor(layout.pieceSize * 0.3), Math.floor(layout.pieceSize * 0.7))).toBe(255);
    expect(alphaAt(layout.pieceSize - 1, 0)).toBe(0);
  });

  it('state the gap nowhere in their data, yet show it to someone who looks', () => {
    for (let seed = 1; seed <= 12; seed += 1) {
      const random = seeded(seed * 7919);
      const layout = sliderLayout(320, random);
      const { backgroundImage, pieceImage } = renderSliderImages(layout, random);
      const text = Buffer.from(backgroundImage.split(',')[1] ?? '', 'base64').toString('latin1');
      expect(text).not.toMatch(/translate|<svg|<path/);
      const found = findGap(decodePngDataUrl(backgroundImage), decodePngDataUrl(pieceImage), layout.pieceY);
      expect(isOnGap(found, layout.gapX)).toBe(true);
    }
  });

  it('are drawn afresh each time', () => {
    const layout = sliderLayout(320, seeded(5));
    const first = renderSliderImages(layout, Math.random);
    const second = renderSliderImages(layout, Math.random);
    expect(first.backgroundImage).not.toBe(second.backgroundImage);
  });
});
