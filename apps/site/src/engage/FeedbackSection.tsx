/**
 * The feedback form (FEEDBACK3, multipart with up to 3 images) in the help centre, where the side menu's "Send
 * feedback" leads (/help?topic=feedback). Feedback is sent from a session: a visitor is offered the login.
 */
import { FEEDBACK_CONTENT_MIN, FEEDBACK_IMAGE_UPLOAD, feedbackTypes as platformFeedbackTypes } from '@croupier/contract';
import { useFeedback, useSession } from '@croupier/data';
import { Button, EmptyState, FeedbackForm, feedbackTypes, type FeedbackRequest, type FeedbackType } from '@croupier/ui';
import { useTranslation } from 'react-i18next';
import { openAuth } from '../state/siteStore';
import { EngageTexts } from './EngageTexts';

/** The help centre's topic (and the section's id) the side menu opens. */
export const FEEDBACK_TOPIC = 'feedback';

/** The kinds the platform takes, in the kit's order. */
export const offeredFeedbackTypes: readonly FeedbackType[] = feedbackTypes.filter((type) =>
  (platformFeedbackTypes as readonly string[]).includes(type),
);

/** The form's request as the call's: the text fields, and the images under the contract's part name. */
export function toFeedbackInput(request: FeedbackRequest) {
  const fields = {
    type: request.type as (typeof platformFeedbackTypes)[number],
    content: request.content,
  };
  return Object.assign(fields, { [FEEDBACK_IMAGE_UPLOAD.field]: request.images });
}

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
