import { RouterProvider } from 'react-router-dom';
import { router } from './router.tsx';
import '../../shared/ui/theme.css';

export function App() {
  return <RouterProvider router={router} />;
}
