import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { DEMO_PROJECT_ID } from '@bookstore/domain';
import { BACKUPS_DIR } from './paths';
import { ok } from './reset-emulators';
import type { RunningEmulators } from './emulator-hub';
import { SetupError } from './setup-error';

// A backup is the folder the emulator hub exports (decision 036): firebase-export-metadata.json
// naming a Firestore export and an Auth export, the same layout `npm start --import` reads.
const METADATA_FILE = 'firebase-export-metadata.json';

interface ExportMetadata {
  firestore?: { path: string; metadata_file: string };
  auth?: { path: string };
}

export interface Backup {
  dir: string;
  /** The Firestore export's overall metadata file, which the emulator's import reads. */
  firestoreMetadata: string;
  authExport: string;
}

/** A path for messages: relative to the project when it is inside it (backups/…), else absolute. */
export function shown(path: string): string {
  const inside = relative(process.cwd(), path);
  return inside && !inside.startsWith('..') ? inside : path;
}

/**
 * A new folder name under backups/, from the time (UTC, sortable). `label` marks the copy
 * restore takes of the data it replaces.
 */
export function newBackupPath(label?: string): string {
  mkdirSync(BACKUPS_DIR, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const path = join(BACKUPS_DIR, label ? `${stamp}-${label}` : stamp);
  // The hub replaces an existing folder wholesale; two backups in one millisecond must not.
  if (existsSync(path)) throw new SetupError(`${shown(path)} already exists; run the backup again.`);
  return path;
}

/** Every backup under backups/, newest first. */
export function listBackups(): string[] {
  if (!existsSync(BACKUPS_DIR)) return [];
  return readdirSync(BACKUPS_DIR)
    .filter((name) => existsSync(join(BACKUPS_DIR, name, METADATA_FILE)))
    .sort()
    .reverse()
    .map((name) => join(BACKUPS_DIR, name));
}

/** Reads a backup folder, refusing anything that is not a complete Firestore and Auth export. */
export function readBackup(folder: string): Backup {
  const dir = resolve(folder);
  const metadataPath = join(dir, METADATA_FILE);
  if (!existsSync(metadataPath))
    throw new SetupError(`${folder} is not a backup made by "npm run backup": it has no ${METADATA_FILE}.`);
  const metadata = JSON.parse(readFileSync(metadataPath, 'utf8')) as ExportMetadata;
  if (!metadata.firestore || !metadata.auth)
    throw new SetupError(
      `${folder} holds no ${metadata.firestore ? 'Auth' : 'Firestore'} export; nothing was changed.`,
    );
  const backup = {
    dir,
    firestoreMetadata: join(dir, metadata.firestore.metadata_file),
    authExport: join(dir, metadata.auth.path),
  };
  for (const part of [backup.firestoreMetadata, backup.authExport]) {
    if (!existsSync(part))
      throw new SetupError(`${folder} is incomplete: ${shown(part)} is missing; nothing was changed.`);
  }
  return backup;
}

/** The Firestore emulator's import (the call behind `--import`), into the emptied database. */
async function importFirestore(emulators: RunningEmulators, backup: Backup): Promise<void> {
  const response = await fetch(`${emulators.firestore.origin}/emulator/v1/projects/${DEMO_PROJECT_ID}:import`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      database: `projects/${DEMO_PROJECT_ID}/databases/(default)`,
      // Named like the field, but the emulator reads the metadata file (as `--import` passes it).
      export_directory: backup.firestoreMetadata,
    }),
  });
  await ok(response, 'Importing Firestore');
}

/**
 * Auth's accounts and its project settings, sent as firebase-tools sends them on `--import`:
 * accounts as exported (password hashes, verified flags, providers, uids) in one batchCreate.
 */
async function importAuth(emulators: RunningEmulators, backup: Backup): Promise<number> {
  const owner = { authorization: 'Bearer owner', 'content-type': 'application/json' };
  const config = join(backup.authExport, 'config.json');
  if (existsSync(config)) {
    const response = await fetch(`${emulators.auth.origin}/emulator/v1/projects/${DEMO_PROJECT_ID}/config`, {
      method: 'PATCH',
      headers: owner,
      body: readFileSync(config, 'utf8'),
    });
    await ok(response, 'Importing the Auth settings');
  }
  const accounts = readFileSync(join(backup.authExport, 'accounts.json'), 'utf8');
  const users = (JSON.parse(accounts) as { users?: unknown[] }).users ?? [];
  // batchCreate refuses an empty list: a store with no accounts has nothing to send.
  if (users.length === 0) return 0;
  const response = await fetch(
    `${emulators.auth.origin}/identitytoolkit.googleapis.com/v1/projects/${DEMO_PROJECT_ID}/accounts:batchCreate`,
    { method: 'POST', headers: owner, body: accounts },
  );
  const body = (await (await ok(response, 'Importing the Auth accounts')).json()) as { error?: unknown[] };
  if (body.error?.length) throw new Error(`Importing the Auth accounts: ${JSON.stringify(body.error)}`);
  return users.length;
}

/** Writes the backup into the (emptied) emulators; answers the number of accounts restored. */
export async function importBackup(emulators: RunningEmulators, backup: Backup): Promise<number> {
  await importFirestore(emulators, backup);
  return importAuth(emulators, backup);
}
