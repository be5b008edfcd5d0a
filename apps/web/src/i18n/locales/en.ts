/**
 * English texts, one object per i18next namespace (one namespace per feature). Texts quoted by the
 * specification are verbatim, typographic apostrophes included. `es.ts` must have exactly these keys:
 * the compiler checks its shape and `i18n.spec.ts` checks both at runtime.
 */
export const en = {
  common: {
    appName: 'Onboard',
    skipToContent: 'Skip to main content',
    mainNavigation: 'Main navigation',
    homeLink: 'Onboard home',
    language: {
      label: 'Language',
      en: 'English',
      es: 'Español',
    },
    footer: {
      copyright: '© {{year}} Onboard. All rights reserved.',
      tagline: 'Group benefits onboarding portal',
    },
    loading: 'Loading…',
  },
  errors: {
    oops: 'Oops! Something went wrong.',
    notFound: 'Sorry, the page you are looking for does not exist.',
    returnHome: 'Return to Home',
    refreshHint: 'Please refresh the page and try again. If that doesn’t help, email {{email}}.',
    retryHint: 'Please try again. If that doesn’t help, email {{email}}.',
    genericRefresh: '$t(errors:oops) $t(errors:refreshHint)',
    genericRetry: '$t(errors:oops) $t(errors:retryHint)',
    noResponse: 'No response received!',
    tipsTitle: 'Things that usually help:',
    tips: {
      refresh: 'Refresh the page.',
      blockers: 'Turn off ad blockers or extensions that block scripts on this site.',
      browser: 'Use a current version of Chrome, Edge, Firefox or Safari.',
    },
  },
  home: {
    title: 'Welcome to Onboard',
    welcome: 'Complete your onboarding tasks, share documents and set up your group benefits in one place.',
  },
  maintenance: {
    title: 'Onboard is down for maintenance',
    message: 'We are making improvements and will be back shortly. Thank you for your patience.',
    returnHome: 'Try again',
  },
  health: {
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
  },
  liveEvents: {
    statusLine: 'Live updates: {{status}}',
    status: {
      connecting: 'Connecting',
      open: 'Connected',
      reconnecting: 'Reconnecting',
      closed: 'Offline',
    },
  },
} as const;
