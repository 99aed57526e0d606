import { useEffect, useState, type ComponentType } from 'react';
import { whenFirstScreenIdle } from './first-screen-drawn';

/** A component whose code loads when first wanted; once loaded, drawn at once wherever it mounts next. */
export interface DeferredPart<P> {
  load: () => Promise<ComponentType<P>>;
  loaded: () => ComponentType<P> | undefined;
}

export function deferredPart<P>(importer: () => Promise<ComponentType<P>>): DeferredPart<P> {
  let component: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  return {
    load: () =>
      (loading ??= importer().then(
        (loaded) => (component = loaded),
        (error: unknown) => {
          // A failed fetch (a lost connection) is tried again on the next press, not remembered.
          loading = undefined;
          throw error;
        },
      )),
    loaded: () => component,
  };
}

/**
 * A deferred part's component once its code is in (undefined before), and the way to ask for it now; asked for
 * at the browser's first idle moment after the first screen is drawn anyway.
 */
export function useDeferredPart<P>(part: DeferredPart<P>): [ComponentType<P> | undefined, () => void] {
  const [Loaded, setLoaded] = useState(() => part.loaded());
  useEffect(() => {
    if (Loaded) return;
    return whenFirstScreenIdle(() => loadInto(part, setLoaded));
  }, [Loaded, part]);
  return [Loaded, () => loadInto(part, setLoaded)];
}

function loadInto<P>(part: DeferredPart<P>, setLoaded: (next: () => ComponentType<P>) => void) {
  part.load().then(
    (component) => setLoaded(() => component),
    // Nothing to show: the stand-in stays, and the next press tries again.
    () => {},
  );
}
