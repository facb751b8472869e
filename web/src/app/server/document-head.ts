import { escapeHtml, type RenderAssets } from '@bookstore/domain';
import { documentTitle, SITE_NAME, type PageHead } from '@web/lib/page-head';
import { scriptJson } from '@web/lib/script-json';
import { QUERY_STATE_ID } from '@web/lib/served-query-state';
import { START_DATA_ID, START_SCRIPT } from './start-after-paint';

const DEFAULT_DESCRIPTION = 'An independent online book store: new releases, top sellers and cash on delivery.';

/**
 * The head a page declared while it rendered, as served HTML: title, description, canonical URL,
 * Open Graph and Twitter tags (a book page's own, or the site's), and a book's JSON-LD.
 */
export function headHtml(head: PageHead, canonical: string, origin: string): string {
  const title = documentTitle(head.title ?? '');
  const description = head.description ?? DEFAULT_DESCRIPTION;
  const social = head.social?.(origin);
  const tags = social?.tags ?? {
    'og:type': 'website',
    'og:title': title,
    'og:description': description,
    'og:url': canonical,
    'og:site_name': SITE_NAME,
    'twitter:card': 'summary',
    'twitter:title': title,
    'twitter:description': description,
  };
  const lines = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...Object.entries(tags).map(
      ([key, content]) =>
        `<meta ${key.startsWith('twitter:') ? 'name' : 'property'}="${escapeHtml(key)}" content="${escapeHtml(content)}" />`,
    ),
  ];
  if (social) lines.push(`<script type="application/ld+json">${scriptJson(social.jsonLd)}</script>`);
  return lines.join('\n    ');
}

/**
 * The chunks of a lazy route module, preloaded with the entry's, so hydration is not a request
 * late; and its CSS, linked in the head.
 */
export function routeAssets(assets: RenderAssets, moduleKey: string | undefined): { scripts: string[]; css: string } {
  const files = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = assets.manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  if (moduleKey) visit(moduleKey);
  const linked = (file: string) => assets.template.includes(`/${file}"`);
  return {
    scripts: [...files].filter((file) => !linked(file)).map((file) => `/${file}`),
    css: [...css]
      .filter((file) => !linked(file))
      .map((file) => `<link rel="stylesheet" href="/${file}" />`)
      .join('\n    '),
  };
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The template with the page's head, its rendered markup in #root, its data after it, and the
 * app started after the first paint (start-after-paint.ts) instead of by the template's own
 * entry script and preloads.
 */
export function pageDocument(
  template: string,
  parts: { head: string; css: string; routeScripts: string[]; app: string; state: unknown },
) {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('The page template has no entry script: is it the built index.html?');
  const preload = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!).concat(parts.routeScripts);
  // The page's parts are inserted by functions, never as replacement strings: those read `$&`,
  // `$'` and `` $` `` in a shopper-visible text (a title, an author) as the match or the rest of
  // the template, which put a second <div id="root"> or </head> into the page.
  return template
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/, '')
    .replace('</head>', () => `  ${parts.head}\n    ${parts.css}\n  </head>`)
    .replace('<div id="root"></div>', () =>
      [
        `<div id="root">${parts.app}</div>`,
        `<script type="application/json" id="${QUERY_STATE_ID}">${scriptJson(parts.state)}</script>`,
        `<script type="application/json" id="${START_DATA_ID}">${scriptJson({ entry, preload })}</script>`,
        `<script type="module">${START_SCRIPT}</script>`,
      ].join('\n    '),
    );
}
