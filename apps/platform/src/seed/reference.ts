/** Reference data of the seed: countries with dialing codes, the demo IP-to-country table, help articles, templates. */
import { CONTENT_LANGUAGES, contentOf, FALLBACK_CONTENT_LANGUAGE } from './content';

export const COUNTRIES: readonly (readonly [code: string, dialing: string, name: string])[] = [
  ['JP', '81', 'Japan'], ['CN', '86', 'China'], ['KR', '82', 'South Korea'], ['TH', '66', 'Thailand'],
  ['VN', '84', 'Vietnam'], ['ID', '62', 'Indonesia'], ['PH', '63', 'Philippines'], ['MY', '60', 'Malaysia'],
  ['SG', '65', 'Singapore'], ['HK', '852', 'Hong Kong'], ['TW', '886', 'Taiwan'], ['MO', '853', 'Macau'],
  ['KH', '855', 'Cambodia'], ['LA', '856', 'Laos'], ['MM', '95', 'Myanmar'], ['IN', '91', 'India'],
  ['BD', '880', 'Bangladesh'], ['NP', '977', 'Nepal'], ['PK', '92', 'Pakistan'], ['UZ', '998', 'Uzbekistan'],
  ['KZ', '7', 'Kazakhstan'], ['RU', '7', 'Russia'], ['TR', '90', 'Turkey'], ['AE', '971', 'United Arab Emirates'],
  ['SA', '966', 'Saudi Arabia'], ['US', '1', 'United States'], ['GB', '44', 'United Kingdom'], ['FR', '33', 'France'],
  ['DE', '49', 'Germany'], ['ES', '34', 'Spain'], ['PT', '351', 'Portugal'], ['BR', '55', 'Brazil'], ['AU', '61', 'Australia'],
];

/**
 * The demo IP-to-country table (no outside service). Local and private addresses count as Japan (the default
 * language's market); the three documentation ranges of RFC 5737 stand for other countries so tests and demos can
 * pretend to be elsewhere. `IP_COUNTRY_FILE` (CSV `network,country`) adds rows at seed time.
 */
export const IP_COUNTRIES: readonly (readonly [network: string, country: string])[] = [
  ['127.0.0.0/8', 'JP'],
  ['::1/128', 'JP'],
  ['10.0.0.0/8', 'JP'],
  ['172.16.0.0/12', 'JP'],
  ['192.168.0.0/16', 'JP'],
  ['192.0.2.0/24', 'US'],
  ['198.51.100.0/24', 'CN'],
  ['203.0.113.0/24', 'TH'],
  ['203.0.113.128/25', 'VN'],
];

export interface HelpSeed {
  category: string;
  categoryTitle: string;
  language: string;
  articles: readonly (readonly [title: string, content: string])[];
}

/**
 * The help centre's categories and their articles in every content language (seed/content/<CODE>.json `helpCentre`),
 * in the order of EN.json's keys.
 */
export const HELP: readonly HelpSeed[] = CONTENT_LANGUAGES.flatMap((language) =>
  Object.entries(contentOf(FALLBACK_CONTENT_LANGUAGE).helpCentre).flatMap(([category, english]) => {
    const texts = contentOf(language).helpCentre[category];
    if (!texts) return [];
    const articles = Object.keys(english.articles).flatMap((key) => {
      const article = texts.articles[key];
      return article ? [[article.title, article.content] as const] : [];
    });
    return [{ category, categoryTitle: texts.title, language, articles }];
  }),
);

/** The help centre's categories in display order (every language's rows take the same place). */
export const HELP_CATEGORY_ORDER = ['account', 'funds', 'security', 'responsible-gaming'] as const;

/** The templates' keys and types; their texts are in every content language (seed/content/<CODE>.json `templates`). */
export const TEMPLATE_TYPES: Readonly<Record<string, string>> = { terms: 'agreement', age: 'agreement', privacy: 'policy', about: 'page' };

export const TEMPLATES: readonly (readonly [key: string, type: string, language: string, title: string, content: string])[] = Object.entries(
  TEMPLATE_TYPES,
).flatMap(([key, type]) =>
  CONTENT_LANGUAGES.flatMap((language) => {
    const text = contentOf(language).templates[key];
    return text ? [[key, type, language, text.title, text.content] as const] : [];
  }),
);
