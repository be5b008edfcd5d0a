import 'reflect-metadata';
import { runService } from '@onboard/server-kit';
import { emailService } from './definition.js';

await runService(emailService);
