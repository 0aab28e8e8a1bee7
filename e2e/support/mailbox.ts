// The guest's mailbox in the journeys: the messages the SMTP relay of start-server.ts received,
// one JSON file each under MAIL_DIR (see mail-server.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { MAIL_DIR } from './env';
import type { StoredMail } from './mail-server';

export type { StoredMail };

/** Every message received so far, oldest first. */
export function receivedMail(): StoredMail[] {
  if (!existsSync(MAIL_DIR)) return [];
  return readdirSync(MAIL_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(MAIL_DIR, name), 'utf8')) as StoredMail);
}

/** Messages to `address` whose subject matches, oldest first. */
export function mailTo(address: string, subject: RegExp | string): StoredMail[] {
  const to = address.toLowerCase();
  return receivedMail().filter(
    (m) =>
      m.to.includes(to) &&
      (typeof subject === 'string' ? m.subject.includes(subject) : subject.test(m.subject)),
  );
}

/** Waits until a message to `address` with a matching subject has arrived; returns the latest one. */
export async function waitForMail(
  address: string,
  subject: RegExp | string,
  timeout = 30_000,
): Promise<StoredMail> {
  let found: StoredMail | undefined;
  await expect
    .poll(() => (found = mailTo(address, subject).at(-1)) !== undefined, {
      message: `a mail to ${address} with subject ${String(subject)}`,
      timeout,
      intervals: [250, 500, 1000],
    })
    .toBe(true);
  return found!;
}

/** The http(s) links of a message: from its HTML part's hrefs and its plain-text part, in order, once each. */
export function linksIn(mail: StoredMail): string[] {
  const decode = (s: string) => s.replace(/&amp;/g, '&');
  const fromHtml = [...mail.html.matchAll(/href="(https?:\/\/[^"]+)"/g)].map((m) => decode(m[1]!));
  const fromText = [...mail.text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)].map((m) => m[0]);
  return [...new Set([...fromHtml, ...fromText])];
}
