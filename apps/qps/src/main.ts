import 'reflect-metadata';
import { runService } from '@onboard/server-kit';
import { qpsService } from './definition.js';

await runService(qpsService);
