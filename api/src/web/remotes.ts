import { readFileSync, statSync } from 'node:fs';

export type RemotesMap = Record<string, string>;

/** Where each remote's manifest is served in the embedded mode (ARCHITECTURE.md, runtime composition). */
export const DEFAULT_REMOTES: RemotesMap = {
  storefront: '/remotes/mf-storefront/mf-manifest.json',
  villa_admin: '/remotes/mf-villa-admin/mf-manifest.json',
  booking_admin: '/remotes/mf-booking-admin/mf-manifest.json',
  boat_admin: '/remotes/mf-boat-admin/mf-manifest.json',
  content_admin: '/remotes/mf-content-admin/mf-manifest.json',
};

/**
 * The remotes map: REMOTES_FILE when set, read again whenever the file changes so a remote can be
 * switched (deployed or rolled back) at run time; otherwise the built-in map.
 */
export function loadRemotesMap(remotesFile: string | undefined): RemotesMap {
  if (!remotesFile) return DEFAULT_REMOTES;
  // Every response asks (the Content-Security-Policy names the remotes' origins): the file is read
  // again only when its modification time or size changed, so a switch is still seen at once.
  let stamp: string;
  try {
    const st = statSync(remotesFile);
    stamp = `${st.mtimeMs}:${st.size}`;
  } catch (err) {
    // No deploy has written the map yet: every remote comes from the platform itself.
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return DEFAULT_REMOTES;
    throw err;
  }
  const cached = mapCache.get(remotesFile);
  if (cached?.stamp === stamp) return cached.map;
  let text: string;
  try {
    text = readFileSync(remotesFile, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return DEFAULT_REMOTES;
    throw err;
  }
  const map = Object.freeze(parseRemotesMap(text, `REMOTES_FILE ${remotesFile}`));
  mapCache.set(remotesFile, { stamp, map });
  return map;
}

const mapCache = new Map<string, { stamp: string; map: RemotesMap }>();

/**
 * A remotes map from its JSON text (REMOTES_FILE, or the shell's /remotes.json in the SHELL_ORIGIN
 * mode); throws naming `source` when the text is not a JSON object.
 */
export function parseRemotesMap(text: string, source: string): RemotesMap {
  const parsed: unknown = JSON.parse(text);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error(`${source} must hold a JSON object`);
  }
  // A map may name only the remotes it moves; the others keep their built-in place.
  const map: RemotesMap = { ...DEFAULT_REMOTES };
  for (const [name, url] of Object.entries(parsed)) {
    if (typeof url === 'string') map[name] = url;
  }
  return map;
}

/** Origins of remotes served from elsewhere (absolute URLs); same-origin entries add none. */
export function remoteOrigins(map: RemotesMap): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(map)) {
    try {
      const u = new URL(url);
      if (u.protocol === 'http:' || u.protocol === 'https:') origins.add(u.origin);
    } catch {
      // relative URL: same origin
    }
  }
  return [...origins];
}

/** remoteOrigins for the current map, tolerating a broken REMOTES_FILE (CSP must still be sent). */
export function safeRemoteOrigins(remotesFile: string | undefined): string[] {
  try {
    const map = loadRemotesMap(remotesFile);
    let origins = originsCache.get(map);
    if (!origins) {
      origins = remoteOrigins(map);
      originsCache.set(map, origins);
    }
    return origins;
  } catch {
    return [];
  }
}

/** Origins per loaded map (maps are frozen and kept while their file is unchanged). */
const originsCache = new WeakMap<RemotesMap, string[]>();
