// `npm start`: the whole product on one port (API, admin app, widget, hosted menu pages).
import { ConfigError, readServerConfig } from './config.ts';
import { bootServer } from './boot.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = readServerConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  let running;
  try {
    running = await bootServer(config, { log: (line) => console.log(line) });
  } catch (error) {
    // Production checks (production.ts) and bad settings: say which, and exit non-zero.
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Before the banner: whoever reads it may stop the server at once, and a signal that arrives
  // before its handler kills the process without closing the database.
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: closing the server and the database...`);
    // Force the exit if an open connection holds shutdown for too long.
    setTimeout(() => process.exit(1), 10_000).unref();
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  const database = config.databaseUrl
    ? 'PostgreSQL at DATABASE_URL'
    : `embedded PGlite in ${config.dataDir}/pgdata`;
  console.log(
    [
      '',
      `QR Menu is running at ${running.url} (listening on ${config.host}${config.production ? ', production mode' : ''})`,
      `  API URL:          ${running.url}`,
      `  anon key:         ${running.anonKey}`,
      // A production journal is read by more people than should hold the key to every row.
      `  service_role key: ${config.production ? 'not printed in production mode (it is signed with JWT_SECRET)' : running.serviceKey}`,
      `  database:         ${database}`,
      `  mail:             not sent; printed here${config.devEndpoints ? ` and listed at ${running.url}/_dev/mail?token=${config.devToken}` : ''}`,
      ...(config.devEndpoints
        ? [`  dev token:        ${config.devToken} (X-Dev-Token header or ?token= for /_dev/*)`]
        : []),
      `  email confirm:    ${config.authAutoconfirm ? 'off (AUTH_AUTOCONFIRM=true)' : 'on'}`,
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error('QR Menu failed to start:', error);
  process.exit(1);
});
