import QRCode from 'qrcode';

export interface QrCodes {
  /** A 1024 px PNG as a data: URL, large enough to print sharply on a table card. */
  pngDataUrl: string;
  /** The same code as SVG markup, for print shops and any size. */
  svg: string;
}

// Medium error correction survives a scratched or partly covered table card.
const OPTIONS = { errorCorrectionLevel: 'M', margin: 2 } as const;

export async function makeQrCodes(url: string): Promise<QrCodes> {
  const [pngDataUrl, svg] = await Promise.all([
    QRCode.toDataURL(url, { ...OPTIONS, type: 'image/png', width: 1024 }),
    QRCode.toString(url, { ...OPTIONS, type: 'svg' }),
  ]);
  return { pngDataUrl, svg };
}

/** The SVG alone: a sheet of table cards needs no PNG, and PNG encoding is the slow part. */
export function makeQrSvg(url: string): Promise<string> {
  return svgQrCode(url, OPTIONS.errorCorrectionLevel);
}

/** The SVG code at an error correction level (H under a logo, see qr-logo.ts). */
export function svgQrCode(url: string, level: 'M' | 'H'): Promise<string> {
  return QRCode.toString(url, { errorCorrectionLevel: level, margin: OPTIONS.margin, type: 'svg' });
}

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The public menu page a table's QR code opens. */
export function menuUrlFor(origin: string, slug: string): string {
  return `${origin}/${slug}/menu`;
}

/** The two lines a business pastes into its own website to show its menu there. */
export function embedSnippetFor(origin: string, slug: string): string {
  return `<script type="module" src="${origin}/qr-menu.js"></script>\n<qr-menu slug="${slug}"></qr-menu>`;
}
