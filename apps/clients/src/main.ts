import 'reflect-metadata';
import { runService } from '@onboard/server-kit';
import { clientsService } from './definition.js';

await runService(clientsService);
