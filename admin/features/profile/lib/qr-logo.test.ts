import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { svgWithLogo } from './qr-logo.ts';

describe('svgWithLogo', () => {
  it('puts the logo on a white square in the middle of the code', async () => {
    const svg = await QRCode.toString('https://example.com/democafe/menu', {
      errorCorrectionLevel: 'H',
      margin: 2,
      type: 'svg',
    });
    const size = Number(/viewBox="0 0 (\d+) /.exec(svg)?.[1]);
    const withLogo = svgWithLogo(svg, 'https://cdn.test/logo.webp?a=1&b="2"');
    expect(withLogo.startsWith(svg.replace(/<\/svg>\s*$/, ''))).toBe(true);
    expect(withLogo).toMatch(
      /<rect [^>]*fill="#fff"\/><image href="https:\/\/cdn\.test\/logo\.webp\?a=1&amp;b=&quot;2&quot;"/,
    );
    const x = Number(/<image [^>]*x="([\d.]+)"/.exec(withLogo)?.[1]);
    const width = Number(/<image [^>]*width="([\d.]+)"/.exec(withLogo)?.[1]);
    expect(x + width / 2).toBeCloseTo(size / 2, 1);
    expect(width / size).toBeCloseTo(0.2, 2);
    expect(withLogo.trimEnd().endsWith('</svg>')).toBe(true);
  });
});
