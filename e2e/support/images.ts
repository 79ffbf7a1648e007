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

/** A plain PNG of the given size, standing in for a phone photo. */
export function makePng(width: number, height: number): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < png.data.length; i += 4) {
    png.data[i] = (i / 4) % 251;
    png.data[i + 1] = 118;
    png.data[i + 2] = 110;
    png.data[i + 3] = 255;
  }
  return PNG.sync.write(png);
}
