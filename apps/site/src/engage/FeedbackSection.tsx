/**
 * The feedback form (FEEDBACK3, multipart with up to 3 images) in the help centre, where the side menu's "Send
 * feedback" leads (/help?topic=feedback). Feedback is sent from a session: a visitor is offered the login.
 */
import { FEEDBACK_CONTENT_MIN } from '@croupier/contract';
import { useFeedback, useSession } from '@croupier/data';
import { Button, EmptyState, FeedbackForm } from '@croupier/ui';
import { useTranslation } from 'react-i18next';
import { openAuth } from '../state/siteStore';
import { EngageTexts } from './EngageTexts';
import { FEEDBACK_TOPIC, offeredFeedbackTypes, toFeedbackInput } from './engageModel';

function Feedback() {
  const { t } = useTranslation('site');
  const { isLoggedIn } = useSession();
  const send = useFeedback();
  return (
    <section id={`help-${FEEDBACK_TOPIC}`} aria-label={t('engagePages.feedbackSection')}>
      {isLoggedIn ? (
        <FeedbackForm
          headingLevel={2}
          types={offeredFeedbackTypes}
          minLength={FEEDBACK_CONTENT_MIN}
          onSubmit={async (request) => {
            await send.trigger(toFeedbackInput(request));
          }}
        />
      ) : (
        <EmptyState
          icon="login"
          headingLevel={2}
          title={t('engagePages.feedbackLoginTitle')}
          description={t('engagePages.feedbackLoginBody')}
          action={
            <Button variant="primary" onClick={() => openAuth({ kind: 'login' })}>
              {t('common:actions.login')}
            </Button>
          }
        />
      )}
    </section>
  );
}

export function FeedbackSection() {
  return (
    <EngageTexts>
      <Feedback />
    </EngageTexts>
  );
}
