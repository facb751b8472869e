/** The local owner account. Environment variables override the documented defaults. */
export const DEFAULT_ADMIN = { username: 'admin', password: 'bookstore-admin' } as const;

export function localAdminCredentials(): { username: string; password: string; fromEnv: boolean } {
  const username = process.env.ADMIN_USERNAME?.trim();
  const password = process.env.ADMIN_PASSWORD;
  return {
    username: username || DEFAULT_ADMIN.username,
    password: password || DEFAULT_ADMIN.password,
    fromEnv: Boolean(username || password),
  };
}
