import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { productionBuildEnv } from '../../scripts/lib/build';
import {
  BUILT_ASSET_CACHE,
  builtAssetNames,
  builtAssetsRule,
  withBuiltAssets,
  type HostingConfig,
} from '../../scripts/lib/hosting-config';

const ROOT = join(__dirname, '..', '..');
interface Rewrite {
  source: string;
  destination?: string;
  function?: { functionId: string };
}
const firebaseJson = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as HostingConfig & {
  hosting: { rewrites: Rewrite[] };
};

describe('firebase.json, for assets a tab may ask for after a deploy', () => {
  it('sends /assets/** that no file matches to the function (its 404), before the SPA fallback', () => {
    const sources = firebaseJson.hosting.rewrites.map((rewrite) => rewrite.source);
    const assets = firebaseJson.hosting.rewrites.find((rewrite) => rewrite.source === '/assets/**');
    expect(assets?.function?.functionId).toBe('api');
    expect(sources.indexOf('/assets/**')).toBeLessThan(sources.indexOf('**'));
  });

  it('gives no year of caching by pattern: a rule for all of /assets would reach the 404 too', () => {
    const longLived = firebaseJson.hosting.headers.filter((rule) =>
      rule.headers.some((header) => header.key === 'Cache-Control' && /immutable|max-age=31536000/.test(header.value)),
    );
    expect(longLived).toEqual([]);
  });
});

describe("the built assets' cache rule (added by npm run deploy, and by the emulators' copy)", () => {
  it('names exactly the files of the build, sorted, with a year of immutable caching', () => {
    expect(builtAssetsRule(['index-DgGGA0qc.css', 'cart-S8gV-yxO.js', 'index.esm-B63o_Hns.js'])).toEqual({
      source: '/assets/@(cart-S8gV-yxO.js|index-DgGGA0qc.css|index.esm-B63o_Hns.js)',
      headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
    });
    expect(BUILT_ASSET_CACHE).toBe('public, max-age=31536000, immutable');
  });

  it('comes after the rules of firebase.json, which it leaves as they are', () => {
    const deployed = withBuiltAssets(firebaseJson, ['index-BATSEjXJ.js']);
    expect(deployed.hosting.headers.slice(0, -1)).toEqual(firebaseJson.hosting.headers);
    expect(deployed.hosting.headers.at(-1)?.source).toBe('/assets/@(index-BATSEjXJ.js)');
    expect(withBuiltAssets(firebaseJson, [])).toEqual(firebaseJson);
  });

  it('refuses a file name a glob would read as a pattern', () => {
    expect(() => builtAssetsRule(['index-abc.js', 'odd|name.js', 'star*.js'])).toThrow(
      'Asset names a Hosting glob cannot list as they are: odd|name.js, star*.js',
    );
  });

  describe('reading the build', () => {
    let dir: string | undefined;
    afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

    it('lists the files of the assets folder, and none before a build', () => {
      dir = mkdtempSync(join(tmpdir(), 'bookstore-assets-'));
      writeFileSync(join(dir, 'index-abc.js'), '');
      writeFileSync(join(dir, 'index-def.css'), '');
      expect(builtAssetNames(dir).sort()).toEqual(['index-abc.js', 'index-def.css']);
      expect(builtAssetNames(join(dir, 'missing'))).toEqual([]);
    });

    it('refuses a folder inside it, which the rule could not name', () => {
      dir = mkdtempSync(join(tmpdir(), 'bookstore-assets-'));
      mkdirSync(join(dir, 'fonts'));
      expect(() => builtAssetNames(dir)).toThrow(/fonts is not a file/);
    });
  });
});

describe('the production build (npm run deploy)', () => {
  it('leaves out the local-only flags whatever the shell holds: no demo web config, no test hook', () => {
    const env = productionBuildEnv({ PATH: '/usr/bin', VITE_LOCAL_EMULATORS: 'true', VITE_E2E_HOOKS: 'true' });
    expect(env).toEqual({ PATH: '/usr/bin', NODE_ENV: 'production' });
  });
});
