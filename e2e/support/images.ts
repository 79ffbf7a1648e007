import { readFile } from 'node:fs/promises';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** Decodes the QR code in a PNG file, or throws when there is none. */
export async function decodeQrPng(filePath: string): Promise<string> {
  const png = PNG.sync.read(await readFile(filePath));
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!code) throw new Error(`No QR code found in ${filePath}`);
  return code.data;
}
