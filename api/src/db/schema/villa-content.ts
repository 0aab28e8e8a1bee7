import { index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { blankText, createdAt, flag, id, optionalRef, ref, sortOrder, whole } from '../columns.ts';
import { villas } from './villas.ts';

/**
 * Guest comments. With a villa they show on its page; without one they are
 * comments about the agency. Only active (approved) ones reach the public site.
 */
export const comments = pgTable(
  'comments',
  {
    id: id(),
    villaId: optionalRef('villa_id', () => villas.id, 'cascade'),
    authorName: text('author_name').notNull(),
    authorEmail: blankText('author_email'),
    /** 1–5 stars. */
    rating: whole('rating', 5),
    title: blankText('title'),
    body: text('body').notNull(),
    /** The agency's public answer. */
    reply: blankText('reply'),
    active: flag('active', false),
    /** visitor or staff. */
    source: text('source').notNull().default('visitor'),
    stayedAt: blankText('stayed_at'),
    /**
     * The stay a review came from (the review request's one-time link): an approved comment with a
     * reservation shows 'Doğrulanmış konaklama'. No foreign key here (reservations import villas,
     * this file stays below them); review_tokens holds the link with its key.
     */
    reservationId: integer('reservation_id'),
    createdAt: createdAt(),
  },
  (t) => [index('comments_villa_id_idx').on(t.villaId), index('comments_active_idx').on(t.active)],
);

/** Curated villa collections on the home page. */
export const showcases = pgTable('showcases', {
  id: id(),
  title: text('title').notNull(),
  slug: text('slug').notNull().unique('showcases_slug_unique'),
  description: blankText('description'),
  sortOrder: sortOrder(),
  active: flag('active', true),
  createdAt: createdAt(),
});

export const showcaseVillas = pgTable(
  'showcase_villas',
  {
    id: id(),
    showcaseId: ref('showcase_id', () => showcases.id, 'cascade'),
    villaId: ref('villa_id', () => villas.id, 'cascade'),
    sortOrder: sortOrder(),
  },
  (t) => [unique('showcase_villas_unique').on(t.showcaseId, t.villaId)],
);
