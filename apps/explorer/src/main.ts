import 'reflect-metadata';
import { runService } from '@onboard/server-kit';
import { explorerService } from './definition.js';

await runService(explorerService);
