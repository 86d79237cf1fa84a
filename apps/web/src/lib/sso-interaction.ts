// A connected system's sign-in waiting for the portal's (SPEC §2 /login?interaction=…): the provider
// sends the browser to /login with its interaction id; once signed in (two-factor step included) the
// browser goes back to /oidc/interaction/{id}, which finishes the system's sign-in.

const KEY = 'ssoInteraction';
// oidc-provider's interaction ids: URL-safe base64 characters only (nothing that could leave the path).
const UID = /^[\w-]{10,64}$/;

/** Remembers the interaction id of `/login?interaction=…` for after sign-in. */
export function rememberSsoInteraction(uid: string | null, storage: Storage = window.sessionStorage): void {
  if (uid === null || !UID.test(uid)) return;
  try {
    storage.setItem(KEY, uid);
  } catch {
    // Without storage the user lands in the panel and signs into the system from it again.
  }
}

/** The address that finishes the remembered sign-in (and forgets it), or null when none waits. */
export function takeSsoInteractionUrl(storage: Storage = window.sessionStorage): string | null {
  try {
    const uid = storage.getItem(KEY);
    storage.removeItem(KEY);
    return uid !== null && UID.test(uid) ? `/oidc/interaction/${uid}` : null;
  } catch {
    return null;
  }
}
