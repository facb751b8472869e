import type { RenderAssets, RenderedPage, RenderRequest } from '@bookstore/domain';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

interface WebRender {
  renderPage: (request: RenderRequest) => Promise<RenderedPage>;
}

export interface LoadedWebRender extends WebRender {
  assets: RenderAssets;
}

// Beside lib/index.js: functions/build.mjs copies the web app's server build there.
export const BUNDLE_DIR = join(__dirname, 'web-render');

const loading = new Map<string, Promise<LoadedWebRender>>();

/**
 * The storefront's server entry (web/src/entry-server.tsx, an ES module) with the client build's
 * template and manifest, loaded once per instance on the first page asked for, so the API's
 * requests never pay for React on the server. A failed load is tried again by the next page.
 */
export function webRender(dir = BUNDLE_DIR): Promise<LoadedWebRender> {
  let loaded = loading.get(dir);
  if (!loaded) {
    loaded = (async () => {
      const module = (await import(pathToFileURL(join(dir, 'entry-server.mjs')).href)) as WebRender;
      const assets: RenderAssets = {
        template: readFileSync(join(dir, 'template.html'), 'utf8'),
        manifest: JSON.parse(readFileSync(join(dir, 'client-manifest.json'), 'utf8')) as RenderAssets['manifest'],
      };
      return { renderPage: module.renderPage, assets };
    })().catch((error: unknown) => {
      loading.delete(dir);
      throw error;
    });
    loading.set(dir, loaded);
  }
  return loaded;
}
