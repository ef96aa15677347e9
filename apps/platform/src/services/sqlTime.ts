/** Times in hand-written SQL: the app's clock (tests move it), as an explicit timestamptz so CASE branches type. */
import { sql, type SQL } from 'drizzle-orm';

export const sqlTime = (time: number | Date): SQL => sql`${new Date(time).toISOString()}::timestamptz`;
