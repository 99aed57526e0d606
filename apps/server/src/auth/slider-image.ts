import { piecePath, type RandomUnit, type SliderLayout } from '@lantau/domain';

/**
 * Draws the slider puzzle as two SVG data URLs: a background of random shapes on a random gradient with a
 * piece-shaped gap, and the piece, cut from the same picture, that fills the gap. New shapes every time, so
 * stored images cannot be matched against earlier answers.
 */
export interface SliderImages {
  backgroundImage: string;
  pieceImage: string;
}

const toDataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

function artwork(layout: SliderLayout, random: RandomUnit): string {
  const hue = Math.floor(random() * 360);
  const colour = (spread: number, lightness: number) =>
    `hsl(${(hue + Math.floor(random() * spread)) % 360} ${55 + Math.floor(random() * 30)}% ${lightness}%)`;
  const coordinate = (limit: number) => Math.round(random() * limit);
  const shapes: string[] = [];
  for (let index = 0; index < 14; index += 1) {
    const fill = colour(160, 35 + Math.floor(random() * 40));
    const opacity = (0.35 + random() * 0.5).toFixed(2);
    if (random() < 0.5) {
      const radius = 6 + coordinate(layout.height / 4);
      shapes.push(
        `<circle cx="${coordinate(layout.width)}" cy="${coordinate(layout.height)}" r="${radius}" fill="${fill}" fill-opacity="${opacity}"/>`,
      );
    } else {
      const side = 10 + coordinate(layout.height / 3);
      const angle = coordinate(90);
      shapes.push(
        `<rect x="${coordinate(layout.width)}" y="${coordinate(layout.height)}" width="${side}" height="${side}" transform="rotate(${angle})" fill="${fill}" fill-opacity="${opacity}"/>`,
      );
    }
  }
  return (
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${colour(40, 70)}"/><stop offset="1" stop-color="${colour(120, 40)}"/>` +
    `</linearGradient></defs>` +
    `<rect width="${layout.width}" height="${layout.height}" fill="url(#sky)"/>${shapes.join('')}`
  );
}

const svgOpen = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`;

export function renderSliderImages(layout: SliderLayout, random: RandomUnit): SliderImages {
  const art = artwork(layout, random);
  const outline = piecePath(layout.pieceSize);
  const background =
    svgOpen(layout.width, layout.height) +
    art +
    `<path d="${outline}" transform="translate(${layout.gapX} ${layout.pieceY})" fill="#000" fill-opacity="0.5" stroke="#fff" stroke-opacity="0.85" stroke-width="1.5"/>` +
    '</svg>';
  const piece =
    svgOpen(layout.pieceSize, layout.pieceSize) +
    `<defs><clipPath id="piece"><path d="${outline}"/></clipPath></defs>` +
    `<g clip-path="url(#piece)"><g transform="translate(${-layout.gapX} ${-layout.pieceY})">${art}</g></g>` +
    `<path d="${outline}" fill="none" stroke="#fff" stroke-width="2"/>` +
    '</svg>';
  return { backgroundImage: toDataUrl(background), pieceImage: toDataUrl(piece) };
}
