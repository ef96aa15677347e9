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

export const pageQuerySchema = z.object({
  pageNo: z.number().int().min(1).optional(),
  pageSize: z.number().int().min(1).max(200).optional(),
});
