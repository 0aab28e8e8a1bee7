import { and, eq } from 'drizzle-orm';
import {
  MAIL_PLACEHOLDERS,
  MAIL_REQUIRED_PLACEHOLDERS,
  MAIL_TEMPLATE_KIND_LABELS,
  placeholdersIn,
  type MailPlaceholder,
  type MailTemplateKind,
} from '@villa/shared/contracts/content';
import type { RenderedMail } from '@villa/shared/contracts/mail-templates';
import { mailTemplates } from '../../db/schema/content.ts';
import type { Db, Tx } from '../../db/types.ts';
import { HttpError } from '../../lib/http-error.ts';
import { escapeHtml, htmlToText } from '../../lib/sanitize.ts';
import { readKeys } from '../settings/repository.ts';

export type MailData = Partial<Record<MailPlaceholder, string | number | null | undefined>>;

const KNOWN = new Set<string>(Object.keys(MAIL_PLACEHOLDERS));
/** Values that may hold line breaks (bank details): shown as <br> in HTML. */
const MULTILINE = new Set<string>(['banka_bilgileri', 'giris_talimatlari', 'villa_adresi']);

/** Sample data for previews: what a real reservation of the agency looks like. */
export const SAMPLE_DATA: Record<MailPlaceholder, string> = {
  musteri_adi: 'Elif Demir',
  villa_adi: 'Villa Mavi Koy',
  giris_tarihi: '12.07.2026',
  cikis_tarihi: '19.07.2026',
  gece_sayisi: '7',
  kisi_sayisi: '4',
  toplam_tutar: '52.500,00 TL',
  on_odeme: '15.750,00 TL',
  kalan_tutar: '36.750,00 TL',
  odeme_linki: 'https://www.likyavilla.com.tr/odeme/LV250001',
  rezervasyon_kodu: 'LV250001',
  banka_bilgileri:
    'Türkiye İş Bankası – Fethiye Şubesi\nHesap sahibi: Likya Villa Turizm Ltd. Şti.\nIBAN: TR33 0006 1005 1978 6457 8413 26 (TL)',
  opsiyon_tarihi: '05.07.2026 18:00',
  site_adi: 'Likya Villa',
  site_telefon: '+90 532 555 12 34',
  site_eposta: 'info@likyavilla.com.tr',
  odeme_tutari: '15.750,00 TL',
  odenen_toplam: '15.750,00 TL',
  odeme_yontemi: 'Kredi kartı',
  villa_adresi: 'Kayaköy Mah. Likya Sok. No: 12, Fethiye / Muğla',
  harita_linki: 'https://www.google.com/maps?q=36.5769,29.0891',
  giris_saati: '16:00',
  cikis_saati: '10:00',
  giris_talimatlari: 'Anahtar kasası kapının solundadır; şifre giriş günü SMS ile gönderilir.',
  degerlendirme_linki: 'https://www.likyavilla.com.tr/degerlendirme/ornek',
  yonetim_linki: 'https://www.likyavilla.com.tr/yonetim/rezervasyonlar/1',
  musteri_eposta: 'elif.demir@example.com',
  musteri_telefon: '+90 532 111 22 33',
  iade_tutari: '1.250,00 TL',
};

/**
 * Problems of a template's subject and body, in Turkish, empty when it is fine:
 * unknown placeholders and the placeholders its kind cannot do without.
 */
export function templateProblems(kind: MailTemplateKind, subject: string, bodyHtml: string): string[] {
  const used = [...placeholdersIn(subject), ...placeholdersIn(bodyHtml)];
  const problems: string[] = [];
  const unknown = [...new Set(used.filter((p) => !KNOWN.has(p)))];
  if (unknown.length) {
    problems.push(
      `Bilinmeyen yer tutucu: ${unknown.map((p) => `{{${p}}}`).join(', ')}. Kullanılabilenler: ${[...KNOWN]
        .map((p) => `{{${p}}}`)
        .join(', ')}.`,
    );
  }
  const missing = MAIL_REQUIRED_PLACEHOLDERS[kind].filter((p) => !used.includes(p));
  if (missing.length) {
    problems.push(
      `"${MAIL_TEMPLATE_KIND_LABELS[kind]}" şablonu şu yer tutucuları içermelidir: ${missing
        .map((p) => `{{${p}}}`)
        .join(', ')}.`,
    );
  }
  return problems;
}

function valueOf(data: MailData, name: string): string {
  const v = data[name as MailPlaceholder];
  return v === null || v === undefined ? '' : String(v);
}

/** Fills a stored (sanitised) template; every value is escaped, links must be http(s). */
export function fillTemplate(subject: string, bodyHtml: string, data: MailData): RenderedMail {
  const link = valueOf(data, 'odeme_linki');
  if (link && !/^https?:\/\//i.test(link)) {
    throw new HttpError(400, 'Ödeme linki http:// veya https:// ile başlamalıdır.');
  }
  const html = bodyHtml.replace(/\{\{\s*([^{}]*?)\s*\}\}/g, (_m, name: string) => {
    const escaped = escapeHtml(valueOf(data, name));
    return MULTILINE.has(name) ? escaped.replace(/\r?\n/g, '<br>') : escaped;
  });
  // The subject is plain text: no escaping, but no line breaks (header injection).
  const filledSubject = subject
    .replace(/\{\{\s*([^{}]*?)\s*\}\}/g, (_m, name: string) => valueOf(data, name))
    .replace(/[\r\n]+/g, ' ')
    .trim();
  return { subject: filledSubject, html, text: htmlToText(html) };
}

/**
 * For the bookings module: renders the active template of `kind` with `data`.
 * Throws HttpError 409 (Turkish message) when no template of that kind is active.
 */
export async function renderTemplate(
  db: Db | Tx,
  kind: MailTemplateKind,
  data: MailData,
): Promise<RenderedMail> {
  const [tpl] = await db
    .select({ subject: mailTemplates.subject, bodyHtml: mailTemplates.bodyHtml })
    .from(mailTemplates)
    .where(and(eq(mailTemplates.kind, kind), eq(mailTemplates.active, true)));
  if (!tpl) {
    throw new HttpError(
      409,
      `"${MAIL_TEMPLATE_KIND_LABELS[kind]}" için aktif bir e-posta şablonu yok. Mail Şablonları ekranından bir şablonu aktif yapın.`,
    );
  }
  // Brand name and phone come from the settings unless the caller gives them.
  const [brand, phone] = await readKeys(db as Db, ['brand_name', 'site_phone']);
  return fillTemplate(tpl.subject, tpl.bodyHtml, {
    site_adi: brand?.value,
    site_telefon: phone?.value,
    ...data,
  });
}
