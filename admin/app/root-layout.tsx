import { Outlet } from 'react-router-dom';
import { Toaster } from 'sonner';
import { useLang } from '../lib/i18n/language-state.ts';

/** Every page: the routed screen plus the one Toaster (SPEC.md: toasts top-center). */
export function RootLayout() {
  const { dir } = useLang();
  return (
    <>
      <Outlet />
      <Toaster position="top-center" richColors closeButton dir={dir} />
    </>
  );
}
