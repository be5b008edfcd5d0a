import { FIELD_MESSAGES } from '@onboard/contracts';
import { templatesOf } from '../templates.js';

/**
 * English texts of the first load, one object per i18next namespace. A feature's own namespace is in a file
 * of its own beside this one (`clients.ts` …), fetched with the feature (resources.ts). Texts quoted by the
 * specification are verbatim, typographic apostrophes included. `../es/` must have exactly these keys: the
 * compiler checks its shape and `i18n.spec.ts` checks both at runtime.
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
    /** Where a form that saves as you go stands (useAutosave). */
    autosave: {
      saved: 'All changes saved',
      saving: 'Saving…',
      pending: 'Not saved yet',
      refused: 'Some answers were not saved: see the messages on the fields',
      conflict: 'Not all saved: someone else changed an answer you were editing (see the field)',
    },
    cancel: 'Cancel',
    close: 'Close',
    pager: {
      label: 'Pages',
      range: '{{first}}–{{last}} of {{total}}',
      previous: 'Previous',
      next: 'Next',
      page: 'Page {{page}} of {{pages}}',
    },
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
    blocked:
      'Sorry, you have been blocked. This website is using a security service to protect itself from online attacks. The action you just performed triggered the security solution.',
    contactSupport: 'Need more help? E-mail',
    tryAgain: 'Try again',
    tipsTitle: 'Things that usually help:',
    tips: {
      refresh: 'Refresh the page.',
      blockers: 'Turn off ad blockers or extensions that block scripts on this site.',
      browser: 'Use a current version of Chrome, Edge, Firefox or Safari.',
    },
  },
  maintenance: {
    title: 'Onboard is down for maintenance',
    message: 'We are making improvements and will be back shortly. Thank you for your patience.',
    returnHome: 'Try again',
  },
  liveEvents: {
    statusLine: 'Live updates: {{status}}',
    status: {
      connecting: 'Connecting',
      open: 'Connected',
      reconnecting: 'Reconnecting',
      closed: 'Offline',
    },
    emailSent: 'An email was just sent: {{subject}}',
    viewEmail: 'View email',
  },
  nav: {
    home: 'Home',
    users: 'Users',
    brokers: 'Brokers',
    internalUsers: 'Internal users',
    allEmails: 'All emails',
    benAdmins: 'Benefit administrators',
    userMenu: 'User menu of {{name}}',
    signIn: 'Sign In',
    signOut: 'Sign Out',
    resources: 'Employee & Employer Resources',
    getHelp: 'Get Help',
    companyProfile: 'Company profile',
  },
  /**
   * Messages of the shared zod schemas (`@onboard/contracts`) and of the server, keyed so they can be shown
   * in Spanish. The English texts must equal the schemas' messages exactly: that is how they are found.
   */
  /**
   * Every message of the contracts (decision 061): the English is the contracts' FIELD_MESSAGES itself, their
   * numbers formatted for the language. Errors and zod issues carry these keys; nothing is looked up by text.
   */
  fieldMessages: templatesOf(FIELD_MESSAGES),
  auth: {
    backToSignIn: 'Back to sign in',
    signIn: {
      title: 'Sign in to Onboard',
      username: 'Username',
      password: 'Password',
      rememberMe: 'Remember me',
      submit: 'Sign in',
      forgot: 'Forgot your password?',
    },
    mfa: {
      title: 'Enter your verification code',
      instructions: 'Open your authenticator app and enter the 6-digit code it shows for Onboard.',
      code: 'Verification code',
      submit: 'Verify',
    },
    enroll: {
      title: 'Set up your authenticator app',
      instructions:
        'Your account needs a second sign-in step. Scan this QR code with an authenticator app (such as Google Authenticator or Microsoft Authenticator), then enter the code it shows.',
      qrAlt: 'QR code to scan with your authenticator app',
      manual: 'Cannot scan the code? Enter this key in the app instead:',
    },
    expired: {
      title: 'Change your password',
      oldPassword: 'Current password',
      newPassword: 'New password',
      confirmPassword: 'Confirm new password',
      submit: 'Change password',
    },
    /** Spec section 8 (login). The first five are verbatim; see AUTH_MESSAGES in the contracts. */
    messages: {
      missingSessionToken: 'Missing sessionToken from response',
      noFactor: "There's no MFA factor option configured",
      manyFactors: "There's more than one MFA factor option configured",
      lockedOut: 'Your account is locked for security reasons. Please, try again in about 60 minutes',
      passwordExpired: 'Your password has expired.',
      missingStateToken: 'Missing stateToken from response',
      invalidFactor: 'The MFA factor in the response is not configured correctly',
      unhandledStatus: 'Unhandled authentication status: {{status}}',
      cookiesRefused:
        'You were signed in, but your browser did not keep the session. Allow cookies for this site and try again.',
    },
    forgot: {
      title: 'Forgot your password?',
      instructions:
        'Enter the e-mail address of your account and we will send you a link to choose a new password.',
      email: 'E-mail address',
      submit: 'Send reset link',
      sent: 'If an account exists for that e-mail address, we have sent it a link to reset the password. Please check your inbox.',
    },
    setPassword: {
      title: {
        activate: 'Activate your account',
        reactivate: 'Reactivate your account',
        reset: 'Reset your password',
      },
      greeting: 'Hello {{firstName}},',
      instructions: 'Choose a password for {{email}}. You will then sign in with it.',
      password: 'New password',
      confirmPassword: 'Confirm password',
      submit: 'Set password',
      expired: 'This link has expired or has already been used.',
      requestNew: 'Request a new link',
    },
  },
  banners: {
    viewing: {
      internal: "You're viewing {{client}} as an internal user",
      broker: "You're viewing {{client}} as a broker",
      benAdmin: "You're viewing {{client}} as a benefit administrator",
    },
    seeAllClients: 'See all clients',
    manageClient: 'Manage client',
    jiraDown: 'Jira is currently down. Some functionality in Onboard might be unavailable at this time.',
  },
  /** Why a signed-in user was sent home from a page (issue 7). */
  access: {
    client: {
      title: 'You can’t open that client',
      body: 'It is not one of your clients, so we brought you back to your home page. If you think you should have access to it, e-mail {{email}}.',
    },
    page: {
      title: 'That page is not available to you',
      body: 'Your role does not give access to it, so we brought you back to your home page. If you think you should have access to it, e-mail {{email}}.',
    },
    dismiss: 'Dismiss this message',
  },
} as const;
