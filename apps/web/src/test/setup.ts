import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { FakeWebSocket } from './fake-websocket';

// jsdom lacks these browser APIs that Mantine relies on.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
Element.prototype.scrollIntoView ??= () => undefined;
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: {
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      ready: Promise.resolve(),
    },
  });
}

// Node 26 has Web Storage of its own: localStorage and sessionStorage getters that give undefined without
// --localstorage-file. They are on the global before the jsdom environment, which then keeps them instead of
// jsdom's Storage (it copies only what the global lacks); jsdom's are put back, read from the JSDOM instance
// vitest exposes. Defined without reading Node's getters, which would warn.
const jsdomWindow = (globalThis as { jsdom?: { window: Window } }).jsdom?.window;
if (jsdomWindow) {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    Object.defineProperty(globalThis, name, { value: jsdomWindow[name], configurable: true, writable: true });
  }
}

// Assigned, not stubbed: tests that unstub their globals must not bring jsdom's real WebSocket back.
globalThis.WebSocket = FakeWebSocket as unknown as typeof WebSocket;

// Testing Library's waits give up after 1 s by default. On the 2-core CI machine, with the browser tests' servers
// or a helper's build beside the suite, a lazily loaded text pack or page module can take longer than that to
// arrive (condition-editor.test.tsx failed so, now and then): wait up to 5 s. A wait for something that never
// comes still fails.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  FakeWebSocket.reset();
});
