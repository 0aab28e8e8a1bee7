import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  at,
  blankText,
  createdAt,
  currency,
  flag,
  id,
  sortOrder,
  timestamps,
  updatedAt,
} from '../columns.ts';

/** Rich-text pages of the public site (about, rental contract, ...). `html` is sanitised on write. */
export const websitePages = pgTable(
  'website_pages',
  {
    key: text('key').primaryKey(),
    title: text('title').notNull(),
    html: blankText('html'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'website_pages_key_known',
      sql`${t.key} in ('about', 'rental', 'cancel', 'privacy', 'kvkk', 'howrent', 'faq', 'securepayment')`,
    ),
  ],
);

/** Bank accounts for transfers, shown on /website/banks and in the bank-details e-mail. */
export const banks = pgTable(
  'banks',
  {
    id: id(),
    bankName: text('bank_name').notNull(),
    branch: blankText('branch'),
    accountHolder: text('account_holder').notNull(),
    /** Stored without spaces, upper case, checksum verified. */
    iban: text('iban').notNull().unique('banks_iban_unique'),
    currency: currency(),
    logoUrl: blankText('logo_url'),
    active: flag('active', true),
    sortOrder: sortOrder(),
    ...timestamps(),
  },
  (t) => [check('banks_currency_known', sql`${t.currency} in ('TL', 'USD', 'EUR', 'GBP')`)],
);

/** Licences and certificates (PDF or image) shown on /website/document, in `sort_order`. */
export const documents = pgTable('documents', {
  id: id(),
  title: text('title').notNull(),
  fileUrl: text('file_url').notNull(),
  /** pdf or image, from the checked bytes of the upload. */
  kind: text('kind').notNull(),
  sortOrder: sortOrder(),
  createdAt: createdAt(),
});

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: id(),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique('blog_posts_slug_unique'),
    coverUrl: blankText('cover_url'),
    summary: blankText('summary'),
    bodyHtml: blankText('body_html'),
    /** Visible to visitors once this moment has passed; null keeps the post a draft. */
    publishedAt: at('published_at'),
    ...timestamps(),
  },
  (t) => [index('blog_posts_published_at_idx').on(t.publishedAt)],
);

/** Reservation e-mails; the bookings module sends the active template of a kind. */
export const mailTemplates = pgTable(
  'mail_templates',
  {
    id: id(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    bodyHtml: text('body_html').notNull(),
    active: flag('active', true),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'mail_templates_kind_known',
      sql`${t.kind} in ('payment_link', 'bank_details', 'confirmation', 'request_received', 'cancellation', 'option_reminder', 'staff_new_request', 'option_released', 'payment_receipt', 'arrival_info', 'review_request', 'refund_receipt')`,
    ),
    // At most one active template per kind, so "the active template of a kind" is well defined.
    uniqueIndex('mail_templates_one_active_per_kind')
      .on(t.kind)
      .where(sql`${t.active}`),
  ],
);

export const subscribers = pgTable(
  'subscribers',
  {
    id: id(),
    email: text('email').notNull().unique('subscribers_email_unique'),
    consentAt: at('consent_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('subscribers_email_lower', sql`${t.email} = lower(${t.email})`)],
);
