/** The local owner account. Environment variables override the documented defaults. */
export const DEFAULT_ADMIN = { username: 'admin', password: 'bookstore-admin' } as const;

export interface LocalAdmin {
  username: string;
  password: string;
  /** Either variable is set: the account is created or its password reset on start. */
  fromEnv: boolean;
  /** The password is the developer's own, so it is not printed. */
  passwordFromEnv: boolean;
}

export function localAdminCredentials(env: NodeJS.ProcessEnv = process.env): LocalAdmin {
  const username = env.ADMIN_USERNAME?.trim();
  const password = env.ADMIN_PASSWORD;
  return {
    username: username || DEFAULT_ADMIN.username,
    password: password || DEFAULT_ADMIN.password,
    fromEnv: Boolean(username || password),
    passwordFromEnv: Boolean(password),
  };
}

/** How `npm start` names the login: the password is shown unless the developer chose it. */
export function describeLogin(admin: LocalAdmin): string {
  return `username "${admin.username}", ${admin.passwordFromEnv ? 'password from ADMIN_PASSWORD' : `password "${admin.password}"`}`;
}
