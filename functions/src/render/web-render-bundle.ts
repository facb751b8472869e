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
const BUNDLE_DIR = join(__dirname, 'web-render');

let loading: Promise<LoadedWebRender> | null = null;

/**
 * The storefront's server entry (web/src/entry-server.tsx, an ES module) with the client build's
 * template and manifest, loaded once per instance on the first page asked for, so the API's
 * requests never pay for React on the server. A failed load is tried again by the next page.
 */
export function webRender(): Promise<LoadedWebRender> {
  loading ??= (async () => {
    const module = (await import(pathToFileURL(join(BUNDLE_DIR, 'entry-server.mjs')).href)) as WebRender;
    const assets: RenderAssets = {
      template: readFileSync(join(BUNDLE_DIR, 'template.html'), 'utf8'),
      manifest: JSON.parse(readFileSync(join(BUNDLE_DIR, 'client-manifest.json'), 'utf8')) as RenderAssets['manifest'],
    };
    return { renderPage: module.renderPage, assets };
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
