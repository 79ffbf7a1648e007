import { tableMenuUrl } from '../../../../shared/domain/order-details.ts';
import { makeQrCodes, makeQrSvg, menuUrlFor, svgDataUrl } from '../../../lib/qr-codes.ts';
import { logoDataUrl, makeQrCodesWithLogo, makeQrSvgWithLogo } from '../../../lib/qr-logo.ts';

/** Each table's token (label → token), as table_card_tokens answers it. */
export type TableTokens = ReadonlyMap<string, string>;

export interface TableCode {
  label: string;
  /** `/{slug}/menu?table={label}&t={token}`: what the card's code opens. */
  url: string;
  svg: string;
}

/**
 * The QR code of every table, as SVG (sharp at any print size), in the owner's order; with the
 * logo (by its URL: fetched once and put into each code as data) when the owner asked for it.
 */
export async function makeTableCodes(
  origin: string,
  slug: string,
  labels: readonly string[],
  tokens: TableTokens = new Map(),
  logoUrl: string | null = null,
): Promise<TableCode[]> {
  const menuUrl = menuUrlFor(origin, slug);
  const logo = logoUrl ? await logoDataUrl(logoUrl) : null;
  return Promise.all(
    labels.map(async (label) => {
      const url = tableMenuUrl(menuUrl, label, tokens.get(label));
      return { label, url, svg: logo ? await makeQrSvgWithLogo(url, logo) : await makeQrSvg(url) };
    }),
  );
}

/** File names that survive every file system: "democafe-table-terrace-1.png". */
export function tableFileName(slug: string, label: string, ext: 'png' | 'svg'): string {
  const safe = label
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
  return `${slug}-table-${safe || 'table'}.${ext}`;
}

/** Makes one table's code and hands it to the browser as a download. */
export async function downloadTableCode(
  origin: string,
  slug: string,
  label: string,
  ext: 'png' | 'svg',
  token?: string,
  logoUrl: string | null = null,
): Promise<void> {
  const url = tableMenuUrl(menuUrlFor(origin, slug), label, token);
  const codes = logoUrl
    ? await makeQrCodesWithLogo(url, await logoDataUrl(logoUrl))
    : await makeQrCodes(url);
  const link = document.createElement('a');
  link.href = ext === 'png' ? codes.pngDataUrl : svgDataUrl(codes.svg);
  link.download = tableFileName(slug, label, ext);
  link.click();
}
