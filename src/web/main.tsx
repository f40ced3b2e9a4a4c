import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { i18nReady } from './i18n/index.ts';
import { adoptCanonicalAddress } from './router.ts';
import './styles.css';

// The reader's language is drawn from the first frame (its texts load first unless it is English);
// if they cannot load, the page still draws, in English, and the console says why (i18n/index.ts).
const draw = () => createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
adoptCanonicalAddress();
i18nReady.then(draw, draw);
