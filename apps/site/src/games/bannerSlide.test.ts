import { describe, expect, it } from 'vitest';
import { bannerSlide, firstImageOf } from './bannerSlide';

describe('banner notices as slides', () => {
  it('takes the first safe picture of the notice', () => {
    expect(firstImageOf('<p>x</p><img alt="a" src="/art/banner.png"><img src="https://cdn.example/b.png">')).toBe('/art/banner.png');
    expect(firstImageOf("<img src='https://cdn.example/b.png'>")).toBe('https://cdn.example/b.png');
    expect(firstImageOf('<img src="javascript:alert(1)">')).toBeUndefined();
    expect(firstImageOf('<img src="//evil.example/x.png">')).toBeUndefined();
    expect(firstImageOf('<p>no picture</p>')).toBeUndefined();
  });
  it('uses the notice picture with the title as alt text', () => {
    const notice = { id: undefined, title: 'Live <baccarat> & more', content: '<p>x</p><img src="/b.png">', date: 0 };
    expect(bannerSlide(notice, 3)).toEqual({ id: 'notice-3', imageSrc: '/b.png', alt: 'Live <baccarat> & more', href: '/noticePage' });
  });
  it('makes artwork of the title, seeded by the position, when the notice has no (safe) picture', () => {
    const notice = { id: 7, title: 'Live <baccarat> & more', content: '<p>text</p>', date: 0 };
    expect(bannerSlide(notice, 0)).toEqual({ id: '7', art: { title: 'Live <baccarat> & more', seed: 0 }, href: '/noticePage' });
    expect(bannerSlide({ ...notice, content: '<img src="//evil.example/x.png">' }, 4)).toEqual({ id: '7', art: { title: 'Live <baccarat> & more', seed: 4 }, href: '/noticePage' });
  });
});
