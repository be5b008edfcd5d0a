import type { Translations } from '../../resources.js';

export const home: Translations['home'] = {
  title: 'Bienvenido a Onboard',
  welcome:
    'Complete sus tareas de incorporación, comparta documentos y configure sus beneficios colectivos en un solo lugar.',
};
