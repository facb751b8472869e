import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUTH_EMULATOR_ORIGIN, emulatorConfig, withAuthEmulator } from '../../scripts/lib/emulator-config';
import { withBuiltAssets, type HostingConfig } from '../../scripts/lib/hosting-config';

const ROOT = join(__dirname, '..', '..');
const firebaseJson = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as HostingConfig;
/** What `npm run deploy` ships: firebase.json and the rule for a build's assets. */
const production = withBuiltAssets(firebaseJson, ['index-BATSEjXJ.js', 'index-DgGGA0qc.css']);

describe("the emulators' copy of firebase.json", () => {
  it('adds the Auth emulator to connect-src and frame-src only', () => {
    const policy = "default-src 'self'; connect-src 'self' https://a.example; frame-src 'self'; img-src 'self'";
    expect(withAuthEmulator(policy, 'http://127.0.0.1:9099')).toBe(
      "default-src 'self'; connect-src 'self' https://a.example http://127.0.0.1:9099; frame-src 'self' http://127.0.0.1:9099; img-src 'self'",
    );
  });

  it('differs from what is deployed in the page policy and the missing predeploy step alone', () => {
    const local = emulatorConfig(production);
    const policyOf = (config: typeof production) =>
      config.hosting.headers.flatMap((rule) => rule.headers).find((h) => h.key === 'Content-Security-Policy')!.value;
    expect(policyOf(local)).toBe(withAuthEmulator(policyOf(production)));
    expect(policyOf(local)).toContain(AUTH_EMULATOR_ORIGIN);
    expect(policyOf(production)).not.toContain(AUTH_EMULATOR_ORIGIN);
    // The emulators run no predeploy step (the production build, decision 068); their copy says none.
    expect(production.hosting.predeploy).toBeDefined();
    expect(local.hosting.predeploy).toBeUndefined();
    // Everything else (rewrites, functions, emulator ports, other headers) is the same.
    const withoutPolicy = (config: typeof production) => {
      const { predeploy: _, ...hosting } = config.hosting;
      return JSON.stringify({ ...config, hosting }).replace(policyOf(config), '');
    };
    expect(withoutPolicy(local)).toBe(withoutPolicy(production));
  });
});
