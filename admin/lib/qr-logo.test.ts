import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { svgWithLogo } from './qr-logo.ts';

describe('svgWithLogo', () => {
  it('puts the logo, as data, on a white square in the middle of the code', async () => {
    const svg = await QRCode.toString('https://example.com/democafe/menu', {
      errorCorrectionLevel: 'H',
      margin: 2,
      type: 'svg',
    });
    const size = Number(/viewBox="0 0 (\d+) /.exec(svg)?.[1]);
    const withLogo = svgWithLogo(svg, 'data:image/webp;base64,AAAA&"');
    expect(withLogo.startsWith(svg.replace(/<\/svg>\s*$/, ''))).toBe(true);
    expect(withLogo).toMatch(
      /<rect [^>]*fill="#fff"\/><image href="data:image\/webp;base64,AAAA&amp;&quot;"/,
    );
    const x = Number(/<image [^>]*x="([\d.]+)"/.exec(withLogo)?.[1]);
    const width = Number(/<image [^>]*width="([\d.]+)"/.exec(withLogo)?.[1]);
    expect(x + width / 2).toBeCloseTo(size / 2, 1);
    expect(width / size).toBeCloseTo(0.2, 2);
    expect(withLogo.trimEnd().endsWith('</svg>')).toBe(true);
  });
});
