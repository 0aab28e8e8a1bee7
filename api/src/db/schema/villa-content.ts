import { boolean, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { villas } from './villas.ts';

/**
 * Guest comments. With a villa they show on its page; without one they are
 * comments about the agency. Only active (approved) ones reach the public site.
 */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    villaId: integer('villa_id').references(() => villas.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    authorEmail: text('author_email').notNull().default(''),
    /** 1–5 stars. */
    rating: integer('rating').notNull().default(5),
    title: text('title').notNull().default(''),
    body: text('body').notNull(),
    /** The agency's public answer. */
    reply: text('reply').notNull().default(''),
    active: boolean('active').notNull().default(false),
    /** visitor or staff. */
    source: text('source').notNull().default('visitor'),
    stayedAt: text('stayed_at').notNull().default(''),
    /**
     * The stay a review came from (the review request's one-time link): an approved comment with a
     * reservation shows 'Doğrulanmış konaklama'. No foreign key here (reservations import villas,
     * this file stays below them); review_tokens holds the link with its key.
     */
    reservationId: integer('reservation_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('comments_villa_id_idx').on(t.villaId), index('comments_active_idx').on(t.active)],
);

/** Curated villa collections on the home page. */
export const showcases = pgTable('showcases', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  slug: text('slug').notNull().unique('showcases_slug_unique'),
  description: text('description').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const showcaseVillas = pgTable(
  'showcase_villas',
  {
    id: serial('id').primaryKey(),
    showcaseId: integer('showcase_id')
      .notNull()
      .references(() => showcases.id, { onDelete: 'cascade' }),
    villaId: integer('villa_id')
      .notNull()
      .references(() => villas.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [unique('showcase_villas_unique').on(t.showcaseId, t.villaId)],
);
