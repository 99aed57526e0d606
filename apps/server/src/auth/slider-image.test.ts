import { describe, expect, it } from 'vitest';
import { sliderLayout } from '@lantau/domain';
import { renderSliderImages } from './slider-image';

const decode = (dataUrl: string) => {
  expect(dataUrl.startsWith('data:image/svg+xml;base64,')).toBe(true);
  return Buffer.from(dataUrl.slice('data:image/svg+xml;base64,'.length), 'base64').toString();
};

describe('slider images', () => {
  it('cut the gap at the layout’s place and give the piece the same picture', () => {
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const layout = sliderLayout(375, random);
    const { backgroundImage, pieceImage } = renderSliderImages(layout, random);
    const background = decode(backgroundImage);
    const piece = decode(pieceImage);
    expect(background).toContain(`width="${layout.width}" height="${layout.height}"`);
    expect(background).toContain(`translate(${layout.gapX} ${layout.pieceY})`);
    expect(piece).toContain(`width="${layout.pieceSize}" height="${layout.pieceSize}"`);
    expect(piece).toContain(`translate(${-layout.gapX} ${-layout.pieceY})`);
    expect(piece).toContain('clip-path="url(#piece)"');
    // The picture inside the piece is the background's own.
    const art = background.slice(background.indexOf('<defs>'), background.indexOf('<path'));
    expect(piece).toContain(art);
  });
});
