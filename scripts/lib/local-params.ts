import { LOCAL_MAIL, LOCAL_URLS } from '@bookstore/domain';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { LOCAL_PARAMS_FILE, ROOT } from './paths';

/** The function's params on the emulator, and why each has this value. */
export const LOCAL_PARAM_DEFAULTS: Readonly<Record<string, string>> = {
  SITE_ORIGIN: LOCAL_URLS.hosting,
  MAIL_FROM: LOCAL_MAIL.from,
  OWNER_EMAIL: LOCAL_MAIL.ownerEmail,
};

/**
 * The function's params on the emulator. The Functions emulator reads functions/.env.local
 * (ignored by git, never deployed) over functions/.env; production sets the same names in
 * functions/.env.<project id>. A value already there is kept, so a developer may point
 * SITE_ORIGIN elsewhere (a LAN address, say) or the owner's alerts at another local address.
 */
export function ensureLocalParams(file = LOCAL_PARAMS_FILE): void {
  let current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const added: string[] = [];
  for (const [name, value] of Object.entries(LOCAL_PARAM_DEFAULTS)) {
    if (new RegExp(`^${name}=`, 'm').test(current)) continue;
    const separator = current && !current.endsWith('\n') ? '\n' : '';
    // Quoted where dotenv needs it: MAIL_FROM holds a space and angle brackets.
    current = `${current}${separator}${name}=${/[\s"'#<>]/.test(value) ? JSON.stringify(value) : value}\n`;
    added.push(`${name}=${value}`);
  }
  if (added.length === 0) return;
  writeFileSync(file, current);
  console.log(`• Set ${added.join(', ')} in ${relative(ROOT, file)}`);
}

/** The params as the emulator reads them, for code the launcher runs itself (the mail retry clock). */
export function readLocalParams(file = LOCAL_PARAMS_FILE): Record<string, string> {
  const params: Record<string, string> = {};
  for (const line of (existsSync(file) ? readFileSync(file, 'utf8') : '').split('\n')) {
    const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (!match) continue;
    const raw = match[2]!.trim();
    params[match[1]!] = raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
  }
  return params;
}
