// First: schemas built by the modules below must see it.
import './lib/zod-csp.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { applyLang, currentLang } from './lib/i18n/language.ts';

// Before the first paint, so an Arabic page never flashes left to right.
applyLang(currentLang(), false);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
