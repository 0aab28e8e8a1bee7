export type RemotesMap = Record<string, string>;

let current: RemotesMap = {};

function isRemotesMap(value: unknown): value is RemotesMap {
  return (
    !!value &&
    typeof value === 'object' &&
    Object.values(value as Record<string, unknown>).every((v) => typeof v === 'string')
  );
}

/**
 * The server writes the map into index.html (no extra round trip); without it
 * the shell asks /remotes.json, never from cache.
 */
export async function readRemotesMap(): Promise<RemotesMap> {
  const inline = document.getElementById('remotes-map')?.textContent;
  if (inline) {
    try {
      const parsed: unknown = JSON.parse(inline);
      if (isRemotesMap(parsed)) return (current = parsed);
    } catch {
      /* fall through to the network */
    }
  }
  try {
    const res = await fetch('/remotes.json', { cache: 'no-store' });
    const parsed: unknown = await res.json();
    if (isRemotesMap(parsed)) current = parsed;
  } catch {
    /* no map: every area shows its load error, the shell itself still works */
  }
  return current;
}

export function remoteEntry(name: string): string | undefined {
  return current[name];
}
