import { MINIMUM_AGE } from '@croupier/contract';
import { forwardRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../primitives/Icon';
import {
  AgeBadge,
  Badges,
  Bottom,
  FooterRoot,
  Inner,
  LinkList,
  PaymentBadge,
  Row,
  Seal,
  Section,
  Sections,
  SectionTitle,
  TextLink,
} from './Footer.styles';
import type { FooterLinkProps, FooterProps } from './Footer.types';

/**
 * The site footer: help centre, certification (licence seal and number), payment methods (left out while there are none:
 * never an empty block), security, responsible gaming, links, copyright.
 */
export const Footer = forwardRef<HTMLElement, FooterProps>(function Footer(
  { brandName, licenceSealSrc, licenceNumber, paymentMethods = [], links = [], helpHref = '/help', year, onNavigate, renderLink, ...rest },
  ref,
) {
  const { t } = useTranslation('frame');
  const link = ({ href, onClick, children, ...props }: FooterLinkProps): ReactNode =>
    renderLink ? (
      renderLink({ href, onClick, children, ...props })
    ) : (
      <a
        href={href}
        {...props}
        onClick={(event) => {
          onClick?.(event);
          if (event.defaultPrevented || !onNavigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          onNavigate(href);
        }}
      >
        {children}
      </a>
    );

  return (
    <FooterRoot ref={ref} data-component="Footer" aria-label={t('footer.label')} {...rest}>
      <Inner>
        <Sections>
          <Section data-part="HelpCentre">
            <SectionTitle>
              <Icon name="help" size="sm" />
              {t('footer.helpCentre')}
            </SectionTitle>
            <p>{t('footer.helpCentreBody')}</p>
            <TextLink>{link({ href: helpHref, children: t('footer.helpCentre') })}</TextLink>
          </Section>
          <Section data-part="Certification">
            <SectionTitle>
              <Icon name="verified" size="sm" />
              {t('footer.certification')}
            </SectionTitle>
            <Seal src={licenceSealSrc} width={150} height={60} alt={t('footer.licenceSealAlt', { brand: brandName })} />
            <p data-part="LicenceNumber">{t('footer.licenceNumber', { number: licenceNumber })}</p>
          </Section>
          {paymentMethods.length > 0 ? (
            <Section data-part="PaymentMethods">
              <SectionTitle>
                <Icon name="card" size="sm" />
                {t('footer.paymentMethods')}
              </SectionTitle>
              <Badges>
                {paymentMethods.map((method) => (
                  <PaymentBadge key={method.key} data-key={method.key}>
                    {method.logoSrc ? <img src={method.logoSrc} alt={method.name} /> : method.name}
                  </PaymentBadge>
                ))}
              </Badges>
            </Section>
          ) : null}
          <Section data-part="Security">
            <SectionTitle>
              <Icon name="shieldCheck" size="sm" />
              {t('footer.security')}
            </SectionTitle>
            <p>{t('footer.securityBody')}</p>
          </Section>
          <Section data-part="ResponsibleGaming">
            <SectionTitle>
              <Icon name="shield" size="sm" />
              {t('footer.responsibleGaming')}
            </SectionTitle>
            <Row>
              <AgeBadge role="img" aria-label={t('footer.adultsOnly')}>
                <span aria-hidden="true" data-part="Age">{MINIMUM_AGE}</span>
              </AgeBadge>
              <p>{t('footer.responsibleGamingBody')}</p>
            </Row>
          </Section>
        </Sections>
        <Bottom>
          {links.length > 0 ? (
            <nav aria-label={t('footer.links')}>
              <LinkList>
                {links.map((l) => (
                  <li key={l.href}>{link({ href: l.href, children: t(l.labelKey) })}</li>
                ))}
              </LinkList>
            </nav>
          ) : null}
          <small data-part="Copyright">{t('footer.copyright', { year, brand: brandName })}</small>
        </Bottom>
      </Inner>
    </FooterRoot>
  );
});
