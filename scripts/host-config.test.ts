import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { scriptHash as serverScriptHash } from '../server/static/menu-document.ts';
import {
  MENU_PERMISSIONS_POLICY as SERVER_MENU_PERMISSIONS_POLICY,
  PERMISSIONS_POLICY as SERVER_PERMISSIONS_POLICY,
} from '../server/http/security-headers.ts';
import {
  ADMIN_ROUTES,
  BASE_HEADERS,
  MENU_PERMISSIONS_POLICY,
  PERMISSIONS_POLICY,
  contentSecurityPolicy,
  inlineScripts,
  netlifyHeaders,
  netlifyRedirects,
  nginxServerBlock,
  scriptHash,
  supabaseSources,
  vercelJson,
  type HostConfigInput,
} from './host-config.ts';

const input: HostConfigInput = {
  supabaseUrl: 'https://abcdefgh.supabase.co/',
  menuScriptHashes: ["'sha256-menu'", "'sha256-boot'", "'sha256-menu'"],
  adminScriptHashes: [],
  prerenderedSlugs: ['democafe'],
};

/** A policy as directive -> sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((part) => {
      const [name = '', ...sources] = part.split(' ');
      return [name, sources];
    }),
  );
}

describe('inline scripts and their hashes', () => {
  it('finds the scripts a browser runs inline, not data blocks or external scripts', () => {
    const html =
      '<script type="module">boot()</script><script src="/qr-menu.js"></script>' +
      '<script type="application/json" data-menu>{"a":1}</script><script>classic()</script>' +
      '<SCRIPT TYPE="text/javascript">x()</SCRIPT><script type="module" src="/a.js">ignored</script>';
    expect(inlineScripts(html)).toEqual(['boot()', 'classic()', 'x()']);
  });

  it('hashes exactly as the browser and the local server do (sha256 of the text, base64)', () => {
    const code = 'const e=location.pathname;\n';
    const expected = createHash('sha256').update(code, 'utf8').digest('base64');
    expect(scriptHash(code)).toBe(`'sha256-${expected}'`);
    expect(scriptHash(code)).toBe(serverScriptHash(code));
  });
});

describe('the Supabase origins', () => {
  it('allows the project and its realtime websocket', () => {
    expect(supabaseSources('https://abcdefgh.supabase.co/')).toEqual({
      http: 'https://abcdefgh.supabase.co',
      ws: 'wss://abcdefgh.supabase.co',
    });
    expect(supabaseSources('http://127.0.0.1:54321')).toEqual({
      http: 'http://127.0.0.1:54321',
      ws: 'ws://127.0.0.1:54321',
    });
  });

  it('refuses what is not an http(s) URL, naming the variable', () => {
    expect(() => supabaseSources('abcdefgh.supabase.co')).toThrow(/SUPABASE_URL is not a URL/);
    expect(() => supabaseSources('ftp://x.example')).toThrow(/SUPABASE_URL must be http/);
  });
});

describe('the two policies', () => {
  const menu = directives(contentSecurityPolicy(input, 'menu'));
  const admin = directives(contentSecurityPolicy(input, 'admin'));

  it('let the menu pages run their inline scripts (once each) and be framed by anyone', () => {
    expect(menu.get('script-src')).toEqual(["'self'", "'sha256-boot'", "'sha256-menu'"]);
    expect(menu.get('frame-ancestors')).toEqual(['*']);
    expect(admin.get('script-src')).toEqual(["'self'"]);
    expect(admin.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('reach the API, images and realtime on the project', () => {
    for (const policy of [menu, admin]) {
      expect(policy.get('connect-src')).toEqual([
        "'self'",
        'https://abcdefgh.supabase.co',
        'wss://abcdefgh.supabase.co',
        'blob:',
      ]);
      expect(policy.get('img-src')).toContain('https://abcdefgh.supabase.co');
      expect(policy.has('report-uri')).toBe(false);
    }
  });

  it('make the admin policy no looser than the menu one anywhere, so both on a path is the admin one', () => {
    for (const [name, sources] of admin) {
      if (name === 'frame-ancestors') continue;
      for (const source of sources) expect(menu.get(name), name).toContain(source);
    }
  });

  it('name a report endpoint when one is given', () => {
    const policy = contentSecurityPolicy({ ...input, reportUri: 'https://r.example/csp' }, 'menu');
    expect(directives(policy).get('report-uri')).toEqual(['https://r.example/csp']);
  });
});

describe('Netlify', () => {
  it('rewrites the admin menu screen, then prerendered pages, then the menu shell, then the app', () => {
    expect(netlifyRedirects(input).trim().split('\n')).toEqual([
      '/admin/menu  /index.html  200',
      '/democafe/menu  /democafe/menu/index.html  200',
      '/:slug/menu  /menu.html  200',
      '/*  /index.html  200',
    ]);
  });

  it('puts each policy on its own paths, base headers everywhere and caching by kind', () => {
    const rules = new Map(
      netlifyHeaders(input)
        .trim()
        .split(/\n(?=\/)/)
        .map((rule) => {
          const [path = '', ...lines] = rule.split('\n');
          return [path, lines.map((line) => line.trim())];
        }),
    );
    expect(rules.get('/*')).toEqual(BASE_HEADERS.map(([name, value]) => `${name}: ${value}`));
    expect(rules.get('/assets/*')).toEqual(['Cache-Control: public, max-age=31536000, immutable']);
    const menuCsp = `Content-Security-Policy: ${contentSecurityPolicy(input, 'menu')}`;
    const adminCsp = `Content-Security-Policy: ${contentSecurityPolicy(input, 'admin')}`;
    const menuPermissions = `Permissions-Policy: ${MENU_PERMISSIONS_POLICY}`;
    for (const path of ['/:slug/menu', '/menu.html', '/:slug/menu/index.html']) {
      expect(rules.get(path)).toEqual([menuCsp, menuPermissions, 'Cache-Control: no-cache']);
    }
    for (const path of ADMIN_ROUTES) {
      expect(rules.get(path)).toEqual([
        adminCsp,
        'X-Frame-Options: DENY',
        `Permissions-Policy: ${PERMISSIONS_POLICY}`,
        'Cache-Control: no-cache',
      ]);
    }
  });
});

describe('Vercel', () => {
  it('has the same rewrites in the same order and the policies on their paths', () => {
    const config = JSON.parse(vercelJson(input)) as {
      rewrites: { source: string; destination: string }[];
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    expect(config.rewrites).toEqual([
      { source: '/admin/menu', destination: '/index.html' },
      { source: '/democafe/menu', destination: '/democafe/menu/index.html' },
      { source: '/:slug/menu', destination: '/menu.html' },
      { source: '/(.*)', destination: '/index.html' },
    ]);
    const csp = (source: string) =>
      config.headers
        .find((rule) => rule.source === source)
        ?.headers.find((header) => header.key === 'Content-Security-Policy')?.value;
    expect(csp('/:slug/menu')).toBe(contentSecurityPolicy(input, 'menu'));
    const permissions = (source: string) =>
      config.headers
        .filter((rule) => rule.source === source || rule.source === '/(.*)')
        .flatMap((rule) => rule.headers)
        .filter((header) => header.key === 'Permissions-Policy')
        .at(-1)?.value;
    // The later rule's header is sent: geolocation on the menu pages only.
    expect(permissions('/:slug/menu')).toBe(MENU_PERMISSIONS_POLICY);
    expect(permissions('/admin/(.*)')).toBe(PERMISSIONS_POLICY);
    expect(PERMISSIONS_POLICY).toContain('geolocation=()');
    expect(MENU_PERMISSIONS_POLICY).toContain('geolocation=(self)');
    expect(csp('/admin/(.*)')).toBe(contentSecurityPolicy(input, 'admin'));
    // The admin rules come last: for /admin/menu the later rule's header is the one sent.
    const sources = config.headers.map((rule) => rule.source);
    expect(sources.indexOf('/admin/(.*)')).toBeGreaterThan(sources.indexOf('/:slug/menu'));
  });
});

describe('nginx', () => {
  const block = nginxServerBlock({
    ...input,
    listen: '8080',
    serverName: 'menu.example.com',
    root: '/srv/site',
  });

  it('repeats the base headers in every location that adds its own', () => {
    const locations = block.split(/\n {4}location /).slice(1);
    expect(locations.length).toBeGreaterThan(5);
    for (const location of locations) {
      if (!location.includes('add_header')) continue;
      for (const [name] of BASE_HEADERS)
        expect(location, location).toContain(`add_header ${name} `);
    }
  });

  it('serves menu pages with the menu policy and falls back to the shell, the rest to the app', () => {
    const menuLocation = block.split('\n    location ').find((l) => l.startsWith('~ ^/(?!admin/)'));
    expect(menuLocation).toContain(contentSecurityPolicy(input, 'menu'));
    expect(menuLocation).toContain('try_files $uri $uri/index.html /menu.html =404;');
    // One Permissions-Policy per location: the menu's allows geolocation for itself.
    expect(menuLocation?.match(/add_header Permissions-Policy/g)).toHaveLength(1);
    expect(menuLocation).toContain(`add_header Permissions-Policy "${MENU_PERMISSIONS_POLICY}"`);
    const root = block.split('\n    location ').find((l) => l.startsWith('/ {'));
    expect(root).toContain(contentSecurityPolicy(input, 'admin'));
    expect(root).toContain('add_header X-Frame-Options "DENY" always;');
    expect(root).toContain(`add_header Permissions-Policy "${PERMISSIONS_POLICY}"`);
    expect(root).toContain('try_files $uri /index.html;');
    expect(block).toContain('listen 8080;');
    expect(block).toContain('root /srv/site;');
  });

  it('with a page server, proxies the menu pages and their home-screen files to it', () => {
    const proxied = nginxServerBlock({
      ...input,
      listen: '80',
      serverName: '_',
      root: '/srv/site',
      pageServer: 'http://127.0.0.1:8787/',
    });
    const menuLocation = proxied
      .split('\n    location ')
      .find((l) => l.startsWith('~ ^/(?!admin/)'));
    expect(menuLocation).toContain('proxy_pass http://127.0.0.1:8787;');
    expect(menuLocation).toContain(contentSecurityPolicy(input, 'menu'));
    // The page server's own Cache-Control and ETag go through; nginx adds no second one.
    expect(menuLocation).not.toContain('Cache-Control');
    expect(menuLocation).not.toContain('try_files');
    expect(proxied).toMatch(/location ~ \^\/\(\?!assets\/\)\[\^\/\]\+\/\(manifest/);
  });

  it('refuses a value nginx would read differently', () => {
    expect(() =>
      nginxServerBlock({
        ...input,
        reportUri: 'https://r.example/$host',
        listen: '80',
        serverName: '_',
        root: '/srv',
      }),
    ).toThrow(/Cannot write/);
  });
});

describe('Permissions-Policy', () => {
  it('is the same on the static hosts as on the local server', () => {
    expect(PERMISSIONS_POLICY).toBe(SERVER_PERMISSIONS_POLICY);
    expect(MENU_PERMISSIONS_POLICY).toBe(SERVER_MENU_PERMISSIONS_POLICY);
  });
});
