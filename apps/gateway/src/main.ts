import { createGateway } from './bootstrap.js';
import { loadGatewayConfig } from './config.js';

try {
  const config = loadGatewayConfig();
  const app = await createGateway(config);
  await app.listen({ port: config.PORT, host: config.HOST });
} catch (error) {
  process.stderr.write(
    `gateway failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
