import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, type Config } from './config.js';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  // The application is loaded only once the configuration is known good: a bad variable is reported at
  // once, not after every module has loaded (seconds, more on a busy machine or from source).
  const [{ buildApp }, { openDatabase }, { seedFirstStart }, { seedBuiltInReports }] = await Promise.all([
    import('./app.js'),
    import('./db/client.js'),
    import('./modules/identity/seed.js'),
    import('./modules/dashboards/builtin-reports.service.js'),
  ]);
  // The built web app sits beside the server in the monorepo unless WEB_DIST says otherwise.
  const here = path.dirname(fileURLToPath(import.meta.url));
  const webDist = config.webDist ?? path.resolve(here, '../../web/dist');
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  const app = await buildApp({ ...config, webDist }, database);
  await database.migrate(async (db) => {
    const seed = await seedFirstStart(db, config.adminPassword);
    if (seed.generatedAdminPassword) {
      // Printed once, on the start that created the account; it must be changed at first sign-in.
      // eslint-disable-next-line no-console -- the one-time password must reach the operator's terminal, not only the log
      console.log(`\n  Admin account created. Username: admin  Password: ${seed.generatedAdminPassword}\n`);
    } else if (seed.adminCreated) {
      app.log.info('admin account created with ADMIN_PASSWORD');
    }
    if (await seedBuiltInReports(db)) app.log.info('built-in reports dashboard created');
  });
  if (!config.captcha) {
    app.log.warn(
      'CAPTCHA=off: sign-in and password reset accept any captcha answer (for automated tests only)',
    );
  }
  app.log.info(
    { database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined },
    'database ready',
  );

  // The first SIGTERM drains (SHUTDOWN_DRAIN_MS, plugins/readiness.ts), then stops listening and
  // finishes the requests in flight; SIGINT, or a second signal, skips what is left of the drain.
  let closing = false;
  let drained: (() => void) | undefined;
  const close = () => {
    if (closing) return;
    closing = true;
    app.log.info('shutting down: finishing in-flight requests');
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  const shutdown = (signal: string) => {
    if (app.readiness.draining || signal === 'SIGINT' || config.shutdownDrainMs === 0) {
      drained?.();
      close();
      return;
    }
    app.readiness.startDraining();
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'draining: /readyz answers 503');
    const timer = setTimeout(close, config.shutdownDrainMs);
    drained = () => clearTimeout(timer);
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
