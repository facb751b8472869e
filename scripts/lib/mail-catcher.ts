// The local mail catcher: maildev from npm, a real SMTP server and web inbox in Node. `npm
// start` and `npm test` run it beside the emulators; the store's SMTP_CONNECTION_URI points at
// it on the emulators (local-secrets.ts), and it relays nothing anywhere.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EMULATOR_HOST, LOCAL_MAIL, MAIL_CATCHER_PORTS } from '@bookstore/domain';
import { isFree } from './free-ports';
import { CACHE_DIR, ROOT } from './paths';
import { waitForHttp } from './wait';

const MAILDEV_BIN = join(ROOT, 'node_modules', '.bin', 'maildev');
/** The running catcher's process id: a test that stops the SMTP server and the launcher that cleans up both read it. */
export const MAIL_CATCHER_PID_FILE = join(CACHE_DIR, 'maildev.pid');

export interface CaughtMail {
  id: string;
  subject: string;
  from: Array<{ address: string; name: string }>;
  to: Array<{ address: string; name: string }>;
  html: string;
  text: string;
  headers: Record<string, string>;
  date: string;
}

/**
 * maildev also reads MAILDEV_* variables, among them an outgoing relay and auto-relay; none
 * reach it from a developer's shell, so the catcher can never pass mail on to a real inbox.
 */
export function withoutMaildevSettings(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !name.toUpperCase().startsWith('MAILDEV')));
}

/**
 * Starts maildev on 127.0.0.1 (SMTP 1025, inbox 1080) in the background and waits until its
 * inbox answers. It outlives the caller unless stopped: stopMailCatcher() ends it.
 */
export async function startMailCatcher(): Promise<number> {
  const child = spawn(
    MAILDEV_BIN,
    [
      '--smtp',
      String(MAIL_CATCHER_PORTS.smtp),
      '--web',
      String(MAIL_CATCHER_PORTS.web),
      '--ip',
      EMULATOR_HOST,
      '--web-ip',
      EMULATOR_HOST,
    ],
    // Its own process group, so Ctrl-C in the terminal does not stop it before the emulators
    // have finished exporting; the launcher stops it last.
    { cwd: ROOT, detached: true, stdio: 'ignore', env: withoutMaildevSettings(process.env) },
  );
  child.unref();
  if (!child.pid) throw new Error('maildev did not start.');
  mkdirSync(CACHE_DIR, { recursive: true });
  writeFileSync(MAIL_CATCHER_PID_FILE, String(child.pid));
  await waitForHttp(`${LOCAL_MAIL.inbox}/api/email`, 30_000);
  return child.pid;
}

/** Stops the catcher started last (if any) and waits until both of its ports are free again. */
export async function stopMailCatcher(): Promise<void> {
  if (!existsSync(MAIL_CATCHER_PID_FILE)) return;
  const pid = Number(readFileSync(MAIL_CATCHER_PID_FILE, 'utf8'));
  rmSync(MAIL_CATCHER_PID_FILE, { force: true });
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return; // already gone
  }
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if ((await isFree(MAIL_CATCHER_PORTS.smtp)) && (await isFree(MAIL_CATCHER_PORTS.web))) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  process.kill(-pid, 'SIGKILL');
}

/** Every message the catcher holds, oldest first. */
export async function caughtMail(): Promise<CaughtMail[]> {
  const response = await fetch(`${LOCAL_MAIL.inbox}/api/email`, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`The mail catcher answered ${response.status}.`);
  return (await response.json()) as CaughtMail[];
}

/** The messages to one address, oldest first. */
export async function mailTo(address: string): Promise<CaughtMail[]> {
  const wanted = address.toLowerCase();
  return (await caughtMail()).filter((mail) => mail.to.some((to) => to.address.toLowerCase() === wanted));
}

/**
 * Waits until `count` messages to `address` (matching `subject`, and `where`, when given) have
 * been caught. Answers them oldest first; fails with what did arrive.
 */
export async function waitForMail(
  address: string,
  {
    count = 1,
    subject,
    where,
    timeoutMs = 30_000,
  }: { count?: number; subject?: RegExp; where?: (mail: CaughtMail) => boolean; timeoutMs?: number } = {},
): Promise<CaughtMail[]> {
  const wanted = (mail: CaughtMail) => (!subject || subject.test(mail.subject)) && (!where || where(mail));
  const deadline = Date.now() + timeoutMs;
  let found: CaughtMail[] = [];
  while (Date.now() < deadline) {
    found = (await mailTo(address)).filter(wanted);
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `Expected ${count} e-mail(s) to ${address}${subject ? ` matching ${subject}` : ''}${where ? ' (as asked)' : ''}; ` +
      `caught ${found.length}: ${JSON.stringify(found.map((mail) => mail.subject))}`,
  );
}

/**
 * The headers of a caught message as they arrived, unfolded, by lower-cased name. maildev's
 * parsed `headers` leave some out (List-Unsubscribe among them); its raw source has them all.
 */
export async function rawHeaders(mail: CaughtMail): Promise<Record<string, string>> {
  const response = await fetch(`${LOCAL_MAIL.inbox}/api/email/${encodeURIComponent(mail.id)}/source`, {
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`The mail catcher answered ${response.status} for the source of ${mail.id}.`);
  const [head = ''] = (await response.text()).split(/\r?\n\r?\n/, 1);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] ??= line.slice(colon + 1).trim();
  }
  return headers;
}

/**
 * Waits until `count` messages to `address` carry a link starting with `prefix` (in the text
 * part); answers every such link, oldest message first.
 */
export async function waitForLinks(
  address: string,
  prefix: string,
  { count = 1, timeoutMs = 30_000 }: { count?: number; timeoutMs?: number } = {},
): Promise<{ links: URL[]; mails: CaughtMail[] }> {
  const pattern = new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s<>"]*`, 'g');
  const linksIn = (mail: CaughtMail) => (mail.text.match(pattern) ?? []).map((link) => new URL(link));
  const mails = await waitForMail(address, { count, timeoutMs, where: (mail) => linksIn(mail).length > 0 });
  return { links: mails.flatMap(linksIn), mails };
}
