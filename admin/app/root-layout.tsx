import { Outlet } from 'react-router-dom';
import { Toaster } from 'sonner';
import { useI18n } from '../lib/i18n/language-context.ts';

/** Every page: the routed screen plus the one Toaster (SPEC.md: toasts top-center). */
export function RootLayout() {
  const { dir } = useI18n();
  return (
    <>
      <Outlet />
      <Toaster position="top-center" richColors closeButton dir={dir} />
    </>
  );
}
