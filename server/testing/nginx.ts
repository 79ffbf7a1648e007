// Debian's nginx for the tests, as the current user in a temporary prefix: server blocks written by
// the test (deploy/nginx-qr-menu.conf rendered for it, or npm run deploy:config's block) inside an
// http block like Debian's own (mime.types, no access log). One process per call; stop() ends it.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { userInfo } from 'node:os';
import path from 'node:path';

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
