/**
 * After `vite build` (the browser bundle in dist/) and `vite build --ssr src/prerender.tsx` (the prerenderer in
 * .prerender/): renders /index and the lobby's hall pages (src/prerender.tsx `prerenderedPaths`) for a first-time
 * visitor and writes dist/<name>.prerendered.html for each (dist/index.prerendered.html, dist/rng.prerendered.html...),
 * the pages the platform (and any host following docs/decisions/0005) answers for `/` and `/index`, `/rng`... .
 * dist/index.html stays the empty shell every other route is answered with.
 *
 * The prerendered page starts with one small inline script (its SHA-256 goes into the platform's CSP). It marks the
 * page stale when this browser is not a first-time visitor (a session, another language or mode): the prerendered
 * markup is then kept hidden and the app renders the right page instead of hydrating. And it requests the app's
 * scripts: at once for such a browser, otherwise after the page has painted or on the first touch, click or key.
 * The CSS is inline too. See docs/decisions/0005-prerendered-landing-page.md.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import subsetFont from 'subset-font';
import { firstScriptFonts, firstScriptWeights } from './firstFonts.mjs';

const root = resolve(import.meta.dirname, '..');
const dist = resolve(root, process.env.SITE_OUT ?? 'dist');
const out = resolve(root, process.env.PRERENDER_DIR ?? '.prerender');

const { prerenderPage, prerenderedPaths, brand, builtAssets, linkBuiltAssets } = await import(pathToFileURL(resolve(out, 'prerender.js')).href);

/**
 * The page's own script face: the default language's font cut to the characters of the prerendered page (CJK and
 * full-width, from U+2E80; Latin has its own faces), one file per weight (about 45 KB for a Japanese page).
 * Declared after the first CSS's unicode-range subsets of the same family, it is the face used for those characters
 * (the last one defined is tried first): instead of some forty subsets arriving one after another, each laying the
 * page out again with part of its text still in a fallback, one file per weight covers all of it at once. Characters
 * the page does not have (what the app renders later) still come from the subsets. See docs/decisions/0005.
 */
async function pageScriptFaces(text) {
  const none = { css: '', chars: 0, bytes: 0 };
  const first = firstScriptFonts[String(brand.defaultLanguage).toUpperCase()];
  if (!first?.source) return none;
  const chars = [...new Set(Array.from(text).filter((c) => (c.codePointAt(0) ?? 0) >= 0x2e80))].sort();
  if (chars.length === 0) return none;
  const range = chars.map((c) => `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase()}`).join(',');
  const fromSite = createRequire(resolve(root, 'package.json'));
  const files = await Promise.all(
    firstScriptWeights.map(async (weight) => {
      const woff2 = Buffer.from(await subsetFont(readFileSync(fromSite.resolve(first.source[weight])), chars.join(''), { targetFormat: 'woff2' }));
      const name = `assets/page-face-${weight}-${createHash('sha256').update(woff2).digest('hex').slice(0, 10)}.woff2`;
      writeFileSync(resolve(dist, name), woff2);
      return { weight, href: `/${name}`, bytes: woff2.length };
    }),
  );
  return {
    css: `<style>${files.map(({ weight, href }) => `@font-face{font-family:"${first.name}";font-style:normal;font-display:swap;font-weight:${weight};src:url(${href}) format("woff2");unicode-range:${range}}`).join('')}</style>`,
    chars: chars.length,
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
  };
}
const shell = readFileSync(resolve(dist, 'index.html'), 'utf8');
// The prerenderer sees the brand's assets as source files (file: URLs); the page links the client build's copies.
const builtAsset = builtAssets(dist);
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
// The app's scripts: the entry and what Vite preloads with it (the landing section's chunk included).
const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(shell)?.[1];
if (!entry) throw new Error('prerender: dist/index.html has no module script');
const preloads = [...shell.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
const boot = [
  '(function(){var d=document,stale=false;',
  'try{var l=localStorage,s=sessionStorage,m=l.getItem("croupier.mode"),g=l.getItem("hisLang");',
  `stale=!!(s.getItem("token")||(m&&m!==${JSON.stringify(brand.defaultMode)})||(g&&g.toUpperCase()!==${JSON.stringify(brand.defaultLanguage.toUpperCase())}))`,
  '}catch(e){}',
  'if(stale)d.documentElement.setAttribute("data-prerender","stale");',
  // The entry first, then its preloads ten at a time, each batch in its own task (each request costs its start).
  `function add(t,a){var e=d.createElement(t);for(var k in a)e[k]=a[k];e.crossOrigin="";d.head.appendChild(e)}`,
  `var loaded=false,rest=${JSON.stringify(preloads)};function more(){rest.splice(0,10).forEach(function(h){add("link",{rel:"modulepreload",href:h})});if(rest.length)setTimeout(more,0)}`,
  `function load(){if(loaded)return;loaded=true;add("script",{type:"module",src:${JSON.stringify(entry)}});setTimeout(more,0)}`,
  // A first-time visitor has the page already: the app comes once it has loaded (fonts and images in) and its first
  // contentful paint is recorded (3 s at most after the load: a page opened in a background tab paints nothing), or
  // at once when they touch, click or type before that.
  'function painted(f){var done=false;function go(){if(!done){done=true;f()}}setTimeout(go,3000);',
  'try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true})}catch(e){go()}}',
  // (The observer's callback and the time-out each run in a task of their own, after the paint.)
  'if(stale)load();else{addEventListener("load",function(){painted(load)},{once:true});',
  '["pointerdown","keydown","touchstart"].forEach(function(t){addEventListener(t,load,{once:true,passive:true,capture:true})})}',
  '})()',
].join('');

/** `/index` -> index.prerendered.html, `/rng` -> rng.prerendered.html (the platform maps them back the same way). */
const fileOf = (path) => `${path.replace(/^\//, '')}.prerendered.html`;
// Stale pages of an earlier build (a path no longer prerendered, or the brand now redirecting) go first.
for (const name of readdirSync(dist)) if (/\.prerendered\.html(\.br|\.gz)?$/.test(name)) rmSync(resolve(dist, name), { force: true });

const pages = [];
for (const path of prerenderedPaths) {
  const page = await prerenderPage(path);
  if (!page) {
    // The brand sends visitors elsewhere (loginedToHomePage): the path gets the shell.
    console.log(`prerender: ${path} redirects a visitor for brand "${brand.name}": no prerendered page`);
    continue;
  }
  page.html = linkBuiltAssets(page.html, builtAsset);
  // React writes the hoisted theme <style> elements first; they belong in <head> (React finds them there).
  const hoisted = [];
  const body = page.html.replace(/<style data-precedence="[^"]*" data-href="[^"]*">[\s\S]*?<\/style>|<link rel="preload"[^>]*\/>/g, (tag) => {
    hoisted.push(tag);
    return '';
  });
  pages.push({ path, page, hoisted, body });
}
// One face for all the prerendered pages (the characters of all of them): a visitor going from one to the next has
// it already.
const pageText = pages.map(({ body, page }) => body.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '').replace(/<[^>]+>/g, '') + page.title).join('');
const faces = pages.length > 0 ? await pageScriptFaces(pageText) : { css: '', chars: 0, bytes: 0 };

