import { tableMenuUrl } from '../../../../shared/domain/order-details.ts';
import { makeQrCodes, makeQrSvg, menuUrlFor, svgDataUrl } from '../../../lib/qr-codes.ts';

/** Each table's token (label → token), as table_card_tokens answers it. */
export type TableTokens = ReadonlyMap<string, string>;

export interface TableCode {
  label: string;
  /** `/{slug}/menu?table={label}&t={token}`: what the card's code opens. */
  url: string;
  svg: string;
}

/** The QR code of every table, as SVG (sharp at any print size), in the owner's order. */
export async function makeTableCodes(
  origin: string,
  slug: string,
  labels: readonly string[],
  tokens: TableTokens = new Map(),
): Promise<TableCode[]> {
  const menuUrl = menuUrlFor(origin, slug);
  return Promise.all(
    labels.map(async (label) => {
      const url = tableMenuUrl(menuUrl, label, tokens.get(label));
      return { label, url, svg: await makeQrSvg(url) };
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
): Promise<void> {
  const codes = await makeQrCodes(tableMenuUrl(menuUrlFor(origin, slug), label, token));
  const link = document.createElement('a');
  link.href = ext === 'png' ? codes.pngDataUrl : svgDataUrl(codes.svg);
  link.download = tableFileName(slug, label, ext);
  link.click();
}
