import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import requireEmulators from '../../tests/support/require-emulators';

/** Fails loudly without the emulators, then starts from a known state: cleared and seeded. */
export default async function setup(project: TestProject): Promise<() => void> {
  await requireEmulators();
  const { resetAndSeed } = await import('../../tests/support/emulators');
  await resetAndSeed();
  const { upsertAdmin } = await import('../../functions/src/services/owners/admins');
  const { E2E_OWNER } = await import('./owner');
  await upsertAdmin(E2E_OWNER.username, E2E_OWNER.password);
  const productionBuildDir = mkdtempSync(join(tmpdir(), 'bookstore-production-'));
  project.provide('productionBuildDir', productionBuildDir);
  return () => rmSync(productionBuildDir, { recursive: true, force: true });
}
