/**
 * Support contact shown in error messages as {email} (spec section 8).
 * TODO: take it from GET /api/configuration once that endpoint exists; the spec does not name the address.
 */
export const SUPPORT_EMAIL = 'support@onboard.example';
