/**
 * Support contact shown in error messages as {email} (spec section 8) until GET /api/configuration has
 * answered, or when it cannot (the error page must be able to show something even then).
 */
export const FALLBACK_SUPPORT_EMAIL = 'support@onboard.example';
