import type { Translations } from '../resources.js';

/** Spanish texts. Same keys as `en.ts`, enforced by the `Translations` type and by `i18n.spec.ts`. */
export const es: Translations = {
  common: {
    appName: 'Onboard',
    skipToContent: 'Saltar al contenido principal',
    mainNavigation: 'Navegación principal',
    homeLink: 'Inicio de Onboard',
    language: {
      label: 'Idioma',
      en: 'English',
      es: 'Español',
    },
    footer: {
      copyright: '© {{year}} Onboard. Todos los derechos reservados.',
      tagline: 'Portal de incorporación de beneficios colectivos',
    },
    loading: 'Cargando…',
  },
  errors: {
    oops: '¡Vaya! Algo salió mal.',
    notFound: 'Lo sentimos, la página que busca no existe.',
    returnHome: 'Volver al inicio',
    refreshHint: 'Actualice la página e inténtelo de nuevo. Si eso no funciona, escriba a {{email}}.',
    retryHint: 'Inténtelo de nuevo. Si eso no funciona, escriba a {{email}}.',
    genericRefresh: '$t(errors:oops) $t(errors:refreshHint)',
    genericRetry: '$t(errors:oops) $t(errors:retryHint)',
    noResponse: '¡No se recibió respuesta!',
    tipsTitle: 'Lo que suele ayudar:',
    tips: {
      refresh: 'Actualice la página.',
      blockers:
        'Desactive los bloqueadores de anuncios o las extensiones que bloquean scripts en este sitio.',
      browser: 'Use una versión actual de Chrome, Edge, Firefox o Safari.',
    },
  },
  home: {
    title: 'Bienvenido a Onboard',
    welcome:
      'Complete sus tareas de incorporación, comparta documentos y configure sus beneficios colectivos en un solo lugar.',
  },
  maintenance: {
    title: 'Onboard está en mantenimiento',
    message: 'Estamos haciendo mejoras y volveremos en breve. Gracias por su paciencia.',
    returnHome: 'Intentar de nuevo',
  },
  health: {
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
  },
  liveEvents: {
    statusLine: 'Actualizaciones en vivo: {{status}}',
    status: {
      connecting: 'Conectando',
      open: 'Conectado',
      reconnecting: 'Reconectando',
      closed: 'Sin conexión',
    },
  },
};
