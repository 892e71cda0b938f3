import { notifications } from '@mantine/notifications';
import type { TAuthResponse, TProfileUser } from '@pos/contracts/auth';
import { DEFAULT_GENERAL_SETTINGS } from '@pos/contracts/settings-defaults';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { ApiError, hasErrorCode, isAbort, isUnreachable } from '../api/api-error';
import { setUnauthorizedHandler } from '../api/client';
import { fetchGeneralSettings, fetchProfile } from '../api/session';
import { FullPageLoader } from '../components/full-page-loader';
import { applyLanguage, i18n, msg, serverText } from '../lib/i18n';
import {
  cacheSettings,
  clearStoredSession,
  getToken,
  readCachedSettings,
  readStoredUser,
  type SessionSettings,
  STORAGE_KEYS,
  storeSession,
  storeUser,
} from './session-storage';

export const SESSION_EXPIRED_MESSAGE = msg(
  'Your session has expired or is invalid. Please log in again.',
);

/** Why the last session ended: an explicit logout sends to /login without a page to return to. */
export type SessionEnd = 'logout' | 'expired';

interface SessionState {
  status: 'checking' | 'authenticated' | 'anonymous';
  user: TProfileUser | null;
  settings: SessionSettings;
  endedBy: SessionEnd | null;
  /**
   * Opened from the last known user because the server could not be reached (the
   * register starts with no network); false once the server has confirmed the session.
   */
  startedOffline: boolean;
}

export interface Session extends SessionState {
  /** Stores a sign-in/sign-up answer, then loads the general settings (spec 1 §4). */
  signIn: (auth: TAuthResponse) => Promise<void>;
  signOut: (reason?: SessionEnd) => void;
  /** After a profile edit, so the header shows the new name at once. */
  updateUser: (user: TProfileUser) => void;
  /**
   * After the general settings are saved: every screen formats money and pages lists from the
   * session, so the new currency and page size show at once, and survive a reload via the cache.
   */
  updateSettings: (settings: SessionSettings) => void;
}

const SessionContext = createContext<Session | null>(null);

/**
 * The register's last answers kept on this device (ARCHITECTURE, "The web app's shell"), loaded
 * only once someone is signed in: the sign-in page does without it. A chunk that cannot load
 * (offline before the service worker kept it) leaves the app as it was before: no copies, online
 * starts only.
 */
const withPersistence = <T,>(use: (kept: typeof import('../api/query-persistence')) => T) =>
  import('../api/query-persistence').then(use, () => undefined);

const SETTINGS_REFRESH_MS = 60_000;
/**
 * A server that does not answer the start-up check within this time is taken for unreachable
 * (a shop's Wi-Fi up, its internet down): the last known user opens the app instead of an
 * endless "Loading...". The register gives up on a sale's call after the same time.
 */
export const START_CHECK_TIMEOUT_MS = 4000;
/** After an offline start, how often the session is confirmed again while the network is up. */
const CONFIRM_EVERY_MS = 30_000;

/** Fetches and caches the general settings; a failure falls back to $ / USD without caching. */
async function loadSettings(): Promise<SessionSettings> {
  try {
    const { data } = await fetchGeneralSettings();
    cacheSettings(data);
    return data;
  } catch {
    return DEFAULT_GENERAL_SETTINGS;
  }
}

