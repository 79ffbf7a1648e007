import { jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, readApiConfig } from './config.ts';

const origin = 'http://localhost:54321';

/** The payload of a JWT, decoded the way any reader of the token would. */
function jwtPayload(token: string): unknown {
  const part = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
}

describe('readApiConfig', () => {
  it('talks to the origin that served the app with the local anon key when nothing is set', () => {
    expect(readApiConfig({}, origin)).toEqual({
      supabaseUrl: origin,
      supabaseAnonKey: LOCAL_ANON_KEY,
    });
  });

  it('uses the hosted project when both variables are set, trimmed', () => {
    const env = {
      VITE_SUPABASE_URL: ' https://abc.supabase.co ',
      VITE_SUPABASE_ANON_KEY: ' public-anon-key\n',
    };
    expect(readApiConfig(env, origin)).toEqual({
      supabaseUrl: 'https://abc.supabase.co',
      supabaseAnonKey: 'public-anon-key',
    });
  });

  it('names the missing variable when only the URL is set', () => {
    expect(() => readApiConfig({ VITE_SUPABASE_URL: 'https://abc.supabase.co' }, origin)).toThrow(
      'VITE_SUPABASE_URL is set but VITE_SUPABASE_ANON_KEY is missing: set both to your Supabase project (Settings > API).',
    );
    expect(() =>
      readApiConfig(
        { VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: '  ' },
        origin,
      ),
    ).toThrow(/VITE_SUPABASE_ANON_KEY is missing/);
  });

  it('treats blank variables as unset', () => {
    expect(readApiConfig({ VITE_SUPABASE_URL: '   ', VITE_SUPABASE_ANON_KEY: '' }, origin)).toEqual(
      { supabaseUrl: origin, supabaseAnonKey: LOCAL_ANON_KEY },
    );
  });

  it('ignores non-string values such as the booleans Vite puts in import.meta.env', () => {
    const env = { VITE_SUPABASE_URL: true, VITE_SUPABASE_ANON_KEY: false, DEV: true, PROD: false };
    expect(readApiConfig(env, origin)).toEqual({
      supabaseUrl: origin,
      supabaseAnonKey: LOCAL_ANON_KEY,
    });
  });

  it('uses a custom anon key against the local origin', () => {
    expect(readApiConfig({ VITE_SUPABASE_ANON_KEY: 'other-key' }, origin)).toEqual({
      supabaseUrl: origin,
      supabaseAnonKey: 'other-key',
    });
  });
});

describe('LOCAL_ANON_KEY', () => {
  it("is the Supabase CLI's well-known anon token", () => {
    expect(jwtPayload(LOCAL_ANON_KEY)).toEqual({
      iss: 'supabase-demo',
      role: 'anon',
      exp: 1983812996,
    });
    expect(
      JSON.parse(Buffer.from(LOCAL_ANON_KEY.split('.')[0] ?? '', 'base64url').toString()),
    ).toEqual({ alg: 'HS256', typ: 'JWT' });
  });

  it('is signed with the local default JWT secret, so the local server accepts it', async () => {
    const secret = new TextEncoder().encode(
      'super-secret-jwt-token-with-at-least-32-characters-long',
    );
    const { payload } = await jwtVerify(LOCAL_ANON_KEY, secret);
    expect(payload.role).toBe('anon');
  });
});
