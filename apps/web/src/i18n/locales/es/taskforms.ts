import type { Translations } from '../../resources.js';

/** Textos en español del espacio de nombres `taskforms`. */
export const taskforms: Translations['taskforms'] = {
  loadError: 'No se pudieron cargar las respuestas. Vuelva a cargar la página.',
  status: { notStarted: 'No iniciado', inProgress: 'En curso', done: 'Completado' },
  pfml: {
    title: 'Secciones de PFML',
    intro:
      'Responda las preguntas de licencia familiar y médica pagada de cada estado. Son las mismas respuestas del Formulario de información del empleador; se guardan a medida que responde.',
    none: 'Esta póliza no tiene un plan PFML de Colorado, Delaware o Maine, así que no hay nada que responder aquí.',
    states: { CO: 'Colorado', DE: 'Delaware', ME: 'Maine' },
    noPlan:
      'Su consultor de implementación todavía está configurando este plan. Sus preguntas aparecerán aquí cuando esté listo.',
    allDone: 'Todas las secciones están completas. Ya puede enviar esta tarea a revisión.',
    notAllDone:
      'Una sección está completa cuando se responde la última pregunta de su estado para cada plan.',
  },
  spd: {
    title: 'Confirme la descripción resumida del plan',
    explanation: {
      'pfml-spd':
        'La descripción resumida del plan (SPD) de su plan PFML explica sus beneficios a sus empleados. Cuando aparezca en Documentos, descárguela, revísela y confirme que la entregará a sus empleados.',
      'sunadvisor-spd':
        'La descripción resumida del plan (SPD) de SunAdvisor explica los servicios de SunAdvisor a sus empleados. Cuando aparezca en Documentos, descárguela, revísela y confirme que la entregará a sus empleados.',
    },
    confirm:
      'Confirmo que recibimos la descripción resumida del plan y que la distribuiremos a nuestros empleados.',
    acknowledge: 'Confirmar',
    waitForDocument: 'Podrá confirmarla cuando la descripción resumida del plan aparezca en Documentos.',
    acknowledged: 'Confirmado por {{name}} el {{date}}.',
    failed: 'No se pudo guardar la confirmación. Inténtelo de nuevo.',
  },
  dentalRollover: {
    title: 'Traspaso dental',
    explanation:
      'Con el traspaso dental, parte del máximo anual que un empleado no usa pasa al año siguiente. Si los montos que sus empleados acumularon con su aseguradora anterior deben mantenerse, suba el archivo de acumulados de la aseguradora anterior en Documentos.',
  },
  deductibleReport: {
    title: 'Qué debe subir',
    explanation:
      'Suba el informe de deducibles y máximos de su aseguradora anterior: para cada miembro, el deducible cubierto y los beneficios usados del máximo anual en este año del plan, para que se les reconozcan a sus empleados.',
  },
  companyProfile: {
    detailsTitle: 'Datos de la empresa',
    name: 'Nombre de la empresa',
    caseId: 'ID del caso',
    employees: 'Número de empleados',
    taxId: 'Número de identificación fiscal',
    taxIdMasked: 'Termina en {{last4}}',
    notGiven: 'No indicado',
    consultant: 'Consultor de implementación',
    consultantNone: 'Aún sin asignar',
    detailsNote: 'Para cambiar estos datos, comuníquese con su consultor de implementación.',
    answersTitle: 'Información de la empresa',
    answersIntro:
      'Estas respuestas forman parte de su Formulario de información del empleador; se guardan a medida que responde. Los cambios hechos después de firmar el formulario se envían a revisión.',
  },
};
