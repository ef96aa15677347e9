import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render';
import { Footer } from './Footer';

const props = { brandName: 'Croupier', licenceSealSrc: '/seal.svg', licenceNumber: 'L-1', year: 2025 };

describe('Footer', () => {
  it('shows the 150x60 seal with the licence number and the five sections', () => {
    renderUi(<Footer {...props} paymentMethods={[{ key: 'visa', name: 'VISA' }]} />);
    const seal = screen.getByRole('img', { name: 'Croupier のゲーミングライセンス認証シール' });
    expect(seal.getBoundingClientRect().width).toBe(150);
    expect(seal.getBoundingClientRect().height).toBe(60);
    expect(screen.getByText('ライセンス番号：L-1')).toBeInTheDocument();
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['ヘルプセンター', '認証', 'お支払い方法', 'セキュリティ', '責任あるゲーミング']);
    expect(screen.getByText('VISA')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '18歳以上限定' })).toBeInTheDocument();
  });

  it('leaves out the payment-methods block while there are none, never an empty list', () => {
    const { rerender } = renderUi(<Footer {...props} />);
    expect(screen.queryByRole('heading', { name: 'お支払い方法' })).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
    rerender(<Footer {...props} paymentMethods={[{ key: 'UN', name: '銀行振込' }]} />);
    expect(screen.getByRole('heading', { name: 'お支払い方法' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('銀行振込');
  });

  it('translates brand footer links from their label keys', () => {
    renderUi(<Footer {...props} links={[{ labelKey: 'footer.security', href: '/help?topic=security' }]} />, { lang: 'EN' });
    expect(screen.getByRole('link', { name: 'Security' })).toHaveAttribute('href', '/help?topic=security');
    expect(screen.getByText('© 2025 Croupier. All rights reserved.')).toBeInTheDocument();
  });
});
