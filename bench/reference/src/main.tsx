import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Toaster } from 'sonner';
import { PublicMenu } from './public-menu.tsx';
import './reference.css';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <Toaster position="top-center" />
        <Routes>
          <Route path="/:slug/menu" element={<PublicMenu />} />
          <Route path="*" element={<p>Not found</p>} />
        </Routes>
      </BrowserRouter>
    </StrictMode>,
  );
}
