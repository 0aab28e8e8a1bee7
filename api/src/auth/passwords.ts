import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id (OWASP parameters: 19 MiB, t=2, p=1).
export const hashPassword = (password: string): Promise<string> => hash(password);

/** Hash of a random string, verified against when the e-mail is unknown so timing stays equal. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hash(`dummy-${Math.random()}`);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
