import { DEFAULT_FUNCTIONS_REGION, DEMO_PROJECT_ID } from '@bookstore/domain';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `npm run deploy -- --check`: the checklist of a first deploy, read from the local files alone
 * (firebase.json, .firebaserc, functions/.env*, the params and secrets functions/src/config.ts
 * declares). It runs nothing and writes nothing; what only the console or the CLI can do is
 * listed with the command that does it. docs/deployment.md is the same list. Decision 068.
 */

export type CheckStatus = 'done' | 'missing' | 'by hand';
export interface CheckItem {
  status: CheckStatus;
  what: string;
  /** The value found, what is wrong, or the command that does it. */
  detail: string;
}

interface FunctionRewrite {
  source?: string;
  function?: string | { functionId?: string; region?: string };
}
interface FunctionsConfig {
  runtime?: string;
  predeploy?: string | string[];
}
interface FirebaseJson {
  firestore?: { location?: string };
  functions?: FunctionsConfig[] | FunctionsConfig;
  hosting?: { rewrites?: FunctionRewrite[]; predeploy?: string | string[] };
}

/** The runtimes Cloud Functions still deploys (Node.js 20 was decommissioned on 2026-10-30). */
export const DEPLOYABLE_RUNTIMES = ['nodejs22', 'nodejs24'];

const readJson = <T>(file: string): T | null =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;

