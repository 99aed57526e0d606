import './app/zod-config';
// Mantine's base (reset, variables, focus helpers); each component's own CSS comes with the chunk that uses it
// (build/mantine-component-styles.ts), so no page waits for the stylesheet of all of Mantine.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { boot } from './app/boot';
import { App, readyToHydrate, startFirstRequests } from './app/app';
import { takeTypedValues } from './shared/ui/typed-before-takeover';

const root = document.getElementById('root')!;

// Nothing renders before boot: stored values must be decrypted for the first render to read them. A public page
// the server prerendered (app/prerender/) is hydrated when this first render draws the same; else drawn anew.
boot({ storageOpen: startFirstRequests })
  .then(readyToHydrate)
  .then(
    (hydrate) => {
      const app = (
        <StrictMode>
          <App />
        </StrictMode>
      );
      document.documentElement.dataset.render = hydrate ? 'hydrated' : 'drawn';
      // What a visitor typed into the prerendered page: its fields adopt it once they are the app's.
      takeTypedValues(root);
      if (hydrate) hydrateRoot(root, app);
      else createRoot(root).render(app);
    },
    (error: unknown) => {
      console.error('Lantau could not start', error);
      // Loaded when needed: few visits fail to start, and the first download is at its ceiling.
      void import('./app/boot-failure').then(({ showBootFailure }) => showBootFailure(root));
    },
  );
