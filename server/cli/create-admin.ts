/**
 * `npm run admin:create -- email`: makes an existing user an admin, or creates an admin user
 * with a printed one-time password when none has that email.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from '../auth/password';

const email = z.email().safeParse(process.argv[2]?.trim().toLowerCase());
if (!email.success) {
  console.error('Usage: npm run admin:create -- someone@example.com');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: join(config.dataDir, 'pgdata') },
);
try {
  const updated = await database.db
    .update(users)
    .set({ isAdmin: true })
    .where(eq(users.email, email.data))
    .returning({ id: users.id });
  if (updated.length) {
    console.log(`${email.data} is now an admin.`);
  } else {
    const password = randomBytes(12).toString('base64url');
    await database.db.insert(users).values({
      email: email.data,
      name: 'Admin',
      passwordHash: await hashPassword(password, config.passwordHashLogN),
      isAdmin: true,
    });
    console.log(`Created admin ${email.data} with password: ${password}`);
  }
} finally {
  await database.close();
}
