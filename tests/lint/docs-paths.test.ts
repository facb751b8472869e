import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every repository path the README and docs/ cite exists, so the map matches the ground: a file
// moved or deleted fails here until the docs follow it.
//
// What counts as a cited path, outside fenced code blocks:
// - a Markdown link's target that is not a URL or an anchor, resolved from the page's folder;
// - in inline code, a word with a slash whose last segment has a file extension we keep, whose
//   first segment is a top-level folder of the repository, or which ends with a slash; or a code
//   span that is a lone source or docs file name (`order-pricing.ts`). Not paths: words with
//   `://`, words starting with `/` (the site's own paths) or a host name (URLs), `../` (an import
//   quoted from code), `@` (a package) or `-` (an option); built files (`index-*.js`) and calls
//   (`express.json`) by a lone name.
// A cited path is found when it names a file or folder from the repository root, or (the docs
// shorten deep paths where the folder is clear from the sentence: `services/orders/orders.ts`)
// ends a tracked path at a segment boundary; a lone file name when some tracked file has it.
// Globs (`*`, `**`, `{a,b}`) and placeholders (`<time>`, `{id}`, `…`) match any name.

const ROOT = join(import.meta.dirname, '../..');

const EXTENSIONS = /\.(ts|tsx|mts|mjs|js|json|md|rules|ya?ml|html|css|csv|sh)$/;
/** A lone name's extensions: the sources and pages the repository keeps. */
const SOURCE = /^[\w-][\w.-]*\.(ts|tsx|mts|md|rules)$/;
const HOST = /^[\w-]+(\.[\w-]+)*\.(com|org|net|io|in|dev|app|example|test)$/;
const TOP_LEVEL = new Set(
  readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
    .map((entry) => entry.name),
);

/**
 * Paths the docs may cite that no clone holds: what a build, a run or the owner's deploy writes,
 * all git-ignored (.gitignore).
 */
const NOT_IN_A_CLONE: Array<{ path: RegExp; why: string }> = [
  { path: /^(web\/dist|web\/dist-server|functions\/lib|artifacts|coverage|\.cache)(\/|$)/, why: 'build output' },
  { path: /^(\.emulator-data|backups)(\/|$)/, why: 'local data and npm run backup’s copies' },
  { path: /^functions\/\.(env\.local|secret\.local)$/, why: 'the emulators’ own params and secrets' },
  { path: /^functions\/\.env\.<[^>]+>$/, why: 'a real project’s params, committed by the shop that deploys' },
  { path: /^\.firebase-(emulators|deploy)\.json$/, why: 'written by the launcher and by npm run deploy' },
];

interface Cited {
  page: string;
  line: number;
  path: string;
  /** The path from the repository root, for links; undefined for code, which may be shortened. */
  rooted?: string;
}

const isUrl = (word: string) => /^[a-z][\w+.-]*:/i.test(word) || word.startsWith('//');

