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

  it('lets a small text go once its brotli form is made, and gives it back byte for byte', async () => {
    const changes: number[] = [];
    const forms = new CompressedForms(text, {
      effort: () => 'fast',
      dropPlainBelow: 1024 * 1024,
      onMade: (b) => changes.push(b),
    });
    const plainBytes = Buffer.byteLength(text);
    expect(forms.bytes).toBe(plainBytes);
    const br = await forms.made('br');
    expect(forms.holdsPlain).toBe(false);
    // What the cache was told adds up to what is held: the form in, the text out.
    expect(changes).toEqual([br!.length, -plainBytes]);
    expect(forms.bytes).toBe(br!.length);
    expect(forms.text()).toBe(text);
    const gzip = await forms.made('gzip');
    expect(gunzipSync(gzip!).toString()).toBe(text);
    expect(forms.bytes).toBe(br!.length + gzip!.length);
  });

  it('keeps a text above dropPlainBelow', async () => {
    const forms = new CompressedForms(text, { effort: () => 'fast', dropPlainBelow: 100 });
    await forms.made('br');
    expect(forms.holdsPlain).toBe(true);
  });

  it('compacts a small text into a quick brotli form at once, which the best one replaces', async () => {
    const changes: number[] = [];
    const forms = new CompressedForms(text, {
      effort: () => 'fast',
      quickBelow: 1024 * 1024,
      dropPlainBelow: 1024 * 1024,
      onMade: (b) => changes.push(b),
    });
    forms.compact();
    expect(forms.holdsPlain).toBe(false);
    expect(forms.text()).toBe(text);
    const quick = forms.readyOrQuick('br');
    expect(brotliDecompressSync(quick!).toString()).toBe(text);
    const best = await forms.made('br');
    expect(forms.text()).toBe(text);
    expect(forms.bytes).toBe(best!.length);
    expect(changes.reduce((sum, b) => sum + b, 0)).toBe(best!.length - Buffer.byteLength(text));
  });

  it('shares one quick form made in the pool among the requests before the best one', async () => {
    const forms = new CompressedForms(text, { effort: () => 'best', quickBelow: 1024 });
    const first = forms.readyOrShared('br');
    const second = forms.readyOrShared('br');
    expect(first).toBeInstanceOf(Promise);
    expect(second).toBe(first);
    const quick = await first;
    expect(brotliDecompressSync(quick!).toString()).toBe(text);
    // Kept for the next requests until the best form is made, then replaced by it.
    const best = await forms.made('br');
    expect(forms.readyOrShared('br')).toBe(best);
    expect(forms.bytes).toBe(Buffer.byteLength(text) + best!.length);
  });

  it('starts the best form only with a request bestAfterMs after the first quick answer', async () => {
    const made: number[] = [];
    const forms = new CompressedForms(text, {
      effort: () => 'best',
      quickBelow: 1024 * 1024,
      bestAfterMs: 200,
      onMade: (b) => made.push(b),
    });
    // The burst: every request gets the one quick form, and nothing else is made meanwhile.
    const quick = forms.readyOrQuick('br');
    for (let i = 0; i < 10; i++) expect(forms.readyOrShared('br')).toBe(quick);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(forms.readyOrQuick('br')).toBe(quick);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(made).toEqual([quick!.length]);
    // Past the wait, the next request starts the best form (and still gets the quick one).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(forms.readyOrQuick('br')).toBe(quick);
    const best = await forms.made('br');
    expect(forms.readyOrQuick('br')).toBe(best);
    expect(brotliDecompressSync(best!).toString()).toBe(text);
    expect(made).toEqual([quick!.length, best!.length - quick!.length]);
  });

  it("keeps every form on a memory of its own size, not a slice of zlib's output chunk", async () => {
    const small = 'Karak tea, made to order. '.repeat(100);
    const forms = new CompressedForms(small, { effort: () => 'fast', quickBelow: 1024 * 1024 });
    const quick = forms.readyOrQuick('gzip');
    const best = await forms.made('br');
    for (const form of [quick!, best!, forms.plain()]) {
      expect(form.buffer.byteLength).toBe(form.length);
    }
  });
});
