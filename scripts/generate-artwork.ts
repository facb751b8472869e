// Writes the demo catalog's covers and news images into web/public, where Vite and
// Hosting serve them as static files. Run by `npm run build` and `npm run dev`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { coverSvg, newsSvg } from '../seed/artwork';
import { coverPath, newsImagePath, SEED_BOOKS, SEED_NEWS } from '../seed/catalog';
import { ROOT } from './lib/paths';

const publicDir = join(ROOT, 'web', 'public');

function write(sitePath: string, svg: string) {
  const file = join(publicDir, sitePath);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, svg);
}

for (const book of SEED_BOOKS) write(coverPath(book), coverSvg(book.title, book.author));
for (const item of SEED_NEWS) write(newsImagePath(item), newsSvg(item.title));
console.log(`Generated ${SEED_BOOKS.length} covers and ${SEED_NEWS.length} news images in web/public.`);
