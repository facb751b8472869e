import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CACHE_DIR = join(ROOT, '.cache');
/** `npm test`'s query shapes, one file per process (functions/src/db/query-recorder.ts). */
export const QUERY_LOG_DIR = join(CACHE_DIR, 'query-log');
/** Emulator data kept between `npm start` runs. The restart test points it at a temp folder. */
export const DATA_DIR = process.env.BOOKSTORE_DATA_DIR || join(ROOT, '.emulator-data');
/** Where `npm run backup` writes its copies of the emulators' data (ignored). Tests use a temp folder. */
export const BACKUPS_DIR = process.env.BOOKSTORE_BACKUPS_DIR || join(ROOT, 'backups');
export const SECRET_FILE = join(ROOT, 'functions', '.secret.local');
/** The function's params for the emulator only (SITE_ORIGIN); written by the launcher. */
export const LOCAL_PARAMS_FILE = join(ROOT, 'functions', '.env.local');