const initialState = (): SessionState => ({
  status: getToken() ? 'checking' : 'anonymous',
  user: null,
  settings: readCachedSettings() ?? DEFAULT_GENERAL_SETTINGS,
  endedBy: null,
  startedOffline: false,
});

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SessionState>(initialState);
  // The app speaks the user's language (theirs, else the organization's), else the browser's.
  const language = state.user?.effectiveLanguage;
  useEffect(() => applyLanguage(language), [language]);

  const signOut = useCallback(
    (reason: SessionEnd = 'logout') => {
      clearStoredSession();
      // Nothing of the previous user may survive into the next session, on this device either.
      queryClient.cancelQueries();
      queryClient.clear();
      void withPersistence((kept) => kept.forgetQueries());
      setState({
        status: 'anonymous',
        user: null,
        settings: DEFAULT_GENERAL_SETTINGS,
        endedBy: reason,
        startedOffline: false,
      });
    },
    [queryClient],
  );

  const signIn = useCallback(
    async (auth: TAuthResponse) => {
      storeSession(auth.token, auth.user);
      void withPersistence((kept) => kept.persistQueries(queryClient));
      const settings = await loadSettings();
      setState({
        status: 'authenticated',
        user: auth.user,
        settings,
        endedBy: null,
        startedOffline: false,
      });
    },
    [queryClient],
  );

  const updateUser = useCallback((user: TProfileUser) => {
    storeUser(user);
    setState((s) => ({ ...s, user }));
  }, []);

  const updateSettings = useCallback((settings: SessionSettings) => {
    cacheSettings(settings);
    setState((s) => ({ ...s, settings }));
  }, []);

  // Another administrator may change the settings while this tab is open, and a start-up from
  // the cache may be behind: re-read them once signed in and whenever the tab comes back into
  // view, at most once a minute.
  useEffect(() => {
    if (state.status !== 'authenticated') return;
    let last = 0;
    const refresh = () => {
      if (document.visibilityState !== 'visible' || Date.now() - last < SETTINGS_REFRESH_MS) return;
      last = Date.now();
      fetchGeneralSettings()
        .then(({ data }) => {
          cacheSettings(data);
          setState((s) =>
            JSON.stringify(s.settings) === JSON.stringify(data) ? s : { ...s, settings: data },
          );
        })
        .catch(() => {
          // The settings in hand stay; the next focus tries again.
        });
    };
    refresh();
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [state.status]);

  // Start-up check of a stored token (spec 1 §4): valid → signed in, refused → forget it. With
  // no answer (offline, or none within START_CHECK_TIMEOUT_MS) the last known user opens the
  // app from this device's copies, confirmed by the effect below once the network
  // answers: then, and only then, the last answers of the frame's queries are put back first.
  // An online start reads the server's (a form must never start from a kept copy).
  useEffect(() => {
    if (state.status !== 'checking') return;
    let cancelled = false;
    const stored = readStoredUser();
    const timeout = new AbortController();
    const timer = stored ? setTimeout(() => timeout.abort(), START_CHECK_TIMEOUT_MS) : undefined;
    const open = async (user: TProfileUser, confirmed: boolean) => {
      const settings =
        readCachedSettings() ?? (confirmed ? await loadSettings() : DEFAULT_GENERAL_SETTINGS);
      await withPersistence((kept) =>
        confirmed ? kept.persistQueries(queryClient) : kept.restoreQueries(queryClient, user._id),
      );
      if (cancelled) return;
      setState({
        status: 'authenticated',
        user,
        settings,
        endedBy: null,
        startedOffline: !confirmed,
      });
    };
    fetchProfile(timeout.signal)
      .then(({ user }) => {
        storeUser(user);
        return open(user, true);
      })
      .catch(async (err) => {
        // Aborted, but not by the timer: the page is being left (a navigation cancels its
        // requests) — no answer about the token, so nothing to decide; the next page checks it.
        if (isAbort(err) && !timeout.signal.aborted) return;
        if (stored && (timeout.signal.aborted || isUnreachable(err))) return open(stored, false);
        // Maintenance refuses even the profile, but the session is still good: keep it, so the
        // maintenance page shows and the app comes back when maintenance ends.
        if (hasErrorCode(err, 'MAINTENANCE') && stored) return open(stored, true);
        clearStoredSession();
        await withPersistence((kept) => kept.forgetQueries());
        if (!cancelled) setState((s) => ({ ...s, status: 'anonymous', user: null }));
      })
      .finally(() => clearTimeout(timer));
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [state.status, queryClient]);

  // After an offline start the session is confirmed as soon as the server answers: a token
  // revoked meanwhile ends it (the usual notice), a confirmed one brings the user up to date.
  useEffect(() => {
    if (state.status !== 'authenticated' || !state.startedOffline) return;
    let pending = false;
    const confirm = () => {
      if (pending || !navigator.onLine) return;
      pending = true;
      fetchProfile()
        .then(({ user }) => {
          storeUser(user);
          setState((s) =>
            s.status === 'authenticated' ? { ...s, user, startedOffline: false } : s,
          );
        })
        .catch((err) => {
          if (err instanceof ApiError && err.status === 401) {
            notifications.show({ color: 'red', message: i18n.t(SESSION_EXPIRED_MESSAGE) });
            signOut('expired');
          }
          // Otherwise still unreachable (or in maintenance): the next try confirms it.
        })
        .finally(() => {
          pending = false;
        });
    };
    confirm();
    const timer = setInterval(confirm, CONFIRM_EVERY_MS);
    window.addEventListener('online', confirm);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', confirm);
    };
  }, [state.status, state.startedOffline, signOut]);

  // Parallel calls may all answer 401; only the first one that still matches the stored token
  // ends the session, so the notice shows once.
  useEffect(() => {
    setUnauthorizedHandler((tokenUsed, message) => {
      if (getToken() !== tokenUsed) return;
      notifications.show({
        color: 'red',
        message: message ? serverText(message) : i18n.t(SESSION_EXPIRED_MESSAGE),
      });
      signOut('expired');
    });
    return () => setUnauthorizedHandler(null);
  }, [signOut]);

  // A logout in another tab ends this tab's session too.
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if ((e.key === STORAGE_KEYS.token || e.key === null) && !getToken() && state.user) {
        signOut('logout');
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [signOut, state.user]);

  const value = useMemo<Session>(
    () => ({ ...state, signIn, signOut, updateUser, updateSettings }),
    [state, signIn, signOut, updateUser, updateSettings],
  );

  if (state.status === 'checking') return <FullPageLoader />;
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/** The signed-in user; only for components rendered behind RequireAuth. */
export function useCurrentUser(): TProfileUser {
  const { user } = useSession();
  if (!user)
    throw new Error('useCurrentUser needs a signed-in user (render it behind RequireAuth)');
  return user;
}
