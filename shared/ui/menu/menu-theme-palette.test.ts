import { describe, expect, it } from 'vitest';
import { themeCss } from './menu-theme.ts';
import { MENU_PALETTE } from '../../domain/menu-palette.ts';

// The widget's stylesheet and the server's pages (theme colour, background, home-screen icon)
// show one palette: the theme's public defaults are the palette module's values.
describe('MENU_PALETTE', () => {
  it('is the widget theme’s default for each public colour', () => {
    const fallback = (name: string) =>
      new RegExp(`var\\(--qr-menu-${name}, (#[0-9a-f]+)\\)`).exec(themeCss)?.[1];
    expect({
      accent: fallback('accent'),
      background: fallback('bg'),
      text: fallback('text'),
      muted: fallback('muted'),
    }).toEqual(MENU_PALETTE);
  });
});
