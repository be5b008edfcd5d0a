/*
 * The texts of the sign-in page's first HTML (issue 27 item 8, decision 200), in both languages of the web
 * app: copies of the web's `common` and `auth` texts that page shows (login-texts.spec.ts fails when one
 * differs from the web's, in either language).
 */

export type LoginLanguage = 'en' | 'es';
export const LOGIN_LANGUAGES: readonly LoginLanguage[] = ['en', 'es'];

/** Texts of the web's `common` namespace the auth layout shows. */
export const LOGIN_COMMON_TEXTS = {
  en: {
    appName: 'Onboard',
    skipToContent: 'Skip to main content',
    mainNavigation: 'Main navigation',
    homeLink: 'Onboard home',
    language: { label: 'Language', en: 'English', es: 'Español' },
    footer: {
      copyright: '© {{year}} Onboard. All rights reserved.',
      tagline: 'Group benefits onboarding portal',
    },
  },
  es: {
    appName: 'Onboard',
    skipToContent: 'Saltar al contenido principal',
    mainNavigation: 'Navegación principal',
    homeLink: 'Inicio de Onboard',
    language: { label: 'Idioma', en: 'English', es: 'Español' },
    footer: {
      copyright: '© {{year}} Onboard. Todos los derechos reservados.',
      tagline: 'Portal de incorporación de beneficios colectivos',
    },
  },
} as const;

/** Texts of the web's `auth` namespace the credentials form shows. */
export const LOGIN_AUTH_TEXTS = {
  en: {
    signIn: {
      title: 'Sign in to Onboard',
      username: 'Username',
      password: 'Password',
      rememberMe: 'Remember me',
      submit: 'Sign in',
      forgot: 'Forgot your password?',
    },
  },
  es: {
    signIn: {
      title: 'Iniciar sesión en Onboard',
      username: 'Nombre de usuario',
      password: 'Contraseña',
      rememberMe: 'Recordarme',
      submit: 'Iniciar sesión',
      forgot: '¿Olvidó su contraseña?',
    },
  },
} as const;
