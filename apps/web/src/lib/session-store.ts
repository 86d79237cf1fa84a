import { createStore, useStore } from './create-store';

/** What the web app knows about the visitor before the identity feature loads the profile. */
export interface SessionState {
  isLoggedIn: boolean;
}

/** Filled by the identity feature once the profile loads; the API client reads it to pick messages. */
export const sessionStore = createStore<SessionState>({ isLoggedIn: false });

/** Sets whether a user is signed in. */
export function setLoggedIn(isLoggedIn: boolean): void {
  sessionStore.set((state) => (state.isLoggedIn === isLoggedIn ? state : { ...state, isLoggedIn }));
}

/** Tells the API client, outside React, whether a user is signed in. */
export function isLoggedIn(): boolean {
  return sessionStore.get().isLoggedIn;
}

/** Reads the signed-in flag in a component. */
export function useIsLoggedIn(): boolean {
  return useStore(sessionStore, (state) => state.isLoggedIn);
}

type LogoutHandler = () => void;

// Until the identity feature installs the real logout (which also calls the server),
// an expired session still has to leave the panel: forget the user and go to the login page.
const defaultLogout: LogoutHandler = () => {
  setLoggedIn(false);
  window.location.assign('/login');
};

let logoutHandler: LogoutHandler = defaultLogout;

/** Installs the logout the API client runs when the server says the session expired; returns an uninstaller. */
export function setLogoutHandler(handler: LogoutHandler): () => void {
  logoutHandler = handler;
  return () => {
    if (logoutHandler === handler) logoutHandler = defaultLogout;
  };
}

/** Runs the installed logout. */
export function requestLogout(): void {
  logoutHandler();
}
