/**
 * Writes a migrated PGlite data directory (tar) to the path given, for test files to clone.
 * Runs as its own process: PGlite's extension bundles (pg_trgm) locate themselves by
 * `import.meta.url`, which Vitest's global-setup loader rewrites.
 */
import { writeFileSync } from 'node:fs';
import { openDatabase } from '../../server/db/client';

const file = process.argv[2];
if (!file) throw new Error('usage: make-pglite-template.ts <file>');
const database = await openDatabase({ kind: 'pglite', dataDir: null });
const dump = await database.dumpDataDir?.();
await database.close();
if (!dump) throw new Error('PGlite gave no data directory');
writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
