/** Captcha images: 4 characters of the built-in bitmap font, jittered and scaled, over noise lines and dots. */
import { randomInt, randomUUID } from 'node:crypto';
import { CAPTCHA_ALPHABET, Canvas, FONT, type Rgb } from './png';

export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_TTL_MS = 5 * 60_000;

const pick = (): string => CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)] ?? 'A';
const randomColor = (min: number, max: number): Rgb => [randomInt(min, max), randomInt(min, max), randomInt(min, max)];

export function captchaText(): string {
  let text = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i += 1) text += pick();
  return text;
}

/** A 120x44 PNG (base64, no data: prefix) of the text. */
export function drawCaptcha(text: string): string {
  const canvas = new Canvas(120, 44, randomColor(225, 250));
  for (let i = 0; i < 6; i += 1) canvas.line(randomInt(0, 120), randomInt(0, 44), randomInt(0, 120), randomInt(0, 44), randomColor(120, 200));
  [...text].forEach((char, index) => {
    const glyph = FONT[char] ?? FONT.A ?? [];
    const scale = 4;
    const x0 = 8 + index * 27 + randomInt(-2, 3);
    const y0 = 6 + randomInt(-3, 4);
    const slant = (randomInt(-3, 4) / 10) * scale;
    const color = randomColor(20, 110);
    glyph.forEach((row, gy) => {
      [...row].forEach((bit, gx) => {
        if (bit !== '1') return;
        const shift = Math.round((3 - gy) * slant);
        canvas.rect(x0 + gx * scale + shift, y0 + gy * scale, scale, scale, color);
      });
    });
  });
  for (let i = 0; i < 160; i += 1) canvas.set(randomInt(0, 120), randomInt(0, 44), randomColor(60, 200));
  return canvas.toBase64();
}

export const newCaptchaId = (): string => randomUUID();

/** Answers compare case-insensitively, ignoring spaces. */
export const normalizeCaptchaAnswer = (answer: string): string => answer.replace(/\s+/g, '').toUpperCase();
