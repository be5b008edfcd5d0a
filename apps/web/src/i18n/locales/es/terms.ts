import type { Translations } from '../../resources.js';

export const terms: Translations['terms'] = {
  title: 'Condiciones de uso',
  intro: 'Lea estas condiciones. Debe aceptarlas para usar Onboard.',
  sections: {
    use: {
      title: 'Uso del portal',
      body: 'Onboard se ofrece para configurar los beneficios colectivos de su organización. Úselo solo con ese fin y solo con información que pueda compartir.',
    },
    privacy: {
      title: 'Información personal',
      body: 'La información sobre los empleados y su cobertura se trata según nuestra política de privacidad y la ley aplicable.',
    },
    security: {
      title: 'Su cuenta',
      body: 'No comparta su contraseña ni su aplicación de autenticación. Avísenos de inmediato si cree que otra persona ha usado su cuenta.',
    },
    changes: {
      title: 'Cambios',
      body: 'Podemos actualizar estas condiciones. Cuando lo hagamos, le pediremos que las acepte de nuevo.',
    },
  },
  accept: 'Aceptar',
  accepted: 'Gracias por aceptar las condiciones de uso.',
  acceptedOn: 'Aceptó estas condiciones el {{date}}.',
};
