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

export function usePageKey(): string {
  const matches = useMatches();
  return ((matches.at(-1)?.handle as RouteHandle | undefined)?.page ?? 'notFound');
}

export interface SectionPageProps {
  /** Page key of `site:pages.<page>`; the route's own unless told. */
  page?: string;
  /** Hide the lead paragraph. */
  hasLead?: boolean;
  children?: ReactNode;
}

export function SectionPage({ page, hasLead = true, children }: SectionPageProps) {
  const { t } = useTranslation('site');
  const routePage = usePageKey();
  const key = page ?? routePage;
  return (
    <Page width="content">
      <Lead>
        <Heading level={1}>{t(`pages.${key}.title`)}</Heading>
        {hasLead ? <Text tone="secondary">{t(`pages.${key}.lead`)}</Text> : null}
      </Lead>
      {children}
    </Page>
  );
}
