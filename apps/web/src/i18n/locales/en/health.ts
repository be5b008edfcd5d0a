/** English texts of the `health` namespace, fetched with the feature (see resources.ts). */
export const health = {
  title: 'System status',
  overall: {
    ready: 'All systems are operational.',
    notReady: 'Some systems are not available right now.',
  },
  columns: {
    component: 'Component',
    status: 'Status',
    database: 'Database',
    latency: 'Response time',
  },
  messageBus: 'Message bus (NATS)',
  services: {
    identity: 'Identity',
    clients: 'Clients',
    documents: 'Documents',
    email: 'Email',
    qps: 'QPS',
    explorer: 'Benefits Explorer',
  },
  status: {
    up: 'Up',
    down: 'Down',
  },
  latencyMs: '{{value}} ms',
  notApplicable: '—',
  unavailable: 'The system status could not be loaded.',
  checkAgain: 'Check again',
  loading: 'Loading system status',
} as const;
