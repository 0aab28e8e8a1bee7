import fp from 'fastify-plugin';
import type { FileStore } from '../lib/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStore;
  }
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/**
 * `app.storage` for uploads, and GET /uploads/* serving them with their real
 * type only: never sniffed, never run as a page.
 */
export const storagePlugin = fp<{ storage: FileStore }>(
  async (app, opts) => {
    app.decorate('storage', opts.storage);
    app.get(
      '/uploads/*',
      { config: { access: 'public' }, schema: { hide: true } },
      async (request, reply) => {
        const key = (request.params as { '*': string })['*'];
        const ext = key.split('.').pop()?.toLowerCase() ?? '';
        const type = CONTENT_TYPES[ext];
        let data: Buffer | null = null;
        if (type) {
          try {
            data = await opts.storage.get(key);
          } catch {
            data = null;
          }
        }
        if (!type || !data) return reply.status(404).send({ content: { message: 'Dosya bulunamadı.' } });
        return reply
          .header('Content-Type', type)
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', "default-src 'none'; sandbox")
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .send(data);
      },
    );
  },
  { name: 'storage' },
);
