import { describe, expect, it } from 'vitest';
import { bannerSlide, firstImageOf, wrapTitle } from './bannerSlide';

describe('banner notices as slides', () => {
  it('takes the first safe picture of the notice', () => {
    expect(firstImageOf('<p>x</p><img alt="a" src="/art/banner.png"><img src="https://cdn.example/b.png">')).toBe('/art/banner.png');
    expect(firstImageOf("<img src='https://cdn.example/b.png'>")).toBe('https://cdn.example/b.png');
    expect(firstImageOf('<img src="javascript:alert(1)">')).toBeUndefined();
    expect(firstImageOf('<img src="//evil.example/x.png">')).toBeUndefined();
    expect(firstImageOf('<p>no picture</p>')).toBeUndefined();
  });
  it('uses the notice picture, else the drawn art, with the title as alt text', () => {
    const notice = { id: 7, title: 'Live <baccarat> & more', content: '<p>text</p>', date: 0 };
    expect(bannerSlide(notice, 0)).toBeNull();
    expect(bannerSlide(notice, 0, { wide: 'blob:w', narrow: 'blob:n' })).toEqual({ id: '7', imageSrc: 'blob:w', mobileImageSrc: 'blob:n', alt: 'Live <baccarat> & more', href: '/noticePage' });
    expect(bannerSlide({ ...notice, id: undefined, content: '<img src="/b.png">' }, 3, { wide: 'blob:w' })).toEqual({ id: 'notice-3', imageSrc: '/b.png', alt: 'Live <baccarat> & more', href: '/noticePage' });
  });
  it('wraps long titles into two lines at most', () => {
    expect(wrapTitle('Short')).toEqual(['Short']);
    expect(wrapTitle('Live baccarat tables now open for everyone tonight')).toEqual(['Live baccarat tables now', 'open for everyone tonight']);
    expect(wrapTitle('a b c d e f g h i j k l m n o p q r s t u v w x y z a b c d e f g h i j k l m n o p', 10, 2)).toHaveLength(2);
    expect(wrapTitle('ライブバカラ開設のお知らせです本日より全テーブル開放', 20, 2)).toHaveLength(2);
  });
});
