/** Small schemas shared by several areas. */
import { z } from 'zod';

/** Values the client ignores (acknowledgements): anything, including nothing. */
export const ackValueSchema = z.unknown();

/** A base64-encoded PNG, optionally as a data URL. */
export const base64PngSchema = z
  .string()
  .regex(/^(?:data:image\/png;base64,)?iVBORw0KGgo[A-Za-z0-9+/]*={0,2}$/, 'expected a base64 PNG');

/** Result of the slider verification, sent with login, register and SMS code requests. */
export const sliderResultSchema = z.object({
  challengeId: z.string().min(1),
  token: z.string().min(1),
});
export type SliderResult = z.infer<typeof sliderResultSchema>;

/** A dialing code such as "81" or "+81". */
export const countryDialingCodeSchema = z.string().regex(/^\+?[0-9]{1,4}$/);

/** A mobile number as typed: digits, 6-15 (the mobile rule). */
export const mobileNumSchema = z.string().regex(/^[0-9]{6,15}$/);

/** A required, non-blank string. */
export const nonBlank = () => z.string().trim().min(1);

// ---- bounds of request numbers -----------------------------------------------------------------------------------
// Every number a request carries is bounded, so the schema refuses what a database column or an OFFSET cannot hold
// (PostgreSQL int4 and int8 overflow is an error inside the query, not a refusal).

/** The largest PostgreSQL `integer` (int4): ids, counts, minor-unit limits of the catalogue. */
export const INT4_MAX = 2_147_483_647;
/** Deepest page of any list (with the largest page size, an offset far inside int8). */
export const MAX_PAGE_NO = 100_000;
/** Largest page of any list. */
export const MAX_PAGE_SIZE = 200;
/** Largest amount of money in a request, major units (a transfer, a bet filter): 1e14 minor units fits int8. */
export const MAX_MONEY = 1e12;

/** A page number: 1 to MAX_PAGE_NO. */
export const pageNoSchema = z.number().int().min(1).max(MAX_PAGE_NO);
/** A page size: 1 to MAX_PAGE_SIZE. */
export const pageSizeSchema = z.number().int().min(1).max(MAX_PAGE_SIZE);
/** A row id or other int4 value a client sends (game, node). */
export const int4IdSchema = z.number().int().min(0).max(INT4_MAX);
/** A small enumerating integer (client type, device kind). */
export const smallIntSchema = z.number().int().min(0).max(1000);

export const pageQuerySchema = z.object({
  pageNo: pageNoSchema.optional(),
  pageSize: pageSizeSchema.optional(),
});
