import 'reflect-metadata';
import { runService } from '@onboard/server-kit';
import { documentsService } from './definition.js';

await runService(documentsService);
