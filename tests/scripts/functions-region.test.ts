import { DEFAULT_FUNCTIONS_REGION, LOCAL_URLS } from '@bookstore/domain';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { typeScriptFiles } from './support/source-files';
import { firebaseJsonRegions, readEnvFile } from '../../scripts/lib/deploy-check';
import { emulatorConfig } from '../../scripts/lib/emulator-config';
import { readFirebaseJson } from '../../scripts/lib/hosting-config';

const ROOT = join(__dirname, '..', '..');
const firebaseJson = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as Parameters<
  typeof firebaseJsonRegions
>[0];
/** A Google Cloud region's name, such as us-central1, asia-south1, europe-west4 or me-central2. */
const REGION_NAME = /\b(?:us|europe|asia|australia|northamerica|southamerica|me|africa)-[a-z]+\d\b/g;

describe('one region (decision 068)', () => {
  it("every rewrite to a function and Firestore's location in firebase.json name the functions' region", () => {
    const places = firebaseJsonRegions(firebaseJson);
    // The six rewrites and the database.
    expect(places.length).toBe(7);
    expect(places.filter((place) => place.region !== DEFAULT_FUNCTIONS_REGION)).toEqual([]);
  });

  it('finds a rewrite that names another region, or none (Hosting then means us-central1)', () => {
    const moved = structuredClone(firebaseJson);
    const rewrite = moved.hosting!.rewrites!.find((entry) => entry.source === '/api/**')!;
    rewrite.function = { functionId: 'api', region: 'us-central1' };
    moved.hosting!.rewrites!.push({ source: '/old', function: 'api' });
    expect(firebaseJsonRegions(moved).filter((place) => place.region !== DEFAULT_FUNCTIONS_REGION)).toEqual([
      { where: 'the rewrite of /api/**', region: 'us-central1' },
      { where: 'the rewrite of /old', region: undefined },
    ]);
  });

  it('names every region anywhere in firebase.json, its Firestore location among them', () => {
    const named = JSON.stringify(firebaseJson).match(REGION_NAME) ?? [];
    expect(named.length).toBe(7);
    expect(new Set(named)).toEqual(new Set([DEFAULT_FUNCTIONS_REGION]));
  });

  it('functions/src names no region outside the one setting (config.ts, the FUNCTIONS_REGION param)', () => {
    const literals = typeScriptFiles(join(ROOT, 'functions', 'src'))
      .filter((file) => !file.endsWith(join('functions', 'src', 'config.ts')))
      .flatMap((file) =>
        (readFileSync(file, 'utf8').match(REGION_NAME) ?? []).map((region) => `${relative(ROOT, file)}: ${region}`),
      );
    expect(literals).toEqual([]);
    const config = readFileSync(join(ROOT, 'functions', 'src', 'config.ts'), 'utf8');
    expect(config).toMatch(/defineString\('FUNCTIONS_REGION', \{\s*default: DEFAULT_FUNCTIONS_REGION/);
  });

  it('every function reads the param', () => {
    const sites = typeScriptFiles(join(ROOT, 'functions', 'src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\b(onRequest|onSchedule|onDocument\w+)\(\s*\{([\s\S]*?)\}\s*,/g)].map(
        ([, kind, options]) => ({ file: relative(ROOT, file), kind, region: /region: (\w+)/.exec(options!)?.[1] }),
      ),
    );
    expect(sites.map((site) => site.kind).sort()).toEqual(
      ['onDocumentCreated', 'onRequest', 'onRequest', 'onSchedule', 'onSchedule', 'onSchedule', 'onSchedule'].sort(),
    );
    expect(sites.filter((site) => site.region !== 'functionsRegion')).toEqual([]);
  });

  it('the committed functions/.env, which every project reads, leaves the region to the default or the project', () => {
    expect(readEnvFile(join(ROOT, 'functions', '.env')).FUNCTIONS_REGION).toBeUndefined();
  });

  it("the emulators' own function URLs and their copy of firebase.json use the same region", () => {
    expect(LOCAL_URLS.functionBase).toContain(`/${DEFAULT_FUNCTIONS_REGION}/api`);
    // No other code names a region: the tests', the scripts' and the browser's URLs use the constant.
    const elsewhere = ['domain/src', 'web/src', 'functions/test', 'scripts', 'e2e', 'tests', 'seed']
      .flatMap((dir) => typeScriptFiles(join(ROOT, dir)))
      // The constant itself; the checklist's text, which names Hosting's default and Mumbai; the
      // scripts tests' own probes.
      .filter(
        (file) => !/local-emulators\.ts$|deploy-check\.ts$/.test(file) && !file.includes(join('tests', 'scripts')),
      )
      .flatMap((file) =>
        (readFileSync(file, 'utf8').match(REGION_NAME) ?? []).map((region) => `${relative(ROOT, file)}: ${region}`),
      );
    expect(elsewhere).toEqual([]);
    const copy = emulatorConfig(readFirebaseJson()) as typeof firebaseJson;
    expect(firebaseJsonRegions(copy).every((place) => place.region === DEFAULT_FUNCTIONS_REGION)).toBe(true);
  });
});
