import { useEffect } from 'react';
import { markFirstScreenDrawn, markPageDrawn } from '../loading/first-screen-drawn';

/** Rendered with what a page's first screen shows (home's greeting, the quote's price): the frame's extras follow. */
export function FirstScreenDrawn() {
  useEffect(markFirstScreenDrawn, []);
  return null;
}

/** Rendered by the frame with the page under it: the first screen of any page that does not say so itself. */
export function PageDrawn() {
  useEffect(markPageDrawn, []);
  return null;
}
