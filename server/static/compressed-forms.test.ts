// A cached text's compressed forms: made once each, in the thread pool, counted by the caller.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CompressedForms } from './compressed-forms.ts';

describe('CompressedForms', () => {
  const text = 'قائمة الطعام '.repeat(2000);

  it('makes each form once, off the event loop, and tells how many bytes it added', async () => {
    const made: number[] = [];
    const forms = new CompressedForms(text, { effort: () => 'fast', onMade: (b) => made.push(b) });
    expect(forms.ready('br')).toBeUndefined(); // started, not waited for
    const br = await forms.made('br');
    const gzip = await forms.made('gzip');
    expect(brotliDecompressSync(br!).toString()).toBe(text);
    expect(gunzipSync(gzip!).toString()).toBe(text);
    expect(forms.ready('br')).toBe(br);
    expect(forms.made('gzip')).toBe(gzip);
    expect(made).toEqual([br!.length, gzip!.length]);
  });

  it('leaves a short text plain', () => {
    const forms = new CompressedForms('{}', { effort: () => 'best', minLength: 1024 });
    expect(forms.ready('br')).toBeUndefined();
    expect(forms.made('gzip')).toBeUndefined();
  });
});
