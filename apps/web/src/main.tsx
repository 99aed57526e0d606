import './app/zod-config';
// Mantine's base (reset, variables, focus helpers); each component's own CSS comes with the chunk that uses it
// (build/mantine-component-styles.ts), so no page waits for the stylesheet of all of Mantine.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { boot } from './app/boot';
import { App, startFirstRequests } from './app/app';
import { showBootFailure } from './app/boot-failure';

const root = document.getElementById('root')!;

// Nothing renders before boot: stored values must be decrypted for the first render to read them.
boot({ storageOpen: startFirstRequests }).then(
  () => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  },
  (error: unknown) => {
    console.error('Lantau could not start', error);
    showBootFailure(root);
  },
);
