import { formatMoney } from '@villa/shared/lib/format/money';

/**
 * The stand-in's hosted pages: the card form, the 3-D Secure step and the return to the merchant,
 * in Turkish and marked 'TEST MODU' on every screen. Plain HTML forms; the only script is the
 * automatic post back to the callback URL (its nonce in the page's CSP), with a button without it.
 */

export const escapeHtml = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f4f6;color:#111827}
.test{background:#b91c1c;color:#fff;text-align:center;font-weight:700;letter-spacing:.08em;padding:.6rem 1rem}
.test small{display:block;font-weight:400;letter-spacing:0}
main{max-width:26rem;margin:1.5rem auto;padding:0 1rem}
.card{background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:1.25rem}
h1{font-size:1.2rem;margin:0 0 .25rem}.amount{font-size:1.6rem;font-weight:700;margin:.25rem 0 1rem}
label{display:block;font-size:.9rem;font-weight:600;margin:.75rem 0 .25rem}
input{width:100%;font-size:1rem;padding:.65rem .75rem;border:1px solid #9ca3af;border-radius:.5rem}
input:focus{outline:3px solid #2563eb;outline-offset:1px}
.row{display:flex;gap:.75rem}.row>div{flex:1}
button{width:100%;margin-top:1.25rem;font-size:1rem;font-weight:700;padding:.8rem;border:0;border-radius:.5rem;background:#1d4ed8;color:#fff;cursor:pointer}
button.secondary{background:#e5e7eb;color:#111827;margin-top:.5rem}
.errors{background:#fef2f2;border:1px solid #fca5a5;color:#991b1b;border-radius:.5rem;padding:.5rem .75rem;margin-bottom:.5rem}
.hint{font-size:.85rem;color:#4b5563}.code{font-family:ui-monospace,monospace;font-weight:700}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · TEST MODU</title><style>${STYLE}</style></head>
<body><div class="test" role="status">TEST MODU<small>Bu sayfa iyzico'nun yerel bir taklididir; gerçek kart kullanmayın, para çekilmez.</small></div>
<main>${body}</main></body></html>`;
}

const errorList = (errors: string[]): string =>
  errors.length
    ? `<div class="errors" role="alert"><ul>${errors.map((e) => `<li>${escapeHtml(e)}</li>`).join('')}</ul></div>`
    : '';

export function paymentFormPage(input: {
  token: string;
  amount: number;
  currency: string;
  basketId: string;
  action: string;
  errors?: string[];
  holder?: string;
}): string {
  return layout(
    'Kartla ödeme',
    `<div class="card"><h1>Kartla ödeme</h1>
<p class="hint">Rezervasyon ${escapeHtml(input.basketId)}</p>
<p class="amount">${escapeHtml(formatMoney(input.amount, input.currency, { decimals: 2 }))}</p>
${errorList(input.errors ?? [])}
<form method="post" action="${escapeHtml(input.action)}" autocomplete="on" novalidate>
<input type="hidden" name="token" value="${escapeHtml(input.token)}">
<label for="cc-name">Kart üzerindeki ad</label>
<input id="cc-name" name="cc_name" autocomplete="cc-name" required value="${escapeHtml(input.holder ?? '')}">
<label for="cc-number">Kart numarası</label>
<input id="cc-number" name="cc_number" autocomplete="cc-number" inputmode="numeric" required>
<div class="row"><div><label for="cc-exp">Son kullanma</label>
<input id="cc-exp" name="cc_exp" autocomplete="cc-exp" inputmode="numeric" placeholder="AA/YY" required></div>
<div><label for="cc-csc">Güvenlik kodu</label>
<input id="cc-csc" name="cc_csc" autocomplete="cc-csc" inputmode="numeric" placeholder="CVC" required></div></div>
<button type="submit">Öde</button>
</form>
<p class="hint">Test kartları: 5528 7900 0000 0008 başarılı; 4111 1111 1111 1129 yetersiz bakiye. Son kullanma ileri bir tarih, CVC herhangi üç hane.</p>
</div>`,
  );
}

export function threeDSecurePage(input: {
  token: string;
  amount: number;
  currency: string;
  lastFour: string;
  code: string;
  action: string;
  error?: string;
}): string {
  return layout(
    '3-D Secure doğrulama',
    `<div class="card"><h1>3-D Secure doğrulama</h1>
<p class="hint">Bankanız, •••• ${escapeHtml(input.lastFour)} ile biten kartınızdan
${escapeHtml(formatMoney(input.amount, input.currency, { decimals: 2 }))} çekilmesini onaylamanızı istiyor.</p>
<p class="hint">Test modunda SMS gönderilmez; doğrulama kodu: <span class="code">${escapeHtml(input.code)}</span></p>
${errorList(input.error ? [input.error] : [])}
<form method="post" action="${escapeHtml(input.action)}">
<input type="hidden" name="token" value="${escapeHtml(input.token)}">
<label for="otp">SMS doğrulama kodu</label>
<input id="otp" name="otp" autocomplete="one-time-code" inputmode="numeric" required>
<button type="submit" name="decision" value="approve">Onayla</button>
<button type="submit" name="decision" value="cancel" class="secondary" formnovalidate>İptal et</button>
</form></div>`,
  );
}

/** The return to the merchant, as iyzico does it: the browser posts `token` to the callback URL. */
export function callbackPage(input: { callbackUrl: string; token: string; nonce: string }): string {
  return layout(
    'Mağazaya dönülüyor',
    `<div class="card"><h1>İşlem tamamlandı</h1><p class="hint">Mağazaya dönülüyor…</p>
<form id="callback" method="post" action="${escapeHtml(input.callbackUrl)}">
<input type="hidden" name="token" value="${escapeHtml(input.token)}">
<button type="submit">Mağazaya dön</button></form></div>
<script nonce="${escapeHtml(input.nonce)}">document.getElementById('callback').submit();</script>`,
  );
}

export function messagePage(title: string, text: string): string {
  return layout(title, `<div class="card"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></div>`);
}
