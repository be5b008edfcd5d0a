import type { Translations } from '../../resources.js';

/** Textos en español del espacio `ownerActions`: las operaciones del propietario (spec §6). */
export const ownerActions: Translations['ownerActions'] = {
  panel: {
    title: 'Acciones del propietario',
    intro:
      'Correos a los administradores de beneficios y corredores del cliente. Cada uno se envía como máximo una vez al día: enviarlo de nuevo el mismo día no envía nada.',
    emailsLabel: 'Correos del propietario',
    lastSent: 'Último envío: {{date}}',
    neverSent: 'Nunca enviado',
    send: 'Enviar',
  },
  kinds: {
    ACTIVITY: 'Correo de actividad',
    POST_ONBOARDING_SURVEY: 'Encuesta posterior a la incorporación',
    PHASE_CHANGE: 'Correo de cambio de fase',
    RISK_ACCEPTANCE: 'Correo de aceptación del riesgo',
    UPCOMING_DATES: 'Correo de próximas fechas',
    ACTIVELY_AT_WORK_REMINDER: 'Recordatorio de empleados activos en el trabajo',
    DENTAL: 'Correo dental',
  },
  confirm: {
    title: '¿Enviar: {{kind}}?',
    body: 'Se envía a los administradores de beneficios y corredores de {{name}}.',
    confirm: 'Enviar',
  },
  sent: 'Enviado: {{kind}}',
  alreadySent: 'Ya se envió hoy: {{kind}}',
  phaseChange: {
    label: 'Correos de cambio de fase',
    help: 'Desactivado, el correo de cambio de fase no se envía para este cliente.',
    turnedOn: 'Correos de cambio de fase activados',
    turnedOff: 'Correos de cambio de fase desactivados',
  },
  purge: {
    button: 'Purgar datos de QA',
    title: '¿Purgar los datos de QA?',
    body: 'Se archiva cada cliente marcado como cliente de prueba: deja de aparecer en todas las listas y páginas.',
    done_one: '{{count}} cliente de prueba purgado',
    done_other: '{{count}} clientes de prueba purgados',
  },
  carriers: {
    button: 'Aseguradoras',
    title: 'Aseguradoras',
    intro: 'Las aseguradoras que un plan puede indicar.',
    listLabel: 'Aseguradoras',
    empty: 'Todavía no hay aseguradoras.',
    name: 'Nombre de la aseguradora',
    add: 'Agregar aseguradora',
    added: 'Aseguradora agregada',
    rename: 'Renombrar {{name}}',
    renameShort: 'Renombrar',
    save: 'Guardar',
    cancel: 'Cancelar',
    saved: 'Nombre de la aseguradora cambiado',
    remove: 'Quitar {{name}}',
    removeShort: 'Quitar',
    removeTitle: '¿Quitar {{name}}?',
    removeBody: 'Los planes que la indican conservan el nombre; ya no se ofrece.',
    removed: 'Aseguradora quitada',
    loadFailed: 'No se pudieron cargar las aseguradoras.',
  },
};
