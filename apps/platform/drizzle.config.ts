/** drizzle-kit: `pnpm --filter @croupier/platform run db:generate` writes SQL migrations into drizzle/ (committed). */
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
