import type { Preview } from '@storybook/react-vite';
import { createElement } from 'react';
import { dirOf, isLang } from '../shared/domain/i18n.ts';
import { LanguageProvider } from '../admin/lib/i18n/language-provider.tsx';
// Stories render with the admin app's theme (colours, fonts, toasts), as the screens do.
import '../shared/ui/theme.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
  },
  // The locale toolbar: every story in English (left to right) or Arabic (right to left). Widget
  // stories read context.globals.locale themselves; admin stories get it from the provider.
  globalTypes: {
    locale: {
      description: 'Language and direction of the story',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English (LTR)' },
          { value: 'ar', title: 'العربية (RTL)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  decorators: [
    (Story, context) => {
      const locale: unknown = context.globals.locale;
      const lang = isLang(locale) ? locale : 'en';
      // Dialogs and toasts render in portals under <body>; they take the direction from <html>.
      document.documentElement.lang = lang;
      document.documentElement.dir = dirOf(lang);
      return createElement(
        'div',
        { lang, dir: dirOf(lang) },
        createElement(LanguageProvider, { lang }, createElement(Story)),
      );
    },
  ],
};

export default preview;
