import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { captchaText, drawCaptcha } from './captcha';
import { isRegionRule, ruleMatches, systemStatusFor } from './geo';
import { deobfuscateServiceLink, obfuscateServiceLink } from './serviceLink';
import { builtInSlider } from './slider';

describe('customer-service links of type 3', () => {
  it('match an OpenSSL single-DES vector (DES-EDE with K1 = K2)', () => {
    // printf 'https://cs.example.org/' | openssl enc -des-ecb -K 6162636465666768 -base64 (the data package's vector)
    expect(obfuscateServiceLink('https://cs.example.org/', 'abcdefgh')).toBe('AMSSoqUcylyyHc95ZYKZUQiqSs0qx4BSabcdefgh');
    expect(deobfuscateServiceLink('AMSSoqUcylyyHc95ZYKZUQiqSs0qx4BSabcdefgh')).toBe('https://cs.example.org/');
    const link = obfuscateServiceLink('https://chat.example/x?y=1');
    expect(deobfuscateServiceLink(link)).toBe('https://chat.example/x?y=1');
  });
});

describe('captcha and slider images', () => {
  it('draws a real PNG for a 4-character text without ambiguous characters', () => {
    const text = captchaText();
    expect(text).toMatch(/^[A-HJKMNP-Z2-9]{4}$/);
    const png = PNG.sync.read(Buffer.from(drawCaptcha(text), 'base64'));
    expect([png.width, png.height]).toEqual([120, 44]);
  });

  it('slider challenges put the gap inside the picture', () => {
    const challenge = builtInSlider().create();
    const bg = PNG.sync.read(Buffer.from(challenge.background, 'base64'));
    expect(bg.width).toBe(challenge.width);
    expect(challenge.targetX).toBeGreaterThan(0);
    expect(challenge.targetX + 44).toBeLessThanOrEqual(challenge.width);
  });
});

describe('region rules', () => {
  it('match countries, IPs and CIDRs', () => {
    expect(ruleMatches('jp', '1.2.3.4', 'JP')).toBe(true);
    expect(ruleMatches('10.0.0.0/8', '10.2.3.4', 'JP')).toBe(true);
    expect(ruleMatches('10.0.0.0/8', '11.2.3.4', 'JP')).toBe(false);
    expect(ruleMatches('::1', '::1', 'JP')).toBe(true);
    expect(isRegionRule('10.0.0.0/33')).toBe(false);
    expect(isRegionRule('JPN')).toBe(false);
    const merchant = { status: 'normal' as const, regionAllow: [], regionDeny: ['CN'] };
    expect(systemStatusFor(merchant, '1.1.1.1', 'CN')).toBe(2);
    expect(systemStatusFor({ ...merchant, status: 'maintenance' }, '1.1.1.1', 'JP')).toBe(1);
  });
});
