import type { Translations } from '../../resources.js';

export const about: Translations['about'] = {
  title: 'Acerca de Onboard',
  intro:
    'Onboard es el portal de incorporación de una aseguradora de beneficios colectivos: el lugar donde se configuran los beneficios de un nuevo grupo (vida, incapacidad, dental, visión, accidentes, licencia familiar pagada y coberturas similares), desde la primera llamada hasta el día en que la cobertura entra en vigor.',
  audiences: {
    title: 'Quién lo usa',
    employers:
      'Los empleadores completan sus tareas de incorporación, cargan y validan archivos de censo, firman formularios de incorporación y completan el formulario de información del empleador.',
    brokers: 'Los corredores ven a sus clientes y pueden abrir un cliente como observadores.',
    benAdmins:
      'Los administradores de beneficios ven a sus clientes y pueden abrir un cliente como observadores.',
    staff:
      'Nuestro personal crea y gestiona clientes, corredores, administradores de beneficios, usuarios internos y los correos enviados.',
    signers:
      'Los firmantes externos revisan y firman, o aceptan cambios, mediante un enlace sin una cuenta habitual.',
  },
  explorer: {
    title: 'Benefits Explorer',
    body: 'Los empleados de nuestros clientes conocen las coberturas que ofrece su empleador en las páginas públicas de Benefits Explorer.',
  },
  help: {
    title: 'Cómo obtener ayuda',
    body: '¿Preguntas sobre Onboard? Escriba a',
    status: 'Ver el estado del sistema',
  },
};
