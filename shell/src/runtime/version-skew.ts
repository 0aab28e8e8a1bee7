declare const __SHARED_VERSION__: string;

/** The @villa/shared version this shell was built with. */
export const SHELL_SHARED_VERSION: string =
  typeof __SHARED_VERSION__ === 'string' ? __SHARED_VERSION__ : '1.0.0';

const major = (version: string) => Number(version.replace(/^[^\d]*/, '').split('.')[0]);

interface ManifestShared {
  name?: unknown;
  version?: unknown;
  requiredVersion?: unknown;
}

/** Remote manifest URL (absolute) → why the shell refuses it. */
const refused = new Map<string, string>();

function absolute(url: string): string {
  try {
    return new URL(url, globalThis.location?.href).href;
  } catch {
    return url;
  }
}

/**
 * Checks a remote's mf-manifest.json: every @villa/shared module it was built
 * against must be of the shell's major. Returns the refusal text, or null.
 */
export function checkManifest(url: string, manifest: unknown): string | null {
  const shared = (manifest as { shared?: ManifestShared[] } | null)?.shared;
  if (!Array.isArray(shared)) return null;
  const own = major(SHELL_SHARED_VERSION);
  const mismatch = shared.find(
    (s) =>
      typeof s.name === 'string' &&
      s.name.startsWith('@villa/shared/') &&
      typeof s.version === 'string' &&
      major(s.version) !== own,
  );
  if (!mismatch) {
    refused.delete(absolute(url));
    return null;
  }
  const message =
    `Bu bölüm ortak kütüphanenin uyumsuz bir sürümüyle derlenmiş (@villa/shared ${String(mismatch.version)}; ` +
    `site ${SHELL_SHARED_VERSION} kullanıyor). Uyumlu sürümü yayınlanana kadar açılamıyor.`;
  refused.set(absolute(url), message);
  return message;
}

export function refusalFor(url: string | undefined): string | null {
  return url ? (refused.get(absolute(url)) ?? null) : null;
}
