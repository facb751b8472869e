import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtAssetNames, readFirebaseJson, withBuiltAssets, type HostingConfig } from './hosting-config';
import { ROOT } from './paths';
import { LOCAL_URLS } from '@bookstore/domain';

/**
 * The emulators run from a copy of what `npm run deploy` ships (firebase.json plus the built
 * assets' cache rule, hosting-config.ts) whose page policy also lets the app reach the Auth
 * emulator. firebase.json itself names only what production needs. The copy sits beside
 * firebase.json (relative paths resolve from the config's folder) and is ignored by git.
 */
export const EMULATOR_CONFIG = join(ROOT, '.firebase-emulators.json');
export const AUTH_EMULATOR_ORIGIN = LOCAL_URLS.auth;

/** The directives the SDK uses to reach Auth: its REST calls and its sign-in iframe. */
const AUTH_DIRECTIVES = ['connect-src', 'frame-src'];

/** Adds `origin` to the directives that reach Auth, leaving every other directive as it is. */
export function withAuthEmulator(policy: string, origin = AUTH_EMULATOR_ORIGIN): string {
  return policy
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((directive) => (AUTH_DIRECTIVES.includes(directive.split(/\s+/)[0]!) ? `${directive} ${origin}` : directive))
    .join('; ');
}

/** The deployed config as the emulators should read it (pure, for tests). */
export function emulatorConfig<T extends HostingConfig>(production: T): T {
  const config = structuredClone(production);
  // The emulators run no predeploy step; none in their copy says so to whoever reads it.
  delete config.hosting.predeploy;
  for (const rule of config.hosting.headers) {
    for (const header of rule.headers) {
      if (header.key.toLowerCase() === 'content-security-policy') header.value = withAuthEmulator(header.value);
    }
  }
  return config;
}

/** Writes the emulators' copy of firebase.json; answers its path for `firebase --config`. */
export function writeEmulatorConfig(): string {
  const deployed = withBuiltAssets(readFirebaseJson(), builtAssetNames());
  writeFileSync(EMULATOR_CONFIG, `${JSON.stringify(emulatorConfig(deployed), null, 2)}\n`);
  return EMULATOR_CONFIG;
}
