import type { Preview } from '@storybook/react-vite';
// Stories render with the admin app's theme (colours, fonts, toasts), as the screens do.
import '../shared/ui/theme.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
  },
};

export default preview;
