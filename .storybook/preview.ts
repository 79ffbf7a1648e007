import type { Preview } from '@storybook/react-vite';
import { createElement } from 'react';
import { dirOf, isLang } from '../shared/domain/i18n.ts';
import { LanguageProvider } from '../admin/lib/i18n/language-provider.tsx';
import { widgetThemes, type WidgetThemeName } from '../stories/widget-themes.ts';
// Stories render with the admin app's theme (colours, fonts, toasts), as the screens do.
import '../admin/lib/ui/tokens.css';

const preview: Preview = {
  // Every component gets a Docs page: its description and props, read from the code.
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
  },
  // The toolbar: every story in English or Arabic, in its language's direction or a forced one
  // (to see a layout mirror without translating), and in one of the widget themes a host can set.
  globalTypes: {
    locale: {
      description: 'Language of the story',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'ar', title: 'العربية' },
        ],
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Text direction (auto follows the language)',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'auto', title: 'Direction of the language' },
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
    widgetTheme: {
      description: "The customer menu's --qr-menu-* theme, as a host page would set it",
      toolbar: {
        title: 'Widget theme',
        icon: 'paintbrush',
        items: Object.entries(widgetThemes).map(([value, theme]) => ({
          value,
          title: theme.title,
        })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', direction: 'auto', widgetTheme: 'default' },
  decorators: [
    (Story, context) => {
      const locale: unknown = context.globals.locale;
      const lang = isLang(locale) ? locale : 'en';
      const forced: unknown = context.globals.direction;
      const dir = forced === 'ltr' || forced === 'rtl' ? forced : dirOf(lang);
      const themeName = String(context.globals.widgetTheme ?? 'default') as WidgetThemeName;
      const theme = widgetThemes[themeName] ?? widgetThemes.default;
      // Dialogs and toasts render in portals under <body>; they take the direction from <html>.
      document.documentElement.lang = lang;
      document.documentElement.dir = dir;
      return createElement(
        'div',
        { lang, dir, style: theme.properties },
        createElement(LanguageProvider, { lang, children: createElement(Story) }),
      );
    },
  ],
};

export default preview;
