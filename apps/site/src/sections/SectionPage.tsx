/** A page's frame inside `main`: its heading (the route's page title) and lead, then the page's content. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import styled from 'styled-components';
import { Container, Heading, Text, media, vars } from '@croupier/ui';
import type { RouteHandle } from '../app/routeTable';

const Page = styled(Container)`
  display: grid;
  align-content: start;
  gap: ${vars.space['6']};
  padding-block: ${vars.space['6']} ${vars.space['10']};
  ${media.tabletUp} {
    padding-block: ${vars.space['8']} ${vars.space['16']};
  }
`;

const Lead = styled.header`
  display: grid;
  gap: ${vars.space['2']};
  max-width: 48rem;
`;

/** The heading's line: the h1, then (when given) the aside in what is left of the line. */
const HeadingRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space['4']};
  min-width: 0;
  & > h1 {
    flex: none;
    max-width: 100%;
  }
`;

/**
 * The slot beside the h1: size-contained, so its content never sets its height; it is as high as the heading's line
 * (stretched) and as wide as what the heading leaves. What arrives in it after the first paint (a lobby's
 * announcements) moves nothing, and an empty slot shows nothing.
 */
const HeadingAside = styled.div`
  display: flex;
  flex: 1 1 0;
  align-items: center;
  align-self: stretch;
  min-width: 0;
  overflow: hidden;
  contain: size;
`;

export function usePageKey(): string {
  const matches = useMatches();
  return ((matches.at(-1)?.handle as RouteHandle | undefined)?.page ?? 'notFound');
}

export interface SectionPageProps {
  /** Page key of `site:pages.<page>`; the route's own unless told. */
  page?: string;
  /** Hide the lead paragraph. */
  hasLead?: boolean;
  /**
   * Shown beside the heading, in a slot of the heading line's height that never changes the page's layout (the
   * lobbies' announcement strip, which arrives after the prerendered page has painted).
   */
  headingAside?: ReactNode;
  children?: ReactNode;
}

export function SectionPage({ page, hasLead = true, headingAside, children }: SectionPageProps) {
  const { t } = useTranslation('site');
  const routePage = usePageKey();
  const key = page ?? routePage;
  return (
    <Page width="content">
      <Lead>
        {headingAside === undefined ? (
          <Heading level={1}>{t(`pages.${key}.title`)}</Heading>
        ) : (
          <HeadingRow>
            <Heading level={1}>{t(`pages.${key}.title`)}</Heading>
            <HeadingAside data-part="HeadingAside">{headingAside}</HeadingAside>
          </HeadingRow>
        )}
        {hasLead ? <Text tone="secondary">{t(`pages.${key}.lead`)}</Text> : null}
      </Lead>
      {children}
    </Page>
  );
}
