import { loadConfig } from './config';
import { buildApp } from './app';

const started = Date.now();
const config = loadConfig();
const { app } = await buildApp(config, { logger: true });
await app.listen({ port: config.port, host: config.host });
app.log.info(`Sumbook ready at ${config.publicUrl} in ${Date.now() - started} ms (data in ${config.dataDir})`);
if (config.teamCodeFile) app.log.info(`Team confirmation code (TEAM_CODE unset): kept in ${config.teamCodeFile}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
