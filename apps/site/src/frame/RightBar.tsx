/** The right-side bar (SPEC §1): customer service and the app downloads with QR codes. */
import { RightSideBar } from '@croupier/ui';
import { brand } from '../brand';

export default function RightBar({ onCustomerService }: { onCustomerService: () => void }) {
  const base = typeof location === 'undefined' ? '' : location.origin;
  const downloads = Object.fromEntries(Object.entries(brand.appDownload ?? {}).map(([key, href]) => [key, href.startsWith('/') ? `${base}${href}` : href]));
  return <RightSideBar onCustomerService={onCustomerService} downloads={downloads} />;
}
