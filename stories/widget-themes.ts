// Themes a host page can give <qr-menu> through its --qr-menu-* custom properties (docs/reference/qr-menu.md,
// "Theming"), offered in Storybook's toolbar so a designer sees the menu in each.
import type { CSSProperties } from 'react';

interface WidgetTheme {
  title: string;
  properties: CSSProperties;
}

export const widgetThemes = {
  default: { title: 'Cafe (the default)', properties: {} },
  sea: {
    title: 'Sea',
    properties: {
      '--qr-menu-accent': '#0f766e',
      '--qr-menu-accent-text': '#ffffff',
      '--qr-menu-bg': '#f0fdfa',
      '--qr-menu-surface': '#ffffff',
      '--qr-menu-text': '#042f2e',
      '--qr-menu-muted': '#3b5f5b',
      '--qr-menu-border': '#c7e5e0',
      '--qr-menu-radius': '6px',
    } as CSSProperties,
  },
  night: {
    title: 'Night',
    properties: {
      '--qr-menu-accent': '#f2b35e',
      '--qr-menu-accent-text': '#1b1410',
      '--qr-menu-bg': '#17120e',
      '--qr-menu-surface': '#241c16',
      '--qr-menu-text': '#f6efe6',
      '--qr-menu-muted': '#cdbba8',
      '--qr-menu-border': '#3d3128',
      '--qr-menu-radius': '18px',
    } as CSSProperties,
  },
} satisfies Record<string, WidgetTheme>;

export type WidgetThemeName = keyof typeof widgetThemes;
