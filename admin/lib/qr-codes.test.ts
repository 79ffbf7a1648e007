import { describe, expect, it } from 'vitest';
import { embedSnippetFor, makeQrCodes, menuUrlFor } from './qr-codes.ts';

describe('dashboard links', () => {
  it('points the QR code at the hosted menu page', () => {
    expect(menuUrlFor('https://qr.example', 'democafe')).toBe('https://qr.example/democafe/menu');
  });
  it('builds the embed snippet from the script and the element', () => {
    expect(embedSnippetFor('https://qr.example', 'democafe')).toBe(
      '<script type="module" src="https://qr.example/qr-menu.js"></script>\n<qr-menu slug="democafe"></qr-menu>',
    );
  });
});

describe('makeQrCodes', () => {
  it('gives a PNG data URL and SVG markup', async () => {
    const codes = await makeQrCodes('https://qr.example/democafe/menu');
    expect(codes.pngDataUrl.startsWith('data:image/png;base64,')).toBe(true);
    expect(codes.svg).toContain('<svg');
  });
});
