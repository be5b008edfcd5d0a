// `npm run build`: compiles every TypeScript project (incremental) and builds the web app.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll } from './lib/system.mjs';

process.chdir(join(dirname(fileURLToPath(import.meta.url)), '..'));
buildAll({ web: true });
