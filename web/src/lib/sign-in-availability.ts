// Apart from firebase-auth.ts, which loads firebase-auth-client.ts: the client marks sign-in
// unavailable here without importing the module that loads it.
let signInUnavailable = false;
const unavailableListeners = new Set<() => void>();

export function isSignInUnavailable(): boolean {
  return signInUnavailable;
}

/** Calls `listener` when sign-in turns out to be unavailable; answers the unsubscribe. */
export function onSignInUnavailable(listener: () => void): () => void {
  unavailableListeners.add(listener);
  return () => unavailableListeners.delete(listener);
}

/** Says, once and to every listener, that the web config could not be had (firebase-auth-client.ts). */
export function markSignInUnavailable(): void {
  signInUnavailable = true;
  unavailableListeners.forEach((listener) => listener());
}
