/**
 * The help centre (/help, and bare at /helpmc): the platform's categories and articles in the current language.
 * `?topic=` names a category (the footer's `responsible-gaming`, `security`), whose articles open and which is scrolled
 * to, or one article by id; `?topic=feedback` opens the feedback form at the end.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useHelpCentre } from '@croupier/data';
import { EmptyState, Heading, RichText, Skeleton, Stack, vars } from '@croupier/ui';
import { FEEDBACK_TOPIC } from '../../engage/engageModel';
import { FeedbackSection } from '../../engage/FeedbackSection';
import { SectionPage } from '../SectionPage';

const Article = styled.details`
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface.raised};
  summary {
    cursor: pointer;
    padding: ${vars.space['3']} ${vars.space['4']};
    font-weight: ${vars.font.weight.medium};
    color: ${vars.color.text.primary};
    border-radius: ${vars.radius.md};
  }
  summary:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 2px;
  }
  > div {
    padding: 0 ${vars.space['4']} ${vars.space['4']};
  }
`;

export function Component() {
  const { t } = useTranslation('site');
  const [params] = useSearchParams();
  const topic = params.get('topic');
  const { data, error, isLoading } = useHelpCentre();
  const hasTopicCategory =
    topic === FEEDBACK_TOPIC || (topic !== null && (data ?? []).some((category) => String(category.id) === topic));
  useEffect(() => {
    if (hasTopicCategory) document.getElementById(`help-${topic}`)?.scrollIntoView({ block: 'start' });
  }, [hasTopicCategory, topic, isLoading]);
  return (
    <SectionPage>
      {isLoading ? (
        <Stack gap="3">
          <Skeleton height="48px" />
          <Skeleton height="48px" />
          <Skeleton height="48px" />
        </Stack>
      ) : error || !data || data.length === 0 ? (
        <EmptyState icon="help" title={t('help.empty')} />
      ) : (
        data.map((category) => (
          <Stack as="section" gap="3" key={category.id} aria-labelledby={`help-${category.id}`}>
            <Heading level={2} size="lg" id={`help-${category.id}`}>
              {category.title}
            </Heading>
            {category.articles.map((article) => (
              <Article key={article.id} open={topic !== null && (String(category.id) === topic || String(article.id) === topic)}>
                <summary>{article.title}</summary>
                <div>
                  <RichText html={article.content} size="sm" />
                </div>
              </Article>
            ))}
          </Stack>
        ))
      )}
      <FeedbackSection />
    </SectionPage>
  );
}
