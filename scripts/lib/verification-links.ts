import { DEMO_PROJECT_ID, LOCAL_URLS } from '@bookstore/domain';
import { ok } from './reset-emulators';

interface OobCode {
  email: string;
  requestType: string;
  oobLink: string;
}

/**
 * The newest verification link the Auth emulator holds for this e-mail: it keeps every e-mail
 * action link instead of sending it (docs/development.md says how to open them by hand).
 */
export async function verificationLinkFor(email: string): Promise<string> {
  const response = await fetch(`${LOCAL_URLS.auth}/emulator/v1/projects/${DEMO_PROJECT_ID}/oobCodes`).then((r) =>
    ok(r, 'Listing the Auth emulator’s e-mail links'),
  );
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  const link = oobCodes.filter((code) => code.email === email && code.requestType === 'VERIFY_EMAIL').at(-1)?.oobLink;
  if (!link) throw new Error(`The Auth emulator holds no verification link for ${email}.`);
  return link;
}
