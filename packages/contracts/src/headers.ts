// Kept free of zod: the web app's first page imports from here, and a module that builds schemas
// cannot be left out of its bundle.

/**
 * The request header that names the organisation a call is for (decision 028); without it, the
 * caller's personal organisation (or an API token's own).
 */
export const ORGANISATION_HEADER = 'klarsicht-organisation';
