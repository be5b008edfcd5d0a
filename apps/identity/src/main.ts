import 'reflect-metadata';
import { runService } from '@onboard/server-kit';
import { identityService } from './definition.js';

await runService(identityService);
