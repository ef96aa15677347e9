import type { AnchorHTMLAttributes, HTMLAttributes, ReactNode } from 'react';

export interface FooterPaymentMethod {
  key: string;
  /** Shown as the badge text and the image's alt. */
  name: string;
  /** Optional logo; the name shows as a text badge without it. */
  logoSrc?: string;
}

export interface FooterLink {
  /** A key in the `frame` namespace (brand.json `footerLinks`), e.g. 'footer.helpCentre'. */
  labelKey: string;
  href: string;
}

export interface FooterLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  children?: ReactNode;
}

export interface FooterProps extends HTMLAttributes<HTMLElement> {
  brandName: string;
  /** Gaming licence seal, shown 150x60. */
  licenceSealSrc: string;
  licenceNumber: string;
  paymentMethods?: readonly FooterPaymentMethod[];
  links?: readonly FooterLink[];
  /** Help centre path. */
  helpHref?: string;
  /** Copyright year; pass it (the current year) so renders stay deterministic. */
  year: number;
  onNavigate?: (path: string) => void;
  renderLink?: (props: FooterLinkProps) => ReactNode;
}
