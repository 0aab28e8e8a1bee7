/** Every API response wraps its payload in `content` (SPEC §7). */
export interface Envelope<T> {
  content: T;
}

/** List responses carry the total count so screens can page. */
export interface ListEnvelope<T> {
  content: T[];
  total: number;
}

export interface ErrorEnvelope {
  content: { message: string };
}
