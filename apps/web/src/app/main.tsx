import '@fontsource/poppins/400.css';
import '@fontsource/poppins/500.css';
import '@fontsource/poppins/600.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { applyLanguage, savedLanguage } from '../shared/i18n/i18n';
import { Providers } from './providers';
import { router } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const render = (root: HTMLElement) =>
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );

// The last language used here first (its text loads before the first paint); English if it cannot load.
applyLanguage(savedLanguage())
  .catch(() => undefined)
  .finally(() => render(container));
