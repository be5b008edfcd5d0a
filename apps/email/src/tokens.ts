/** DI tokens of the e-mail service. */
export const EMAIL_CONFIG = Symbol('EMAIL_CONFIG');
export const MAILER = Symbol('MAILER');
