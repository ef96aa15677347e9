export { Footer } from './Footer';
export type { FooterLink, FooterLinkProps, FooterPaymentMethod, FooterProps } from './Footer.types';
