import { Module, type DynamicModule } from '@nestjs/common';
import { ApiJobHandler } from './api-jobs/api-job.handler.js';
import { ApiJobService } from './api-jobs/api-job.service.js';
import { QpsPushJob } from './api-jobs/qps-push.job.js';
import type { QpsConfig } from './config.js';
import { HttpQpsClient, type QpsClient } from './qps-client/qps-client.js';
import { QPS_CLIENT, QPS_CONFIG } from './tokens.js';

@Module({})
export class QpsModule {
  /** The service's variables are read once (`createQpsService`) and handed to its providers here. */
  static forRoot(config: QpsConfig, qpsClient?: QpsClient): DynamicModule {
    return {
      module: QpsModule,
      controllers: [ApiJobHandler],
      providers: [
        ApiJobService,
        // The `qps.push` job: its worker runs where the service runs workers (server-kit's JobRunner); k8s and
        // docker-compose run it in the qps-worker process (`worker` mode), `npm start` in the service itself.
        QpsPushJob,
        { provide: QPS_CONFIG, useValue: config },
        { provide: QPS_CLIENT, useValue: qpsClient ?? new HttpQpsClient(config) },
      ],
    };
  }
}