/** The paths one page cites, with their lines. */
function citedPaths(page: string, text: string): Cited[] {
  const cited: Cited[] = [];
  let fenced = false;
  text.split('\n').forEach((content, index) => {
    const line = index + 1;
    if (/^\s*(```|~~~)/.test(content)) fenced = !fenced;
    if (fenced) return;
    for (const match of content.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = match[1]!.split('#')[0]!;
      if (target === '' || isUrl(target) || target.startsWith('/')) continue;
      cited.push({ page, line, path: target, rooted: normalize(join(dirname(page), target)).replace(/\/$/, '') });
    }
    for (const match of content.replaceAll(/\]\([^)]*\)/g, ']').matchAll(/`([^`]+)`/g)) {
      // A placeholder is one word however it is spelled: `backups/<UTC time>/`.
      const span = match[1]!.trim().replaceAll(/<[^<>]*>/g, (placeholder) => placeholder.replaceAll(/\s+/g, '-'));
      const words = span.split(/\s+/);
      for (const raw of words) {
        const word = raw.replace(/^[("'[]+|[)"',;:.\]]+$/g, '');
        if (word === '' || isUrl(word) || /^[/@-]|^\.\.\//.test(word)) continue;
        const first = word.split('/')[0]!;
        const slashed =
          word.includes('/') &&
          !HOST.test(first) &&
          (EXTENSIONS.test(word) || TOP_LEVEL.has(first) || word.endsWith('/'));
        const lone = words.length === 1 && SOURCE.test(word);
        if (slashed || lone) cited.push({ page, line, path: word });
      }
    }
  });
  return cited;
}

/**
 * A cited path as a pattern over the tree's paths, matching a whole path from the root or (for a
 * shortened one) its end: globs and placeholders match any name.
 */
function pattern(path: string, fromRoot: boolean): RegExp {
  let source = '';
  for (const part of path.replace(/\/$/, '').split(/(\*\*|\*|<[^>]+>|\{[^}]+\}|…)/)) {
    if (part === '**' || part === '…') source += '.*';
    else if (part === '*' || /^<[^>]+>$/.test(part)) source += '[^/]*';
    else if (/^\{[^}]+\}$/.test(part))
      source += part.includes(',')
        ? `(${part
            .slice(1, -1)
            .split(',')
            .map((choice) => choice.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
            .join('|')})`
        : '[^/]+';
    else source += part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`${fromRoot ? '^' : '(^|/)'}${source}$`);
}

/** Every file and folder of the repository as git knows it (tracked, or new and not ignored). */
function treePaths(): string[] {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file !== '' && existsSync(join(ROOT, file)));
  const folders = new Set(
    files.flatMap((file) =>
      file
        .split('/')
        .slice(0, -1)
        .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
    ),
  );
  return [...files, ...folders];
}

/** The cited paths that name nothing in the tree. */
function missingPaths(cited: Cited[], tree: string[]): Cited[] {
  const known = new Set(tree);
  return cited.filter(({ path, rooted }) => {
    const fromRoot = rooted ?? path.replace(/^\.\//, '').replace(/\/$/, '');
    if (NOT_IN_A_CLONE.some((absent) => absent.path.test(fromRoot))) return false;
    if (known.has(fromRoot)) return false;
    const wanted = pattern(fromRoot, rooted !== undefined);
    return !tree.some((entry) => wanted.test(entry));
  });
}

function docPages(): string[] {
  const pages = ['README.md'];
  const walk = (folder: string) => {
    for (const entry of readdirSync(join(ROOT, folder), { withFileTypes: true })) {
      const path = `${folder}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) pages.push(path);
    }
  };
  walk('docs');
  return pages;
}

describe('the paths the docs cite', () => {
  const tree = treePaths();

  it('every repository path in the README and docs/ exists', () => {
    const cited = docPages().flatMap((page) => citedPaths(page, readFileSync(join(ROOT, page), 'utf8')));
    expect(cited.length).toBeGreaterThan(200);
    const missing = missingPaths(cited, tree).map(({ page, line, path }) => `${page}:${line} ${path}`);
    expect(missing, 'cite the file where it is now, or drop the path').toEqual([]);
  });

  it('finds a path that does not exist, and passes globs, placeholders, URLs and ignored outputs (the check can fail)', () => {
    const probe = [
      'The order moves in `functions/src/services/orders/no-such-file.ts`, see [the page](../no-such-page.md).',
      'Shortened: `services/orders/gone-module.ts`; a lone name: `vanished-module.ts`.',
      'Fine: `functions/src/index.ts`, `../../books/x`, `@bookstore/domain/api-routes`, `http/endpoint.ts`, `docs/decisions/046-*`, `backups/<UTC time>/`,',
      '`functions/.env.<project-id>`, `web/dist`, [api](api.md), `/api/books/{id}`, `text/csv`,',
      '`npx tsx scripts/bench.ts`, `firebase.json`, `index-*.js`, `www.google.com/recaptcha/`, `functions/test/**/*.test.ts`, `domain/src/{catalog,orders}/`.',
      '```',
      'functions/src/in-a-fence-is-not-cited.ts',
      '```',
    ].join('\n');
    const cited = citedPaths('docs/probe.md', probe);
    expect(missingPaths(cited, tree).map(({ path }) => path)).toEqual([
      '../no-such-page.md',
      'functions/src/services/orders/no-such-file.ts',
      'services/orders/gone-module.ts',
      'vanished-module.ts',
    ]);
    expect(cited.map(({ path }) => path)).not.toContain('text/csv');
  });
});
