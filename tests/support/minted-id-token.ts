import type { UserRecord } from 'firebase-admin/auth';

/**
 * The ID token the Auth emulator issues on a password sign-in (firebase-tools'
 * emulator/auth/operations.ts, generateJwt): unsigned, an hour long, with the account's current
 * claims. On the emulators the Admin SDK checks a token's claims, not a signature, and
 * `verifyIdToken(token, true)` reads the account (disabled, revoked) from the token's project,
 * so the API treats it exactly as one the emulator wrote. Used on the workers' own projects,
 * where the emulator's sign-in endpoints cannot reach (they serve only its default project).
 */
export function mintedIdToken(user: UserRecord, projectId: string): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    name: user.displayName,
    picture: user.photoURL,
    ...user.customClaims,
    email: user.email,
    email_verified: user.emailVerified,
    // A linked phone: the claim and identity the emulator's token carries for it.
    ...(user.phoneNumber ? { phone_number: user.phoneNumber } : {}),
    auth_time: now,
    user_id: user.uid,
    firebase: {
      identities: {
        ...(user.email ? { email: [user.email] } : {}),
        ...(user.phoneNumber ? { phone: [user.phoneNumber] } : {}),
      },
      sign_in_provider: 'password',
    },
    iat: now,
    exp: now + 60 * 60,
    aud: projectId,
    iss: `https://securetoken.google.com/${projectId}`,
    sub: user.uid,
  };
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  // JSON drops the claims the account does not have (no name, no picture), as the emulator's token does.
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}
