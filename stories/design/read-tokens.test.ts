import { describe, expect, it } from 'vitest';
import { declaredProperties, isColour, propertyDefaults, usedValues } from './read-tokens.ts';

describe('reading design tokens from CSS', () => {
  it('lists declared custom properties once, with their values', () => {
    const css = ':root{--qm-brand: #0f766e;\n --qm-radius:0.6rem}.x{--qm-brand:red;--other:1px}';
    expect(declaredProperties(css, 'qm')).toEqual([
      { name: '--qm-brand', value: '#0f766e' },
      { name: '--qm-radius', value: '0.6rem' },
    ]);
  });

  it('reads the defaults written inside var(), including ones with commas or parentheses', () => {
    const css =
      '.qm{--a:var(--qr-menu-accent,#a4441f);font:16px/1.45 var(--qr-menu-font,system-ui,sans-serif);' +
      'box-shadow:var(--qr-menu-shadow, 0 1px 2px rgb(0 0 0 / 20%))}';
    expect(propertyDefaults(css, 'qr-menu')).toEqual([
      { name: '--qr-menu-accent', value: '#a4441f' },
      { name: '--qr-menu-font', value: 'system-ui,sans-serif' },
      { name: '--qr-menu-shadow', value: '0 1px 2px rgb(0 0 0 / 20%)' },
    ]);
  });

  it('tells colours from other values', () => {
    expect(['#fff', 'rgb(0 0 0)', 'hsl(1 2% 3%)', '14px', 'system-ui'].map(isColour)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('collects the distinct sizes a property uses, smallest first, rem read as 16 px', () => {
    const css = 'a{font-size:1.25rem}b{font-size: 14px}c{font-size:14px}d{line-font-size:99px}';
    expect(usedValues(css, 'font-size')).toEqual(['14px', '1.25rem']);
  });
});
