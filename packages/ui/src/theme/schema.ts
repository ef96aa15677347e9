/** zod schemas for a brand's `theme.json` (visual tokens) and `brand.json` (site configuration). */
import { z } from 'zod';

const hexColor = z
  .string()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'use a hex colour such as "#F5B83D"')
  .describe('A hex colour, #RGB or #RRGGBB.');

/** Font families bundled with the kit (fonts are self-hosted; a brand may only pick from these). */
export const bundledFontFamilies = ['Noto Sans', 'Barlow Condensed'] as const;
export type BundledFontFamily = (typeof bundledFontFamilies)[number];

export const radiusStyles = ['square', 'soft', 'rounded', 'pill'] as const;
export type RadiusStyle = (typeof radiusStyles)[number];

export const shadowStyles = ['flat', 'soft', 'deep'] as const;

const colorOverrides = z
  .object({
    accent: hexColor.describe('Primary action colour (buttons, balances, active states).'),
    onAccent: hexColor.describe('Text and icons on the accent colour. Chosen automatically when omitted.'),
    accentText: hexColor.describe('Accent used as text on surfaces. Derived to pass AA when omitted.'),
    secondary: hexColor.describe('Cool highlight colour (badges, links, secondary highlights).'),
    onSecondary: hexColor,
    success: hexColor,
    warning: hexColor,
    danger: hexColor,
    info: hexColor,
    canvas: hexColor.describe('Page background.'),
    surface: hexColor.describe('Card and panel background.'),
    textPrimary: hexColor,
    textSecondary: hexColor,
    textMuted: hexColor,
    neutralHue: z.number().min(0).max(360).describe('Hue (OKLCH degrees) that tints canvas, surfaces and borders.'),
    neutralChroma: z.number().min(0).max(0.08).describe('How strongly neutrals are tinted (0 = pure grey).'),
  })
  .partial()
  .strict();

const modeOverrides = z.object({ color: colorOverrides.optional() }).strict();

export const themeInputSchema = z
  .object({
    $schema: z.string().optional(),
    name: z.string().min(1).describe('Human-readable brand theme name.'),
    color: colorOverrides.optional(),
    light: modeOverrides.optional().describe('Overrides applied in light mode only.'),
    dark: modeOverrides.optional().describe('Overrides applied in dark mode only.'),
    font: z
      .object({
        body: z.enum(bundledFontFamilies).describe('Body text family (CJK, Korean and Thai scripts fall back per language).'),
        display: z.enum(bundledFontFamilies).describe('Headings and large numbers.'),
        headingWeight: z.union([z.literal(500), z.literal(600), z.literal(700), z.literal(800)]),
        headingCase: z.enum(['none', 'uppercase']),
        scale: z.number().min(0.875).max(1.25).describe('Multiplies the type scale.'),
      })
      .partial()
      .strict()
      .optional(),
    radius: z.enum(radiusStyles).optional().describe('Corner style: square, soft, rounded or pill.'),
    shadow: z.enum(shadowStyles).optional(),
    density: z.enum(['compact', 'comfortable']).optional(),
  })
  .strict();

export type ThemeInput = z.infer<typeof themeInputSchema>;
export type ThemeColorOverrides = z.infer<typeof colorOverrides>;

const languageCode = z
  .string()
  .regex(/^[A-Z]{2}(?:-[A-Z]{2})?$/, 'use an upper-case platform language code such as "JA", "EN", "PT-BR"');

const relativeAsset = z
  .string()
  .regex(/^assets\/[\w./-]+$/, 'use a path inside the brand folder, such as "assets/logo.svg"');

const link = z.object({ labelKey: z.string().min(1), href: z.string().min(1) }).strict();

export const brandSchema = z
  .object({
    $schema: z.string().optional(),
    id: z
      .string()
      .regex(/^_?[a-z][a-z0-9-]*$/, 'lower-case letters, digits and dashes, starting with a letter (the folder name)'),
    name: z.string().min(1).describe('Brand name shown in titles and alt texts.'),
    merchantCode: z.string().min(1).describe('Merchant code sent with every call (Merchant header).'),
    platform: z.literal('WEB').default('WEB'),
    device: z.literal('WEB').default('WEB'),
    lotteryType: z.literal('SEA').default('SEA'),
    clientType: z.number().int().default(3),
    defaultLanguage: languageCode.default('JA'),
    languages: z.array(languageCode).min(1).describe('Offered interface languages, in menu order.'),
    defaultMode: z.enum(['light', 'dark']).default('dark'),
    currencySymbol: z.string().min(1).max(4).default('P'),
    loginedToHomePage: z.boolean().default(false),
    assets: z
      .object({
        logo: relativeAsset.describe('Logo for dark backgrounds (SVG recommended).'),
        logoLight: relativeAsset.optional().describe('Logo for light backgrounds; falls back to logo.'),
        favicon: relativeAsset,
        licenceSeal: relativeAsset.describe('Gaming licence seal shown 150x60 in the footer.'),
      })
      .strict(),
    licenceNumber: z.string().min(1),
    footerLinks: z.array(link).default([]),
    appDownload: z
      .object({ ios: z.string().optional(), iosLite: z.string().optional(), android: z.string().optional() })
      .strict()
      .default({}),
    cdnFallbacks: z
      .object({ image: z.array(z.url()).default([]), launchGame: z.array(z.url()).default([]) })
      .strict()
      .default({ image: [], launchGame: [] }),
    apiBaseUrl: z.string().default('').describe('Base URL of the platform; empty means the same origin.'),
    endpointOverrides: z
      .record(z.string(), z.string().regex(/^\//, 'paths start with "/"'))
      .default({})
      .describe('Endpoint key -> path, for platforms whose paths differ from the conventions.'),
  })
  .strict()
  .refine((b) => b.languages.includes(b.defaultLanguage), {
    message: 'defaultLanguage must be one of languages',
    path: ['defaultLanguage'],
  });

export type BrandInput = z.input<typeof brandSchema>;
export type BrandConfig = z.output<typeof brandSchema>;
