/**
 * After `vite build` (the browser bundle in dist/) and `vite build --ssr src/prerender.tsx` (the prerenderer in
 * .prerender/): renders /index for a first-time visitor and writes dist/index.prerendered.html, the page the platform
 * (and any host following docs/decisions/0005) answers for `/` and `/index`. dist/index.html stays the empty shell
 * every other route is answered with.
 *
 * The prerendered page starts with one small inline script (its SHA-256 goes into the platform's CSP). It marks the
 * page stale when this browser is not a first-time visitor (a session, another language or mode): the prerendered
 * markup is then kept hidden and the app renders the right page instead of hydrating. And it requests the app's
 * scripts: at once for such a browser, otherwise after the page has painted or on the first touch, click or key.
 * The CSS is inline too. See docs/decisions/0005-prerendered-landing-page.md.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, extname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '..');
const dist = resolve(root, process.env.SITE_OUT ?? 'dist');
const out = resolve(root, process.env.PRERENDER_DIR ?? '.prerender');

const { prerenderPage, brand } = await import(pathToFileURL(resolve(out, 'prerender.js')).href);
const page = await prerenderPage('/index');
const target = resolve(dist, 'index.prerendered.html');
if (!page) {
  // The brand sends visitors elsewhere (loginedToHomePage): every route gets the shell.
  rmSync(target, { force: true });
  console.log(`prerender: /index redirects a visitor for brand "${brand.name}": no prerendered page`);
} else {
  const shell = readFileSync(resolve(dist, 'index.html'), 'utf8');
  // The prerenderer sees the brand's assets as source files (file: URLs); the page links the client build's copies.
  const assets = readdirSync(resolve(dist, 'assets'));
  const builtAsset = (fileUrl) => {
    const source = fileURLToPath(fileUrl);
    const stem = basename(source, extname(source));
    const content = readFileSync(source);
    const match = assets.find((name) => name.startsWith(`${stem}-`) && extname(name) === extname(source) && readFileSync(resolve(dist, 'assets', name)).equals(content));
    if (!match) throw new Error(`prerender: ${source} is not in the client build`);
    return `/assets/${match}`;
  };
  page.html = page.html.replace(/file:\/\/[^"'\s)]+/g, builtAsset);
  const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  // React writes the hoisted theme <style> elements first; they belong in <head> (React finds them there).
  const hoisted = [];
  const body = page.html.replace(/<style data-precedence="[^"]*" data-href="[^"]*">[\s\S]*?<\/style>|<link rel="preload"[^>]*\/>/g, (tag) => {
    hoisted.push(tag);
    return '';
  });
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
    // A first-time visitor has the page already: the app comes once it has painted (fonts and images in), or at once
    // when they touch, click or type before that.
    'if(stale)load();else{addEventListener("load",function(){requestAnimationFrame(function(){setTimeout(load,0)})},{once:true});',
    '["pointerdown","keydown","touchstart"].forEach(function(t){addEventListener(t,load,{once:true,passive:true,capture:true})})}',
    '})()',
  ].join('');
  const head = [
    `<script data-csp-hash="sha256-HASH">${boot}</script>`,
    '<style>html[data-prerender=stale] #root{visibility:hidden}</style>',
    `<link rel="icon" href="${builtAsset(page.favicon)}">`,
    ...hoisted,
    page.styleTags,
  ].join('\n    ');
  let html = shell
    .replace(/<html lang="[^"]*">/, `<html lang="${page.htmlLang}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace('<head>', `<head>\n    ${head}`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="/index">${body}</div>`);
  // The stylesheet (font faces; the page's own styles are inline above) inline too: one request less before the
  // first paint. Its url()s are absolute paths, so they stay valid.
  html = html.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g, (_tag, file) => `<style>${readFileSync(resolve(dist, file), 'utf8').trim()}</style>`);
  // The page is on screen without the app's scripts: the inline script above loads them once it has painted.
  html = html.replace(/<script type="module" crossorigin src="[^"]+"><\/script>\s*/, '').replace(/<link rel="modulepreload" crossorigin href="[^"]+">\s*/g, '');
  if (html === shell) throw new Error('prerender: dist/index.html has no <head> or <div id="root"></div>');
  // The inline script's hash (the platform's CSP allows it and nothing else inline), once its text is final.
  html = html.replace(/<script data-csp-hash="sha256-HASH">([\s\S]*?)<\/script>/, (_tag, code) => `<script data-csp-hash="sha256-${createHash('sha256').update(code).digest('base64')}">${code}</script>`);
  writeFileSync(target, html);
  writeFileSync(`${target}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${target}.gz`, gzipSync(html, { level: 9 }));
  console.log(`prerender: ${target} (${(html.length / 1024).toFixed(1)} KB, ${(gzipSync(html).length / 1024).toFixed(1)} KB gzip)`);
}
