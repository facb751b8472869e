import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { declaredConfig, deployChecklist, type CheckItem } from '../../scripts/lib/deploy-check';
import { writeTool } from './support/fake-tools';
import { DEPLOY_CONFIG } from '../../scripts/lib/hosting-config';

const ROOT = join(__dirname, '..', '..');
/** What --check reads: a fresh clone has exactly these. */
const CONFIG_FILES = ['firebase.json', '.firebaserc', 'functions/.env', 'functions/src/config.ts'];

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'deploy-check-'));
  for (const file of CONFIG_FILES) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    cpSync(join(ROOT, file), join(dir, file));
  }
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The shop's own values, as docs/deployment.md has the owner write them. */
function setLocalValues(
  env = 'SITE_ORIGIN=https://books.example.in\nMAIL_FROM="Pustak Ghar <orders@books.example.in>"\n',
) {
  writeFileSync(join(dir, '.firebaserc'), JSON.stringify({ projects: { default: 'pustak-ghar' } }));
  writeFileSync(join(dir, 'functions', '.env.pustak-ghar'), env);
}

/** `npm run deploy -- --check` on the copy, with an `npm` first on PATH that records being run. */
function runCheck(args: string[] = []) {
  const bin = join(dir, 'bin');
  writeTool(join(bin, 'npm'), `touch "${join(dir, 'npm-ran')}"`);
  const deployConfigBefore = existsSync(DEPLOY_CONFIG) ? statSync(DEPLOY_CONFIG).mtimeMs : null;
  const result = spawnSync(
    join(ROOT, 'node_modules', '.bin', 'tsx'),
    [join(ROOT, 'scripts', 'deploy.ts'), '--check', ...args],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, BOOKSTORE_DEPLOY_CHECK_DIR: dir, PATH: `${bin}:${process.env.PATH}` },
    },
  );
  // Neither the build (npm run build) nor firebase (after writing .firebase-deploy.json) ran.
  expect(existsSync(join(dir, 'npm-ran'))).toBe(false);
  expect(existsSync(DEPLOY_CONFIG) ? statSync(DEPLOY_CONFIG).mtimeMs : null).toBe(deployConfigBefore);
  return result;
}

const missing = (items: CheckItem[]) => items.filter((item) => item.status === 'missing').map((item) => item.what);

