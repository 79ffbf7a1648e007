// What an upload really is, from its first bytes. Bucket mime rules are checked against this, so a
// script renamed to .png and sent as image/png is refused.

export type SniffedType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';

export const SNIFFABLE_TYPES: ReadonlySet<string> = new Set<SniffedType>([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
]);

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

export function sniffType(bytes: Uint8Array): SniffedType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return undefined;
}

/** The declared type without parameters, lower case, with the common image/jpg alias folded. */
export function baseMimeType(declared: string): string {
  const base = declared.split(';')[0]?.trim().toLowerCase() ?? '';
  return base === 'image/jpg' || base === 'image/pjpeg' ? 'image/jpeg' : base;
}

/** Does `type` match one of the bucket's allowed types (exact, or a `image/*` wildcard)? */
export function mimeAllowed(type: string, allowed: readonly string[]): boolean {
  return allowed.some((rule) => {
    const wanted = rule.trim().toLowerCase();
    if (wanted.endsWith('/*')) return type.startsWith(wanted.slice(0, -1));
    return baseMimeType(wanted) === type;
  });
}
