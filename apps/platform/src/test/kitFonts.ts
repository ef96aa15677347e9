/** Test helper: a page links the kit's font stylesheet, which serves the Noto Sans JP faces from the same origin. */
import { expect } from 'vitest';

interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
  rawPayload: Buffer;
}

export async function expectKitFonts(get: (url: string) => Promise<Answer>, pageHtml: string, prefix: string): Promise<void> {
  expect(pageHtml).toContain(`<link rel="stylesheet" href="${prefix}/fonts.css">`);
  const css = await get(`${prefix}/fonts.css`);
  expect(css.statusCode).toBe(200);
  expect(String(css.headers['content-type'])).toContain('text/css');
  for (const family of ['Noto Sans', 'Noto Sans JP', 'Noto Sans SC', 'Noto Sans TC', 'Noto Sans KR', 'Noto Sans Thai', 'Noto Sans Arabic', 'Noto Sans Devanagari', 'Noto Sans Bengali', 'Noto Sans Tamil', 'Noto Sans Myanmar', 'Noto Sans Khmer', 'Noto Sans Lao']) expect(css.body).toContain(`font-family: '${family}'`);
  expect(css.body).toContain('unicode-range');
  const japanese = css.body.match(new RegExp(`url\\((${prefix}/noto-sans-jp/noto-sans-jp-[0-9]+-400-normal\\.woff2)\\)`))?.[1];
  expect(japanese, 'a Noto Sans JP file').toBeDefined();
  const file = await get(japanese!);
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('font/woff2');
  expect(file.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
  for (const bad of ['noto-sans-jp/..%2Fpackage.json', 'noto-sans-jp/package.json', 'other/noto-sans-jp-0-400-normal.woff2', 'noto-sans-jp/noto-sans-sc-0-400-normal.woff2']) {
    expect((await get(`${prefix}/${bad}`)).statusCode, bad).toBe(404);
  }
}