// Each run is a tsx process of its own (a second or two, more on a busy machine).
describe('npm run deploy -- --check (decision 068)', { timeout: 60_000 }, () => {
  it("on a fresh clone's config prints the whole checklist and exits non-zero", () => {
    const result = runCheck();
    expect(result.status).toBe(1);
    const out = result.stdout;
    expect(out).toMatch(/✖ missing\s+A Firebase project is selected\s+demo-bookstore: the local demo project/);
    expect(out).toMatch(/✖ missing\s+SITE_ORIGIN in functions\/\.env\.<project-id>/);
    expect(out).toMatch(/✖ missing\s+MAIL_FROM in functions\/\.env\.<project-id>/);
    expect(out).toMatch(
      /✔ done\s+The functions region \(FUNCTIONS_REGION, default asia-south1: Mumbai\)\s+asia-south1/,
    );
    expect(out).toMatch(/✔ done\s+firebase\.json's rewrites and Firestore location name the functions region/);
    expect(out).toMatch(/✔ done\s+The functions' runtime in firebase\.json is nodejs22 or nodejs24\s+nodejs22/);
    // What only the console or the CLI can do, each secret with the command that sets it.
    for (const manual of [
      /• by hand\s+The Blaze plan, and a budget alert/,
      /• by hand\s+Firestore \(Native mode\) in asia-south1.*can never be changed/,
      /E-mail\/Password, Google, and Phone \(the COD proof needs Phone\)/,
      /in Auth's authorized domains \(Google's popup and reCAPTCHA need it\)/,
      /openssl rand -base64 48 \| npx firebase functions:secrets:set ADMIN_JWT_SECRET --data-file=- --project <project-id>/,
      /npx firebase functions:secrets:set SMTP_CONNECTION_URI --data-file=- --project <project-id>/,
      /--enable-pitr/,
    ])
      expect(out).toMatch(manual);
    expect(out).toMatch(/4 to do before `npm run deploy`/);
  });

  it('with the local values set, exits 0 and names the shop and its domain', () => {
    setLocalValues();
    const result = runCheck();
    expect(result.stdout).not.toContain('✖');
    expect(result.stdout).toMatch(/✔ done\s+A Firebase project is selected\s+pustak-ghar/);
    expect(result.stdout).toMatch(/books\.example\.in in Auth's authorized domains/);
    expect(result.stdout).toContain('--data-file=- --project pustak-ghar');
    expect(result.status).toBe(0);
  });

  it('--project picks the project over .firebaserc, as firebase deploy does', () => {
    setLocalValues();
    writeFileSync(join(dir, '.firebaserc'), JSON.stringify({ projects: { default: 'demo-bookstore' } }));
    expect(missing(deployChecklist(dir))).toContain('A Firebase project is selected');
    expect(missing(deployChecklist(dir, ['--project', 'pustak-ghar']))).toEqual([]);
    expect(missing(deployChecklist(dir, ['--project=pustak-ghar']))).toEqual([]);
    expect(runCheck(['--project', 'pustak-ghar']).status).toBe(0);
  });

  it('refuses a SITE_ORIGIN that is not an https origin, and a MAIL_FROM with no address', () => {
    for (const origin of ['http://books.example.in', 'https://books.example.in/shop', 'books.example.in', '']) {
      setLocalValues(`SITE_ORIGIN=${origin}\nMAIL_FROM=orders@books.example.in\n`);
      expect(missing(deployChecklist(dir)), origin).toEqual([
        "SITE_ORIGIN in functions/.env.pustak-ghar: the shop's https origin, no path",
      ]);
    }
    setLocalValues('SITE_ORIGIN=https://books.example.in\nMAIL_FROM="Pustak Ghar"\n');
    expect(missing(deployChecklist(dir))).toEqual([
      'MAIL_FROM in functions/.env.pustak-ghar: an address your SMTP provider sends from',
    ]);
  });

  it('a FUNCTIONS_REGION the rewrites do not name is missing, naming each place', () => {
    setLocalValues(
      'SITE_ORIGIN=https://books.example.in\nMAIL_FROM=orders@books.example.in\nFUNCTIONS_REGION=europe-west1\n',
    );
    const item = deployChecklist(dir).find((entry) => entry.what.startsWith("firebase.json's rewrites"))!;
    expect(item.status).toBe('missing');
    expect(item.detail).toContain('the rewrite of /api/** names asia-south1');
    expect(item.detail).toContain('firestore.location names asia-south1');
  });

  it('a retired runtime, or firebase.json without the predeploy builds, is missing', () => {
    setLocalValues();
    const config = JSON.parse(readFileSync(join(dir, 'firebase.json'), 'utf8'));
    config.functions[0].runtime = 'nodejs20';
    delete config.hosting.predeploy;
    writeFileSync(join(dir, 'firebase.json'), JSON.stringify(config));
    expect(missing(deployChecklist(dir))).toEqual([
      "The functions' runtime in firebase.json is nodejs22 or nodejs24",
      "The functions' and Hosting's predeploy steps build for production (no deploy ships a local build)",
    ]);
  });

  it('lists every secret and every param without a default that config.ts declares', () => {
    const declared = declaredConfig(readFileSync(join(ROOT, 'functions', 'src', 'config.ts'), 'utf8'));
    expect(declared.secrets.sort()).toEqual(['ADMIN_JWT_SECRET', 'SMTP_CONNECTION_URI']);
    expect(declared.requiredParams.sort()).toEqual(['MAIL_FROM', 'SITE_ORIGIN']);
  });
});
