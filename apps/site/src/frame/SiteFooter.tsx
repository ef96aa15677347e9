/**
 * The footer with the brand's seal and links and the merchant's payment methods (the platform's public list of its
 * deposit channels). The footer sits below the first screen: the list is asked for when it comes near.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { usePaymentMethods } from '@croupier/data';
import { Footer, type FooterLinkProps } from '@croupier/ui';
import { brand, brandAssets } from '../brand';

const year = new Date().getFullYear();
const renderLink = ({ href, ...props }: FooterLinkProps) => <Link to={href} {...props} />;

export function SiteFooter() {
  const ref = useRef<HTMLElement>(null);
  const [isNear, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || isNear) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: '800px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);
  const methods = usePaymentMethods(isNear);

  return (
    <Footer
      ref={ref}
      brandName={brand.name}
      licenceSealSrc={brandAssets.licenceSeal}
      licenceNumber={brand.licenceNumber}
      paymentMethods={methods.data?.list ?? []}
      links={brand.footerLinks}
      helpHref="/help"
      year={year}
      renderLink={renderLink}
      // Below the first screen: laid out when it comes near (see the home page's BelowTheFold).
      style={{ contentVisibility: 'auto', containIntrinsicBlockSize: 'auto 720px' }}
    />
  );
}