/** A dotenv file's names and values (the subset the Functions params use: NAME=value, quoted or not). */
export function readEnvFile(file: string): Record<string, string> {
  const values: Record<string, string> = {};
  if (!existsSync(file)) return values;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match) continue;
    const raw = match[2]!;
    const quoted = /^(["'])(.*)\1$/.exec(raw);
    values[match[1]!] = quoted ? quoted[2]! : raw.replace(/\s+#.*$/, '');
  }
  return values;
}

export interface DeclaredConfig {
  /** String params with no default: a deploy stops at a prompt without them. */
  requiredParams: string[];
  secrets: string[];
}

/** The params without a default and the secrets that functions/src/config.ts declares. */
export function declaredConfig(configSource: string): DeclaredConfig {
  const requiredParams: string[] = [];
  for (const match of configSource.matchAll(/define(?:String|Int)\('([A-Z0-9_]+)'(?:,\s*\{([\s\S]*?)\}\))?/g)) {
    if (!/\bdefault:/.test(match[2] ?? '')) requiredParams.push(match[1]!);
  }
  const secrets = [...configSource.matchAll(/defineSecret\('([A-Z0-9_]+)'\)/g)].map((match) => match[1]!);
  return { requiredParams, secrets };
}

/** Every place firebase.json names a region: each function rewrite's, and Firestore's location. */
export function firebaseJsonRegions(config: FirebaseJson): Array<{ where: string; region: string | undefined }> {
  const rewrites = (config.hosting?.rewrites ?? []).filter((rewrite) => rewrite.function !== undefined);
  return [
    ...rewrites.map((rewrite) => ({
      where: `the rewrite of ${rewrite.source ?? '?'}`,
      // A rewrite without a region goes to us-central1 (Hosting's default).
      region: typeof rewrite.function === 'string' ? undefined : rewrite.function?.region,
    })),
    { where: 'firestore.location', region: config.firestore?.location },
  ];
}

/** The project `firebase deploy` would use: `--project`/`-P` first, then .firebaserc's default. */
export function selectedProject(root: string, argv: readonly string[]): string | undefined {
  for (const [index, arg] of argv.entries()) {
    if (arg === '--project' || arg === '-P') return argv[index + 1];
    if (arg.startsWith('--project=')) return arg.slice('--project='.length);
  }
  return readJson<{ projects?: Record<string, string> }>(join(root, '.firebaserc'))?.projects?.default;
}

const httpsOrigin = (value: string | undefined): boolean => {
  if (!value || !URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' && url.origin === value.replace(/\/$/, '');
};

/** The checklist for the project selected in `root` (a checkout, or a copy of its config files). */
export function deployChecklist(root: string, argv: readonly string[] = []): CheckItem[] {
  const items: CheckItem[] = [];
  const check = (ok: boolean, what: string, detail: string) =>
    items.push({ status: ok ? 'done' : 'missing', what, detail });
  const byHand = (what: string, detail: string) => items.push({ status: 'by hand', what, detail });

  const project = selectedProject(root, argv);
  const realProject = project !== undefined && project !== '' && !project.startsWith('demo-');
  check(
    realProject,
    'A Firebase project is selected',
    realProject
      ? project
      : `${project ?? 'none'}: ${project === DEMO_PROJECT_ID ? 'the local demo project; ' : ''}run \`npx firebase use --add <project-id>\` or pass --project <project-id>`,
  );
  const projectId = realProject ? project : '<project-id>';
  const envName = `functions/.env.${projectId}`;

  const config = readJson<FirebaseJson>(join(root, 'firebase.json')) ?? {};
  const declared = declaredConfig(readFileSync(join(root, 'functions', 'src', 'config.ts'), 'utf8'));
  const shared = readEnvFile(join(root, 'functions', '.env'));
  const own = realProject ? readEnvFile(join(root, envName)) : {};
  const params = { ...shared, ...own };

  check(
    realProject && existsSync(join(root, envName)),
    `${envName} holds the functions' params (commit it: no secret goes there)`,
    realProject && existsSync(join(root, envName)) ? 'present' : `create it (see docs/deployment.md)`,
  );
  for (const name of declared.requiredParams) {
    const value = params[name];
    if (name === 'SITE_ORIGIN') {
      check(
        httpsOrigin(value),
        `SITE_ORIGIN in ${envName}: the shop's https origin, no path`,
        httpsOrigin(value)
          ? value!
          : `${value ? `"${value}" is not an https origin; ` : ''}e.g. SITE_ORIGIN=https://books.example.com`,
      );
    } else if (name === 'MAIL_FROM') {
      const ok = value !== undefined && /@[^@\s>]+\.[^@\s>]+/.test(value);
      check(
        ok,
        `MAIL_FROM in ${envName}: an address your SMTP provider sends from`,
        ok ? value : 'e.g. MAIL_FROM="Your Shop <orders@your-domain>"',
      );
    } else {
      check(Boolean(value), `${name} in ${envName}`, value ?? 'not set: `firebase deploy` would stop at a prompt');
    }
  }

  const region = params.FUNCTIONS_REGION ?? DEFAULT_FUNCTIONS_REGION;
  const regionLooksRight = /^[a-z]+-[a-z]+\d+$/.test(region);
  check(
    regionLooksRight,
    'The functions region (FUNCTIONS_REGION, default asia-south1: Mumbai)',
    regionLooksRight
      ? `${region}${params.FUNCTIONS_REGION ? '' : ' (the default)'}`
      : `"${region}" is not a Cloud Functions region`,
  );
  const elsewhere = firebaseJsonRegions(config).filter((place) => place.region !== region);
  check(
    elsewhere.length === 0,
    "firebase.json's rewrites and Firestore location name the functions region",
    elsewhere.length === 0
      ? region
      : elsewhere.map((place) => `${place.where} names ${place.region ?? 'no region (us-central1)'}`).join('; '),
  );

  const functionsConfigs = Array.isArray(config.functions)
    ? config.functions
    : config.functions
      ? [config.functions]
      : [];
  const runtimes = functionsConfigs.map((entry) => entry.runtime);
  const runtimeOk = runtimes.length > 0 && runtimes.every((runtime) => DEPLOYABLE_RUNTIMES.includes(runtime ?? ''));
  check(
    runtimeOk,
    "The functions' runtime in firebase.json is nodejs22 or nodejs24",
    runtimes.join(', ') || 'none set',
  );

  const builds = [config.hosting, ...functionsConfigs].every((entry) =>
    [entry?.predeploy ?? []].flat().some((command) => command.includes('run --silent deploy:predeploy')),
  );
  check(
    builds,
    "The functions' and Hosting's predeploy steps build for production (no deploy ships a local build)",
    builds ? 'set in firebase.json' : 'missing in firebase.json',
  );

  const p = realProject ? ` --project ${projectId}` : ' --project <project-id>';
  byHand(
    'The Blaze plan, and a budget alert',
    'Firebase console → Usage and billing; Cloud Billing → Budgets & alerts',
  );
  byHand(
    `Firestore (Native mode) in ${region}, the functions region (Mumbai, asia-south1, for a shop in India): it can never be changed`,
    `create it in the console, or let the first deploy create it in firebase.json's firestore.location; then compare: gcloud firestore databases describe --database='(default)' --format='value(locationId)'${p}. The sendMail trigger lives in the database's location; the function should too.`,
  );
  byHand(
    'Authentication providers: E-mail/Password, Google, and Phone (the COD proof needs Phone)',
    'Firebase console → Authentication → Sign-in method',
  );
  const domain = httpsOrigin(params.SITE_ORIGIN) ? new URL(params.SITE_ORIGIN!).hostname : '<your shop domain>';
  byHand(
    `${domain} in Auth's authorized domains (Google's popup and reCAPTCHA need it)`,
    'Firebase console → Authentication → Settings → Authorized domains',
  );
  for (const secret of declared.secrets) byHand(`The secret ${secret}`, secretCommand(secret, p));
  byHand(
    'The owner account',
    `gcloud auth application-default login, then npm run admin:create --${p} --username <name>`,
  );
  byHand(
    'Daily backups and point-in-time recovery, right after the first deploy',
    `gcloud firestore backups schedules create --database='(default)' --recurrence=daily --retention=14d${p}; gcloud firestore databases update --database='(default)' --enable-pitr${p}`,
  );
  byHand('After the first deploy: what only production shows', 'docs/deployment.md, "After the first deploy"');
  return items;
}

function secretCommand(secret: string, project: string): string {
  if (secret === 'ADMIN_JWT_SECRET')
    return `openssl rand -base64 48 | npx firebase functions:secrets:set ADMIN_JWT_SECRET --data-file=-${project}`;
  if (secret === 'SMTP_CONNECTION_URI')
    return `printf '%s' 'smtps://user:password@smtp.example.com:465' | npx firebase functions:secrets:set SMTP_CONNECTION_URI --data-file=-${project}`;
  return `npx firebase functions:secrets:set ${secret}${project}`;
}

const MARKS: Record<CheckStatus, string> = { done: '✔ done   ', missing: '✖ missing', 'by hand': '• by hand' };

/** The checklist as printed; the caller exits non-zero while anything checkable is missing. */
export function formatChecklist(items: readonly CheckItem[]): string {
  const checked = items.filter((item) => item.status !== 'by hand');
  const manual = items.filter((item) => item.status === 'by hand');
  const line = (item: CheckItem) => `  ${MARKS[item.status]}  ${item.what}\n               ${item.detail}`;
  const missing = checked.filter((item) => item.status === 'missing').length;
  return [
    'Checked in this checkout (nothing was run or changed):',
    ...checked.map(line),
    '',
    'Only the console or the CLI can do these (docs/deployment.md):',
    ...manual.map(line),
    '',
    missing === 0 ? 'Everything that can be checked here is done.' : `${missing} to do before \`npm run deploy\`.`,
  ].join('\n');
}
