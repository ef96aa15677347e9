/** System and site-wide configuration: status/permission, location, whitelabel menu, countries, routes, templates, help centre, language, feedback, customer service. */
import { z } from 'zod';
import { UPLOAD_LIMITS } from '../constants';
import { isPatternId } from '../patterns';
import { ackValueSchema, pageNoSchema, pageSizeSchema } from './common';

// ---- whitelabel feature tree -----------------------------------------------------------------------------------
export const featureNodeSchema = z.object({
  modId: z.string(),
  enabled: z.boolean(),
  get children(): z.ZodOptional<z.ZodArray<typeof featureNodeSchema>> {
    return z.array(featureNodeSchema).optional();
  },
});
export type FeatureNode = z.infer<typeof featureNodeSchema>;

// ---- register validation ---------------------------------------------------------------------------------------
export const patternIdSchema = z
  .number()
  .int()
  .refine((n) => isPatternId(n), 'pattern id 0-20');

export const registerFieldConfigSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  /** Server regex; when it compiles, a value must also match it. */
  acceptedPattern: z.string().nullable().optional(),
  patternId: patternIdSchema,
  minLength: z.number().int().min(0),
  /** 0 means no upper bound. */
  maxLength: z.number().int().min(0),
});
export type RegisterFieldConfig = z.infer<typeof registerFieldConfigSchema>;

/** Keyed by registration field name (username, password, payeeName, email, qqNum, ...). */
export const registerValidationSchema = z.record(z.string(), registerFieldConfigSchema);
export type RegisterValidation = z.infer<typeof registerValidationSchema>;

// ---- resources, services, CDNs ----------------------------------------------------------------------------------
export const resourceSchema = z.object({
  resourceType: z.string(),
  url: z.string(),
  qrCodeUrl: z.string().nullable().optional(),
  labelNameCn: z.string().nullable().optional(),
});
export type Resource = z.infer<typeof resourceSchema>;

export const customerServiceConfigSchema = z.looseObject({
  /** Live chat address, when the platform gives one directly. */
  url: z.string().nullable().optional(),
  /** VIP chat address (VIP rank above 4). */
  vipUrl: z.string().nullable().optional(),
});

export const analyticsSchema = z.object({ gtagId: z.string().nullable().optional() });

export const locationSchema = z.object({ ip: z.string(), country: z.string() });
export type GeoLocation = z.infer<typeof locationSchema>;

export const systemStatusValueSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type SystemStatus = z.infer<typeof systemStatusValueSchema>;

function isRsaPublicKey(value: string): boolean {
  const text = value.trim();
  if (/^-----BEGIN PUBLIC KEY-----[\s\S]+-----END PUBLIC KEY-----$/.test(text)) return true;
  try {
    const jwk: unknown = JSON.parse(text);
    return typeof jwk === 'object' && jwk !== null && (jwk as { kty?: unknown }).kty === 'RSA' &&
      typeof (jwk as { n?: unknown }).n === 'string' && typeof (jwk as { e?: unknown }).e === 'string';
  } catch {
    return false;
  }
}

/** The platform's RSA-OAEP public key for payload sealing: an SPKI PEM, or a JWK as a JSON string. */
export const rsaPublicKeySchema = z.string().refine(isRsaPublicKey, 'expected an SPKI PEM or an RSA JWK JSON string');

// ---- system status (permission) ----------------------------------------------------------------------------------
export const systemStatusRequestSchema = z.object({
  /** The current host (`location.host`). */
  url: z.string().min(1),
});

export const systemStatusResponseSchema = z.object({
  systemStatus: systemStatusValueSchema,
  whitelabel: z.array(featureNodeSchema),
  registerValidation: registerValidationSchema,
  resources: z.record(z.string(), resourceSchema),
  customerService: customerServiceConfigSchema,
  analytics: analyticsSchema,
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  location: locationSchema,
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  rsaPublicKey: rsaPublicKeySchema,
});
export type SystemStatusResponse = z.infer<typeof systemStatusResponseSchema>;

