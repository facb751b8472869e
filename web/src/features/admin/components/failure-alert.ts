import { showAlert } from '@web/lib/alerts';
import { SessionEndedError } from '../api/admin-request';

/**
 * The popup for an owner action that failed: what could not be done, and the server's message
 * (decision 012). An ended session needs none: the owner is already on the way to /admin.
 */
export async function showFailure(title: string, error: unknown): Promise<void> {
  if (error instanceof SessionEndedError) return;
  await showAlert({ icon: 'error', title, text: error instanceof Error ? error.message : undefined });
}
