import type { Translations } from '../../resources.js';

export const health: Translations['health'] = {
  title: 'Estado del sistema',
  overall: {
    ready: 'Todos los sistemas funcionan correctamente.',
    notReady: 'Algunos sistemas no están disponibles en este momento.',
  },
  columns: {
    component: 'Componente',
    status: 'Estado',
    database: 'Base de datos',
    latency: 'Tiempo de respuesta',
  },
  messageBus: 'Bus de mensajes (NATS)',
  services: {
    identity: 'Identidad',
    clients: 'Clientes',
    documents: 'Documentos',
    email: 'Correo electrónico',
    qps: 'QPS',
    explorer: 'Explorador de beneficios',
  },
  status: {
    up: 'Activo',
    down: 'Inactivo',
  },
  latencyMs: '{{value}} ms',
  notApplicable: '—',
  unavailable: 'No se pudo cargar el estado del sistema.',
  checkAgain: 'Comprobar de nuevo',
  loading: 'Cargando el estado del sistema',
};
