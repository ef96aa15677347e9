// Runs in the dom project (a real Chromium DOM): DOMPurify needs a document to parse into.
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitizeHtml';

/** Parses the sanitized output so assertions look at elements, not string spelling. */
function parse(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = sanitizeHtml(html);
  return host;
}

/** Any element carrying an event-handler attribute (text that merely mentions "onerror" is harmless). */
function handlers(root: HTMLElement): string[] {
  return Array.from(root.querySelectorAll('*')).flatMap((el) =>
    Array.from(el.attributes)
      .filter((attr) => attr.name.toLowerCase().startsWith('on'))
      .map((attr) => `${el.tagName}.${attr.name}`),
  );
}

describe('sanitizeHtml', () => {
  it('keeps basic formatting, lists, headings and tables', () => {
    const html =
      '<h3>Title</h3><p><strong>bold</strong> <em>it</em> <u>u</u><br>line</p><ul><li>a</li></ul><ol start="3"><li>b</li></ol>' +
      '<table><caption>c</caption><thead><tr><th scope="col">h</th></tr></thead><tbody><tr><td colspan="2">d</td></tr></tbody></table>' +
      '<blockquote>q</blockquote><hr>';
    const out = parse(html);
    for (const selector of [
      'h3',
      'strong',
      'em',
      'u',
      'br',
      'ul li',
      'ol[start="3"] li',
      'table caption',
      'th[scope="col"]',
      'td[colspan="2"]',
      'blockquote',
      'hr',
    ]) {
      expect(out.querySelector(selector), selector).not.toBeNull();
    }
  });

  it('removes scripts, styles, frames, forms and SVG with their payloads', () => {
    const out = parse(
      '<p>ok</p><script>alert(1)</script><style>body{display:none}</style><iframe src="https://evil.test"></iframe>' +
        '<object data="x.swf"></object><embed src="x"><form action="https://evil.test"><input name="pw"><button>go</button></form>' +
        '<svg><script>alert(1)</script></svg><math><mi>x</mi></math><template><img src=x onerror=alert(1)></template>',
    );
    expect(
      out.querySelector('script, style, iframe, object, embed, form, input, button, svg, math, template'),
    ).toBeNull();
    expect(out.innerHTML).not.toMatch(/alert|evil/);
    expect(out.textContent).toContain('ok');
  });

  it('strips event handlers and javascript:/data: URLs in every spelling', () => {
    const out = parse(
      '<img src="https://cdn.test/a.png" onerror="alert(1)">' +
        '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(1)">b</a><a href=" &#106;avascript:alert(1)">c</a>' +
        '<a href="java&#x09;script:alert(1)">d</a><a href="data:text/html;base64,PHNjcmlwdD4=">e</a><a href="vbscript:x">f</a>' +
        '<p onclick="alert(1)" onmouseover="alert(1)">p</p><div onpointerenter="alert(1)">g</div>',
    );
    expect(handlers(out)).toEqual([]);
    for (const link of out.querySelectorAll('a')) expect(link.hasAttribute('href'), link.textContent ?? '').toBe(false);
    expect(out.querySelectorAll('a')).toHaveLength(6);
  });

  it('opens external links in a new tab with noopener noreferrer, site links in place', () => {
    const out = parse(
      '<a href="https://partner.test/promo" target="_self" rel="opener">ext</a><a href="//partner.test/x">proto</a>' +
        '<a href="/promotions" target="_blank">int</a><a href="mailto:help@site.test">mail</a>' +
        `<a href="${window.location.origin}/help">same</a>`,
    );
    const [external, protocolRelative, internal, mail, sameOrigin] = Array.from(out.querySelectorAll('a'));
    for (const link of [external, protocolRelative]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    for (const link of [internal, mail, sameOrigin]) {
      expect(link).not.toHaveAttribute('target');
      expect(link).not.toHaveAttribute('rel');
    }
    expect(internal).toHaveAttribute('href', '/promotions');
  });

  it('keeps https and relative images only, loaded lazily', () => {
    const out = parse(
      '<img src="https://cdn.test/a.png" alt="a"><img src="/img/b.png" alt="b"><img src="http://cdn.test/c.png" alt="c">' +
        '<img src="data:image/png;base64,AAAA" alt="d"><img src="//cdn.test/e.png" alt="e"><img src="javascript:alert(1)" alt="f">',
    );
    const images = Array.from(out.querySelectorAll('img'));
    expect(images.map((img) => img.alt)).toEqual(['a', 'b']);
    expect(images[0]).toHaveAttribute('loading', 'lazy');
  });

  it('keeps text styling but drops positioning, sizing, colours and url() in styles', () => {
    const out = parse(
      '<p style="text-align: center; position: fixed; top: 0; z-index: 99999; color: #000">a</p>' +
        '<p style="font-weight: bold; background: url(https://evil.test/x.png)">b</p>' +
        '<div style="position:absolute;inset:0;width:100vw;height:100vh">c</div>' +
        '<span style="font-style: italic; margin-top: -500px; transform: translateY(-100%)">d</span>',
    );
    const [a, b] = Array.from(out.querySelectorAll('p'));
    expect(a!.getAttribute('style')).toBe('text-align: center');
    expect(b!.getAttribute('style')).toBe('font-weight: bold');
    expect(out.querySelector('div')).not.toHaveAttribute('style');
    expect(out.querySelector('span')?.getAttribute('style')).toBe('font-style: italic');
  });

  it('drops ids, classes and data attributes that could clobber or restyle the page', () => {
    const out = parse(
      '<p id="root" class="Button" data-state="open" name="x" aria-hidden="true">p</p><img name="getElementById" src="/a.png" alt="">',
    );
    const p = out.querySelector('p')!;
    expect(p.attributes).toHaveLength(0);
    expect(out.querySelector('img')).not.toHaveAttribute('name');
  });

  it('returns an empty string for empty input and survives malformed markup', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
    const out = parse('<p>unclosed <b>bold<table><tr><td>cell</p></b><img src=x onerror=alert(1)//');
    expect(handlers(out)).toEqual([]);
    expect(out.textContent).toContain('cell');
  });

  it('defeats mutation XSS (namespace confusion, noscript, comment breakouts)', () => {
    const payloads = [
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
      '<!--><img src=x onerror=alert(1)>-->',
      '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
      '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
    ];
    for (const payload of payloads) {
      const out = parse(payload);
      expect(handlers(out), payload).toEqual([]);
      expect(out.querySelector('style, noscript, svg, math'), payload).toBeNull();
    }
  });
});
