import type { ServiceDefinition } from '@onboard/server-kit';
import { DocumentsModule } from './app.module.js';
import { DOCUMENTS_ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';

export const documentsService: ServiceDefinition = {
  name: 'documents',
  module: DocumentsModule,
  entities: DOCUMENTS_ENTITIES,
  migrations: MIGRATIONS,
};
