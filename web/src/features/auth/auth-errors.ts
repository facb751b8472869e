const MESSAGES: Record<string, string> = {
  'auth/invalid-credential': 'The e-mail or password is wrong.',
  'auth/wrong-password': 'The e-mail or password is wrong.',
  'auth/user-not-found': 'The e-mail or password is wrong.',
  'auth/invalid-email': 'That e-mail address is not valid.',
  'auth/email-already-in-use': 'An account with this e-mail already exists. Try logging in.',
  'auth/weak-password': 'Choose a password of at least 6 characters.',
  'auth/user-disabled': 'This account has been disabled.',
  'auth/too-many-requests': 'Too many attempts. Please wait a moment and try again.',
  'auth/popup-closed-by-user': 'The Google window was closed before sign-in finished.',
  'auth/cancelled-popup-request': 'Another sign-in window is already open.',
  'auth/popup-blocked': 'Your browser blocked the Google sign-in window. Allow pop-ups for this site and try again.',
  'auth/network-request-failed': 'Could not reach the sign-in service. Check your connection and try again.',
  'auth/internal-error': 'The Google sign-in service could not be reached. Please try again later.',
  'auth/operation-not-allowed': 'This sign-in method is not enabled for the store.',
};

/** A readable sentence for an identity-service error, never silence. */
export function describeAuthError(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return MESSAGES[code] ?? 'Something went wrong while signing in. Please try again.';
}
