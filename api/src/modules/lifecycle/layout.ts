import { escapeHtml, htmlToText } from '../../lib/sanitize.ts';

/** What the branded layout shows around every automated message (settings; TÜRSAB from the SPEC). */
export interface Brand {
  name: string;
  logoUrl: string;
  phone: string;
  email: string;
  address: string;
  tursabNumber: string;
  siteUrl: string;
}

/** The brand colours of the storefront (shared/src/ui/tokens: sea 700 / sand). */
const COLORS = {
  primary: '#0b5563',
  primaryText: '#ffffff',
  text: '#1f2a30',
  muted: '#5c6b73',
  bg: '#f4f1ea',
};

/**
 * One HTML layout for every lifecycle message: header with the site's name (and logo), the
 * template's body, a footer with the agency's phone, e-mail, address and TÜRSAB certificate
 * number. Tables and inline styles: what mail clients render. Returns the HTML and its plain text.
 */
export function brandedMail(brand: Brand, subject: string, bodyHtml: string): { html: string; text: string } {
  const name = escapeHtml(brand.name);
  const logo =
    brand.logoUrl && /^https?:\/\//i.test(brand.logoUrl)
      ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${name}" height="40" style="display:block;border:0;max-height:40px">`
      : `<span style="font-size:22px;font-weight:700;color:${COLORS.primaryText};letter-spacing:.3px">${name}</span>`;
  const footerLines = [
    brand.phone ? `Telefon: ${escapeHtml(brand.phone)}` : '',
    brand.email
      ? `E-posta: <a href="mailto:${escapeHtml(brand.email)}" style="color:${COLORS.primary}">${escapeHtml(brand.email)}</a>`
      : '',
    brand.address ? escapeHtml(brand.address) : '',
    brand.tursabNumber ? `TÜRSAB Belge No: ${escapeHtml(brand.tursabNumber)}` : '',
  ].filter(Boolean);
  const html = `<!doctype html>
<html lang="tr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:${COLORS.bg};font-family:Arial,Helvetica,sans-serif;color:${COLORS.text}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.bg}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${COLORS.primary};padding:18px 24px">${
    brand.siteUrl ? `<a href="${escapeHtml(brand.siteUrl)}" style="text-decoration:none">${logo}</a>` : logo
  }</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.6">${bodyHtml}</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e3e0d8;font-size:12px;line-height:1.6;color:${COLORS.muted}">
<strong style="color:${COLORS.text}">${name}</strong><br>${footerLines.join('<br>')}
</td></tr>
</table></td></tr></table>
</body></html>`;
  const text = [
    htmlToText(bodyHtml).trim(),
    '',
    '--',
    brand.name,
    ...(brand.phone ? [`Telefon: ${brand.phone}`] : []),
    ...(brand.email ? [`E-posta: ${brand.email}`] : []),
    ...(brand.address ? [brand.address] : []),
    ...(brand.tursabNumber ? [`TÜRSAB Belge No: ${brand.tursabNumber}`] : []),
  ].join('\n');
  return { html, text };
}
