import fp from 'fastify-plugin';
import type { Db } from '../db/types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Exposes the database to routes as `app.db`. Opening and closing it is server.ts's job. */
export const dbPlugin = fp<{ db: Db }>(
  async (app, opts) => {
    app.decorate('db', opts.db);
  },
  { name: 'db' },
);