for (const { path, page, hoisted, body } of pages) {
  const target = resolve(dist, fileOf(path));
  const head = [
    `<script data-csp-hash="sha256-HASH">${boot}</script>`,
    '<style>html[data-prerender=stale] #root{visibility:hidden}</style>',
    `<link rel="icon" href="${builtAsset(page.favicon)}">`,
    ...hoisted,
    page.styleTags,
  ].join('\n    ');
  let html = shell
    .replace(/<html lang="[^"]*">/, `<html lang="${page.htmlLang}" dir="${page.dir}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace('<head>', `<head>\n    ${head}`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="${path}">${body}</div>`);
  // The stylesheet (font faces; the page's own styles are inline above) inline too: one request less before the
  // first paint. Its url()s are absolute paths, so they stay valid.
  html = html.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g, (_tag, file) => `<style>${readFileSync(resolve(dist, file), 'utf8').trim()}</style>`);
  // After the first CSS, so its face comes before the subsets for the page's characters. Not preloaded: requested by
  // the first layout like any face, they do not compete with the page itself (measured: preloading cost more than it
  // gained on Lighthouse's phone).
  html = html.replace('</head>', `${faces.css}\n  </head>`);
  // The page is on screen without the app's scripts: the inline script above loads them once it has painted.
  html = html.replace(/<script type="module" crossorigin src="[^"]+"><\/script>\s*/, '').replace(/<link rel="modulepreload" crossorigin href="[^"]+">\s*/g, '');
  if (html === shell) throw new Error('prerender: dist/index.html has no <head> or <div id="root"></div>');
  // The inline script's hash (the platform's CSP allows it and nothing else inline), once its text is final.
  html = html.replace(/<script data-csp-hash="sha256-HASH">([\s\S]*?)<\/script>/, (_tag, code) => `<script data-csp-hash="sha256-${createHash('sha256').update(code).digest('base64')}">${code}</script>`);
  writeFileSync(target, html);
  writeFileSync(`${target}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${target}.gz`, gzipSync(html, { level: 9 }));
  console.log(`prerender: ${path} -> ${target} (${(html.length / 1024).toFixed(1)} KB, ${(gzipSync(html).length / 1024).toFixed(1)} KB gzip)`);
}
if (pages.length > 0) console.log(`prerender: the pages' own script face: ${faces.chars} characters, ${(faces.bytes / 1024).toFixed(1)} KB woff2`);
