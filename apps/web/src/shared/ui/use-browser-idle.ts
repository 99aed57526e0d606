import { useEffect, useState } from 'react';
import { whenBrowserIdle } from '../loading/when-browser-idle';

/**
 * False on the first render, true once the browser has had an idle moment after it: for parts a first screen
 * can do without (with LoadWhenNeeded, their code is fetched after the first screen's, not alongside it).
 */
export function useBrowserIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenBrowserIdle(() => setIdle(true)), []);
  return idle;
}
