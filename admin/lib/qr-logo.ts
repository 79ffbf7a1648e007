// QR codes with the business's logo in their middle (when the owner asks for it on the profile
// page): the dashboard's code and every table's. High error correction (H) restores up to 30% of
// the code; the logo and its white frame cover about 5% of it, so every phone still reads it.
// The logo goes into the SVG as data (a data: URL), never as a link: an SVG shown as an image
// (the cards' <img>, a print shop's viewer) loads nothing from outside, so a linked logo printed
// as a broken-image icon in the middle of the code.
import QRCode from 'qrcode';
import { svgQrCode, type QrCodes } from './qr-codes.ts';

const OPTIONS = { errorCorrectionLevel: 'H', margin: 2 } as const;
/** The logo's side as a share of the code's side. */
export const LOGO_SHARE = 0.2;

/** The SVG code with the logo (a data: URL) on a white square in the middle. */
export function svgWithLogo(svg: string, logoDataUrl: string): string {
  const size = Number(/viewBox="0 0 (\d+(?:\.\d+)?) /.exec(svg)?.[1] ?? 0);
  if (!size) return svg;
  const side = size * LOGO_SHARE;
  const frame = side * 1.2;
  const at = (s: number) => ((size - s) / 2).toFixed(2);
  const href = logoDataUrl.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const mark =
    `<rect x="${at(frame)}" y="${at(frame)}" width="${frame.toFixed(2)}" height="${frame.toFixed(2)}" fill="#fff"/>` +
    `<image href="${href}" x="${at(side)}" y="${at(side)}" width="${side.toFixed(2)}" height="${side.toFixed(2)}" preserveAspectRatio="xMidYMid slice"/>`;
  return svg.replace(/<\/svg>\s*$/, `${mark}</svg>`);
}

/** The logo's bytes as a data: URL (storage answers with CORS headers, so it can be read). */
export async function logoDataUrl(logoUrl: string): Promise<string> {
  const response = await fetch(logoUrl, { mode: 'cors' });
  if (!response.ok) throw new Error(`Could not load ${logoUrl}: ${response.status}`);
  const blob = await response.blob();
  if (!blob.type.startsWith('image/')) throw new Error(`${logoUrl} is not an image`);
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the logo'));
    reader.readAsDataURL(blob);
  });
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('Could not draw the image'));
    image.src = url;
  });
}

/** The SVG code of `url` at level H with the logo (already a data: URL) in the middle. */
export async function makeQrSvgWithLogo(url: string, logo: string): Promise<string> {
  return svgWithLogo(await svgQrCode(url, OPTIONS.errorCorrectionLevel), logo);
}

/** The code of `url` as PNG and SVG with the logo (already a data: URL) in the middle. */
export async function makeQrCodesWithLogo(url: string, logo: string): Promise<QrCodes> {
  const width = 1024;
  const [plain, svg, image] = await Promise.all([
    QRCode.toDataURL(url, { ...OPTIONS, type: 'image/png', width }),
    makeQrSvgWithLogo(url, logo),
    loadImage(logo),
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
  context.drawImage(image, (width - side) / 2, (width - side) / 2, side, side);
  return { pngDataUrl: canvas.toDataURL('image/png'), svg };
}
