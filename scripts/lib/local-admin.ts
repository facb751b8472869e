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

export interface AdminCreateCredentials {
  username: string | undefined;
  /** Undefined: none was given, so the script generates one and prints it. */
  password: string | undefined;
  /** Variables set in the shell that were not used, to say so. */
  ignored: string[];
}

/**
 * The account `npm run admin:create` writes. On the emulator ADMIN_USERNAME and ADMIN_PASSWORD
 * stand in for the flags, as `npm start` reads them. For a real project (`--project`) only the
 * flags count: a developer who exported the local password would otherwise put it on
 * production without seeing it.
 */
export function adminCreateCredentials(
  flags: { username?: string; password?: string; project?: string },
  env: NodeJS.ProcessEnv = process.env,
): AdminCreateCredentials {
  if (!flags.project)
    return {
      username: flags.username ?? env.ADMIN_USERNAME,
      password: flags.password ?? env.ADMIN_PASSWORD,
      ignored: [],
    };
  const ignored = (['ADMIN_USERNAME', 'ADMIN_PASSWORD'] as const).filter((name) => env[name] !== undefined);
  return { username: flags.username, password: flags.password, ignored };
}
