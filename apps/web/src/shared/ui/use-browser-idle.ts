import { useEffect, useState } from 'react';
import { whenFirstScreenDrawn, whenFirstScreenIdle } from '../loading/first-screen-drawn';
import { whenBrowserIdle } from '../loading/when-browser-idle';

function useIdleFlag(when: (callback: () => void) => () => void): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => when(() => setIdle(true)), [when]);
  return idle;
}

/**
 * False on the first render, true once the browser has had an idle moment after it: for parts a first screen
 * can do without (with LoadWhenNeeded, their code is fetched after the first screen's, not alongside it).
 */
export function useBrowserIdle(): boolean {
  return useIdleFlag(whenBrowserIdle);
}

/**
 * False until the browser's first idle moment after the page's first screen is drawn: for the frame's parts
 * no first screen shows (the phone's drawer), which rendered before the page and so met an idle moment before it.
 */
export function useFirstScreenIdle(): boolean {
  return useIdleFlag(whenFirstScreenIdle);
}

/**
 * False until the page's first screen is drawn (at the latest after the cap): for the frame's parts that would
 * otherwise render, and render again with their data, before the page's largest text (the index ticker).
 */
export function useFirstScreenDrawn(): boolean {
  return useIdleFlag(whenFirstScreenDrawn);
}
