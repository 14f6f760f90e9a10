/**
 * The theme fonts' files, served on every host at `/fonts/<version>/<file>` from their
 * installed `@fontsource-variable/*` packages: only the files of the catalogue
 * (shared/theme/font-catalogue.ts), with a year's immutable cache (the package version is in
 * the URL). No font request ever leaves the store's own host.
 */
import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { fontCatalogue, fontFileUrl } from '../../shared';

const require = createRequire(import.meta.url);

/** Every catalogue file by its URL, as a path on disk. */
export function fontFilePaths(): Map<string, string> {
  const paths = new Map<string, string>();
  for (const font of fontCatalogue) {
    const dir = dirname(require.resolve(`@fontsource-variable/${font.id}/package.json`));
    for (const { file } of font.files) paths.set(fontFileUrl(font, file), join(dir, 'files', file));
  }
  return paths;
}

export async function fontRoutes(app: FastifyInstance): Promise<void> {
  const paths = fontFilePaths();
  app.get('/fonts/*', { config: { access: 'public' } }, async (request, reply) => {
    // The whole path is the key: only a listed file's exact URL finds one.
    const path = paths.get(request.url.split('?')[0] ?? '');
    if (!path) {
      return reply
        .code(404)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send('No such font file');
    }
    return reply
      .type('font/woff2')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('access-control-allow-origin', '*')
      .send(createReadStream(path));
  });
}