// ---- smaller system calls ----------------------------------------------------------------------------------------
export const whitelabelMenuResponseSchema = z.array(featureNodeSchema);

export const countrySchema = z.object({
  countryCode: z.string().min(2).max(3),
  countryDialingCode: z.string(),
});
export type Country = z.infer<typeof countrySchema>;
export const countryListResponseSchema = z.array(countrySchema);

export const domainRouteSchema = z.object({
  domain: z.string(),
  /** e.g. "web", "mobile", "api". */
  type: z.string().optional(),
  available: z.boolean().optional(),
});
export const domainRoutesResponseSchema = z.array(domainRouteSchema);

export const templatesRequestSchema = z.object({ type: z.string().optional(), language: z.string().optional() });
export const templateSchema = z.object({ key: z.string(), type: z.string().optional(), title: z.string().optional(), content: z.string() });
export const templatesResponseSchema = z.array(templateSchema);

export const helpCenterRequestSchema = z.object({ language: z.string().optional() });
export const helpArticleSchema = z.object({ id: z.union([z.string(), z.number()]), title: z.string(), content: z.string() });
export const helpCategorySchema = z.object({
  id: z.union([z.string(), z.number()]),
  title: z.string(),
  sort: z.number().optional(),
  articles: z.array(helpArticleSchema),
});
export const helpCenterResponseSchema = z.array(helpCategorySchema);

export const languageUpdateRequestSchema = z.object({ language: z.string().min(2).max(8) });
export const languageUpdateResponseSchema = ackValueSchema;

export const feedbackTypes = ['suggestion', 'bug', 'complaint', 'payment', 'game', 'other'] as const;
/** Feedback content length bounds (characters, after trimming). */
export const FEEDBACK_CONTENT_MIN = 10;
export const FEEDBACK_CONTENT_MAX = 500;
/** The multipart field of feedback images, and its limits (SPEC §9: at most 3 png/jpg images, 5 MB each). */
export const FEEDBACK_IMAGE_UPLOAD = {
  field: 'images',
  maxCount: UPLOAD_LIMITS.maxFiles,
  maxBytes: UPLOAD_LIMITS.maxBytes,
  mimeTypes: UPLOAD_LIMITS.mimeTypes,
} as const;
/** The text fields of the feedback (multipart); the images come as files. */
export const feedbackRequestSchema = z.object({
  type: z.enum(feedbackTypes).optional(),
  content: z.string().trim().min(FEEDBACK_CONTENT_MIN).max(FEEDBACK_CONTENT_MAX),
});
export const feedbackResponseSchema = ackValueSchema;

/** Customer-service link. Entries of type 3 are obfuscated (last 8 characters a DES key, the rest Base64 ciphertext). */
export const customerServiceEntrySchema = z.object({ type: z.number().int(), path: z.string() });
export const customerServiceLinkResponseSchema = z.object({
  version: z.object({ pathList: z.array(customerServiceEntrySchema) }),
});
export type CustomerServiceLink = z.infer<typeof customerServiceLinkResponseSchema>;

/** Notices query of the conventions (types "B,PL,PU,PR", platform "W", execution "B"). */
export const noticesRequestSchema = z.object({
  types: z.string(),
  platform: z.string(),
  execution: z.string(),
  pageNo: pageNoSchema.optional(),
  pageSize: pageSizeSchema.optional(),
  /** Announcement group: notice-player, banners, popup, promotion (all when absent). */
  group: z.string().max(40).optional(),
});
export const noticeSchema = z.object({
  id: z.union([z.string(), z.number()]).optional(),
  type: z.string().optional(),
  /** Announcement group (notice-player, banners, popup, promotion). */
  group: z.string().optional(),
  title: z.string(),
  content: z.string(),
  /** Millisecond timestamp. */
  date: z.number(),
});
export type Notice = z.infer<typeof noticeSchema>;
export const noticesResponseSchema = z.array(noticeSchema);
