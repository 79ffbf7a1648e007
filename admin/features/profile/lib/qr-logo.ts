// The dashboard's QR code with the business's logo in its middle (when the owner asks for
// it on the profile page). High error correction restores up to 30% of the code; the logo and its
// white frame cover about 5% of it, so every phone still reads it.
import QRCode from 'qrcode';
import type { QrCodes } from '../../../lib/qr-codes.ts';

const OPTIONS = { errorCorrectionLevel: 'H', margin: 2 } as const;
/** The logo's side as a share of the code's side. */
export const LOGO_SHARE = 0.2;

/** The SVG code with the logo (by its URL) on a white square in the middle. */
export function svgWithLogo(svg: string, logoUrl: string): string {
  const size = Number(/viewBox="0 0 (\d+(?:\.\d+)?) /.exec(svg)?.[1] ?? 0);
  if (!size) return svg;
  const side = size * LOGO_SHARE;
  const frame = side * 1.2;
  const at = (s: number) => ((size - s) / 2).toFixed(2);
  const href = logoUrl.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const mark =
    `<rect x="${at(frame)}" y="${at(frame)}" width="${frame.toFixed(2)}" height="${frame.toFixed(2)}" fill="#fff"/>` +
    `<image href="${href}" x="${at(side)}" y="${at(side)}" width="${side.toFixed(2)}" height="${side.toFixed(2)}" preserveAspectRatio="xMidYMid slice"/>`;
  return svg.replace(/<\/svg>\s*$/, `${mark}</svg>`);
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    // Storage answers with CORS headers, so the canvas stays exportable.
    image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`Could not load ${url}`));
    image.src = url;
  });
}

/** The menu's QR code as PNG and SVG with the logo in the middle. */
export async function makeQrCodesWithLogo(url: string, logoUrl: string): Promise<QrCodes> {
  const width = 1024;
  const [plain, svg, logo] = await Promise.all([
    QRCode.toDataURL(url, { ...OPTIONS, type: 'image/png', width }),
    QRCode.toString(url, { ...OPTIONS, type: 'svg' }),
    loadImage(logoUrl),
  ]);
  const code = await loadImage(plain);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = width;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No canvas');
  context.drawImage(code, 0, 0, width, width);
  const side = width * LOGO_SHARE;
  const frame = side * 1.2;
  context.fillStyle = '#fff';
  context.fillRect((width - frame) / 2, (width - frame) / 2, frame, frame);
  context.drawImage(logo, (width - side) / 2, (width - side) / 2, side, side);
  return { pngDataUrl: canvas.toDataURL('image/png'), svg: svgWithLogo(svg, logoUrl) };
}
