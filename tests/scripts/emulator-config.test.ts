import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUTH_EMULATOR_ORIGIN, emulatorConfig, withAuthEmulator } from '../../scripts/lib/emulator-config';

const ROOT = join(__dirname, '..', '..');
const production = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));

describe("the emulators' copy of firebase.json", () => {
  it('adds the Auth emulator to connect-src and frame-src only', () => {
    const policy = "default-src 'self'; connect-src 'self' https://a.example; frame-src 'self'; img-src 'self'";
    expect(withAuthEmulator(policy, 'http://127.0.0.1:9099')).toBe(
      "default-src 'self'; connect-src 'self' https://a.example http://127.0.0.1:9099; frame-src 'self' http://127.0.0.1:9099; img-src 'self'",
    );
  });

  it('differs from firebase.json in the page policy alone', () => {
    const local = emulatorConfig(production) as typeof production;
    const policyOf = (config: typeof production) =>
      config.hosting.headers
        .flatMap((rule: { headers: Array<{ key: string; value: string }> }) => rule.headers)
        .find((h: { key: string }) => h.key === 'Content-Security-Policy')!.value as string;
    expect(policyOf(local)).toBe(withAuthEmulator(policyOf(production)));
    expect(policyOf(local)).toContain(AUTH_EMULATOR_ORIGIN);
    expect(policyOf(production)).not.toContain(AUTH_EMULATOR_ORIGIN);
    // Everything else (rewrites, functions, emulator ports, other headers) is the same.
    const withoutPolicy = (config: typeof production) => JSON.stringify(config).replace(policyOf(config), '');
    expect(withoutPolicy(local)).toBe(withoutPolicy(production));
  });
});
