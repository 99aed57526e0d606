import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { boot } from './app/boot';
import { App } from './app/app';
import { showBootFailure } from './app/boot-failure';

const root = document.getElementById('root')!;

// Nothing renders before boot: stored values must be decrypted for the first render to read them.
boot().then(
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
