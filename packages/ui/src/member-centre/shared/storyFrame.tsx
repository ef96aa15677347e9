/** Stories only: a panel as the centre shows it, under its page heading (h3) in a column of the content's width. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../primitives/Heading';

/** The content column's width in the centre: a desktop's, and a 360 px phone's less the 24 px story padding. */
export const frameWidths = { desktop: 680, phone: 312 } as const;

export function PanelFrame({ page, width, children }: { page: string; width: number; children: ReactNode }) {
  const { t } = useTranslation('site');
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: width }}>
      <Heading level={3} size="lg">
        {t(`memberCentre.pages.${page}.label`)}
      </Heading>
      {children}
    </div>
  );
}

/** An avatar drawn as SVG (no binary images): a site's own STATIC character, or a CUSTOM "photo". */
export function sampleAvatar(kind: 'STATIC' | 'CUSTOM'): string {
  const svg =
    kind === 'STATIC'
      ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="26" r="14" fill="#f5c451"/><circle cx="27" cy="24" r="2.4" fill="#2a2118"/><circle cx="37" cy="24" r="2.4" fill="#2a2118"/><path d="M26 31q6 5 12 0" stroke="#2a2118" stroke-width="2.4" fill="none" stroke-linecap="round"/><path d="M12 60q20-22 40 0z" fill="#f5c451"/></svg>`
      : `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5b7cfa"/><stop offset="1" stop-color="#b45bfa"/></linearGradient></defs><rect width="64" height="64" fill="url(#g)"/><circle cx="32" cy="26" r="11" fill="#f1d3bd"/><path d="M10 64q22-30 44 0z" fill="#22283a"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
