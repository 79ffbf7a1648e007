// Debian's nginx for the tests, as the current user in a temporary prefix: server blocks written by
// the test (deploy/nginx-qr-menu.conf rendered for it, or npm run deploy:config's block) inside an
// http block like Debian's own (mime.types, no access log). One process per call; stop() ends it.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
/** The name deploy/nginx-qr-menu.conf is written for. */
export const DEPLOY_SITE = 'menu.example.com';
const DEPLOY_CONF = path.resolve(import.meta.dirname, '../../deploy/nginx-qr-menu.conf');
const PROCESSES_CONF = path.resolve(
  import.meta.dirname,
  '../../deploy/nginx-qr-menu-processes.conf',
);
const UPSTREAM = /^upstream qr_menu \{\n[\s\S]*?^\}\n/m;

/**
 * deploy/nginx-qr-menu-processes.conf's upstream block for these ports, in place of the site's
 * own (one `server` line per port, with the file's parameters).
 */
async function processesUpstream(ports: number[]): Promise<string> {
  const text = await readFile(PROCESSES_CONF, 'utf8');
  const block = UPSTREAM.exec(text)?.[0];
  const line = /^(\s*)server 127\.0\.0\.1:54321( [^;]*)?;\n/m.exec(block ?? '');
  if (!block || !line || !block.includes('server 127.0.0.1:54322')) {
    throw new Error('deploy/nginx-qr-menu-processes.conf no longer has its upstream and servers');
  }
  const servers = ports
    .map((port) => `${line[1]}server 127.0.0.1:${port}${line[2] ?? ''};\n`)
    .join('');
  return block
    .replace(/^\s*server 127\.0\.0\.1:\d+[^;]*;\n/gm, '')
    .replace(/\}\n$/, `${servers}}\n`);
}

/** Replaces `from` with `to`, failing when the deploy file no longer has it. */
function render(text: string, from: string | RegExp, to: string): string {
  const matches = typeof from === 'string' ? text.includes(from) : from.test(text);
  if (!matches) throw new Error(`deploy/nginx-qr-menu.conf no longer contains ${String(from)}`);
  return text.replaceAll(from, to);
}

/**
 * deploy/nginx-qr-menu.conf for a test in `prefix`: its ports, a fresh self-signed certificate for
 * menu.example.com and the ACME folder moved there, nothing else changed; with `appPorts`, the
 * upstream of deploy/nginx-qr-menu-processes.conf for those processes. Returns the file.
 */
export async function renderDeployNginx(
  prefix: string,
  ports: { appPort: number; httpPort: number; httpsPort: number; appPorts?: number[] },
): Promise<string> {
  const cert = path.join(prefix, 'cert.pem');
  const key = path.join(prefix, 'key.pem');
  await run('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    `/CN=${DEPLOY_SITE}`,
    '-keyout',
    key,
    '-out',
    cert,
  ]);
  let site = await readFile(DEPLOY_CONF, 'utf8');
  site = render(site, 'server 127.0.0.1:54321;', `server 127.0.0.1:${ports.appPort};`);
  if (ports.appPorts) {
    site = render(site, new RegExp(UPSTREAM.source, 'gm'), await processesUpstream(ports.appPorts));
  }
  site = render(site, /^\s*listen \[::\]:.*\n/gm, '');
  site = render(site, 'listen 80;', `listen 127.0.0.1:${ports.httpPort};`);
  site = render(site, 'listen 443 ssl http2;', `listen 127.0.0.1:${ports.httpsPort} ssl http2;`);
  site = render(site, `/etc/letsencrypt/live/${DEPLOY_SITE}/fullchain.pem`, cert);
  site = render(site, `/etc/letsencrypt/live/${DEPLOY_SITE}/privkey.pem`, key);
  site = render(site, 'root /var/www/html;', `root ${prefix}/acme;`);
  const file = path.join(prefix, 'site.conf');
  await writeFile(file, site);
  return file;
}

export const NGINX = '/usr/sbin/nginx';

export function assertNginxInstalled(): void {
  if (!existsSync(NGINX)) {
    throw new Error(`nginx is not installed (no ${NGINX}). On Debian: apt-get install -y nginx`);
  }
}

export interface RunningNginx {
  process: ChildProcess;
  errorLog(): Promise<string>;
  stop(): Promise<void>;
}

function portOpen(port: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts nginx with `siteConf` (a file of server blocks) in `prefix` and waits until it listens on
 * `port`. Fails with nginx's error log when it exits or never listens.
 */
export async function startNginx(options: {
  prefix: string;
  siteConf: string;
  port: number;
}): Promise<RunningNginx> {
  assertNginxInstalled();
  const { prefix } = options;
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, name)};`;
  const conf = path.join(prefix, 'nginx.conf');
  await writeFile(
    conf,
    [
      // As root, workers would otherwise run as nobody and could not read this prefix.
      process.getuid?.() === 0 ? `user ${userInfo().username};` : '',
      'worker_processes 1;',
      `pid ${path.join(prefix, 'nginx.pid')};`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
      `  include ${options.siteConf};`,
      '}',
    ].join('\n'),
  );
  const errorLogFile = path.join(prefix, 'error.log');
  const errorLog = () => readFile(errorLogFile, 'utf8').catch(() => '');
  const nginx = spawn(NGINX, ['-p', prefix, '-c', conf, '-e', errorLogFile, '-g', 'daemon off;'], {
    stdio: 'ignore',
  });
  const stop = async () => {
    if (nginx.exitCode !== null || nginx.signalCode !== null) return;
    const exited = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill('SIGTERM');
    await exited;
  };
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${await errorLog()}`);
    if (await portOpen(options.port)) return { process: nginx, errorLog, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`nginx did not listen on ${options.port}: ${await errorLog()}`);
}
