/** The owner's token lifetime: the API signs tokens for this long and the SPA ends its session with them. */
export const ADMIN_TOKEN_TTL_SECONDS = 60 * 60;
