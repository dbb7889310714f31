import 'reflect-metadata';

import { createApp } from './app.factory.js';
import { gazetteer } from './features/geocoder/gazetteer.js';
import { ConfigError, loadConfig, type AppConfig } from './platform/config/config.js';
import { loadSecrets } from './platform/config/secrets.js';
import { startEmbeddedDatabase } from './platform/database/embedded-database.js';
import { mailCatcherInboxUrl } from './platform/mail/mail-catcher.js';

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const secrets = await loadSecrets(config);
  const embedded = config.databaseUrl ? undefined : await startEmbeddedDatabase(config, (line) => console.log(line));
  const app = await createApp({ ...config, databaseUrl: config.databaseUrl ?? embedded?.url }, secrets);
  if (embedded) {
    const close = app.close.bind(app);
    app.close = async () => {
      await close();
      await embedded.stop();
    };
  }
  // The offline gazetteer (hand-entered addresses always, the address search without GEOCODER_URL) is
  // read before the server listens, so that the first search is as fast as the later ones.
  gazetteer();
  // Every interface, IPv4 and IPv6, as Node (and Express) listen by default: Fastify's default is localhost only.
  await app.listen(config.port, '::');
  console.log(`Unit-cost claims server listening on ${config.publicUrl} (API docs: ${config.publicUrl}/api/docs)`);
  if (!config.smtpUrl) console.log(`Mail catcher inbox (SMTP_URL is unset): ${mailCatcherInboxUrl(config)}`);
}

main().catch((error: unknown) => {
  console.error(`Startup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
