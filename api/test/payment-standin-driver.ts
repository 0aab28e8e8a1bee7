/**
 * Drives the iyzico stand-in's hosted pages as a guest's browser does: the card form, the 3-D
 * Secure step, and the page that posts `token` back to the callback URL (returned, not posted, so
 * a test can post it once, twice or never).
 */

export interface TestCard {
  number: string;
  name?: string;
  /** AA/YY */
  exp?: string;
  cvc?: string;
}

const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function formOf(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`No form on the page:\n${html.slice(0, 500)}`);
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[m[1]!] = unescape(m[2]!);
  }
  return { action: unescape(action), fields };
}

async function post(url: string, fields: Record<string, string>) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, html: await response.text() };
}

/** The card form submitted: the 3-D Secure page (or the form again with its errors, status 422). */
export async function submitCard(paymentPageUrl: string, card: TestCard) {
  const page = await fetch(paymentPageUrl);
  const html = await page.text();
  if (page.status !== 200) throw new Error(`Payment page answered ${page.status}`);
  const form = formOf(html);
  return post(form.action, {
    ...form.fields,
    cc_name: card.name ?? 'Ayşe Yılmaz',
    cc_number: card.number,
    cc_exp: card.exp ?? '12/30',
    cc_csc: card.cvc ?? '123',
  });
}

/** The whole hosted path; resolves with where the guest's browser would post the token. */
export async function payOnStandin(
  paymentPageUrl: string,
  card: TestCard,
  threeDs: 'approve' | 'cancel' = 'approve',
): Promise<{ callbackUrl: string; token: string; html: string }> {
  const secure = await submitCard(paymentPageUrl, card);
  if (secure.status !== 200) throw new Error(`Card refused (${secure.status}):\n${secure.html}`);
  const code = /<span class="code">(\d+)<\/span>/.exec(secure.html)?.[1];
  if (!code) throw new Error('No 3-D Secure code on the page');
  const form = formOf(secure.html);
  const done = await post(form.action, { ...form.fields, otp: code, decision: threeDs });
  if (done.status !== 200) throw new Error(`3-D Secure step answered ${done.status}`);
  const callback = formOf(done.html);
  const token = callback.fields.token;
  if (!token) throw new Error('No token in the callback form');
  return { callbackUrl: callback.action, token, html: done.html };
}
