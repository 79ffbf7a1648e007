import { RouterProvider } from 'react-router-dom';
import { LanguageProvider } from '../lib/i18n/language-provider.tsx';
import { router } from './router.tsx';
import '../../shared/ui/tokens.css';

export function App() {
  return (
    <LanguageProvider>
      <RouterProvider router={router} />
    </LanguageProvider>
  );
}
