import fastifyCompress from '@fastify/compress';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/**
 * Answers of the API compressed for a browser that accepts brotli or gzip (@fastify/compress, the
 * Fastify team's plugin): JSON above 1 KB (below that, the saving is not worth the work), and text
 * such as the CSV export. Files
 * whose type is compressed already (the workbook, PDFs, photos) go as they are, and the apps' built
 * files come precompressed from the build (static-assets.ts), so the plugin skips them. Registered
 * before any route: it attaches itself to each route as it is added.
 */
export async function compressAnswers(app: NestFastifyApplication): Promise<void> {
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
}
