import { forwardRef, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORMAT_RULES, drawMessages, slotTiers, type LotteryFormat } from '@croupier/contract';
import { Button } from '../../actions/Button';
import { Icon } from '../../primitives/Icon';
import { ResultNumbers } from '../resultsShared/ResultNumbers';
import { CopyCommand } from './CopyCommand';
import { Actions, Facts, Hex, Outcome, Root, Steps } from './FairnessProof.styles';
import type { FairnessCheck, FairnessProofProps } from './FairnessProof.types';

type Verification =
  { state: 'idle' } | { state: 'running' } | { state: 'done'; check: FairnessCheck } | { state: 'error' };

/** Shown in the commands until the seed is revealed. */
const seedPlaceholder = '<seed>';

/** The third step's text key and values: how a digest's value becomes a number of this format (as the contract does). */
function reductionOf(format: LotteryFormat): { key: string; values: Record<string, string | number> } {
  const rule = FORMAT_RULES[format];
  if (rule.kind === 'board') {
    const digits = slotTiers(format)[0]?.digits ?? 2;
    return { key: 'fairness.steps.board', values: { modulus: 10 ** digits, digits } };
  }
  const span = rule.max - rule.min + 1;
  if (rule.distinct) return { key: 'fairness.steps.shuffle', values: { min: rule.min, max: rule.max } };
  return { key: 'fairness.steps.balls', values: { span, min: rule.min } };
}

/**
 * A draw's fairness proof (commit-reveal): the seed hash published before betting, the seed revealed with the result,
 * how to check both by hand (copyable `sha256sum` and `openssl` commands), and a button that checks them in the browser.
 */
export const FairnessProof = forwardRef<HTMLElement, FairnessProofProps>(function FairnessProof(
  { draw, format, messages, onVerify, headingLevel = 3, ...rest },
  ref,
) {
  const { t } = useTranslation('lottery');
  const titleId = useId();
  const Title = headingLevel === 3 ? 'h3' : 'h4';
  const SubTitle = headingLevel === 3 ? 'h4' : 'h5';
  const [verification, setVerification] = useState<Verification>({ state: 'idle' });
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  // A new draw starts unchecked.
  useEffect(() => setVerification({ state: 'idle' }), [draw.gameCode, draw.periodNo, draw.seed]);

  const slotMessages = messages && messages.length > 0 ? messages : drawMessages(format, draw.gameCode, draw.periodNo);
  const seed = draw.seed;
  const seedText = seed ?? seedPlaceholder;
  const hashCommand = `printf %s "${seedText}" | sha256sum`;
  const hmacCommand = `printf %s "${slotMessages[0] ?? ''}" | openssl dgst -sha256 -hmac "${seedText}"`;
  const reduction = reductionOf(format);

  const verify = async () => {
    setVerification({ state: 'running' });
    try {
      const check = await onVerify(draw);
      if (alive.current) setVerification({ state: 'done', check });
    } catch {
      if (alive.current) setVerification({ state: 'error' });
    }
  };

  const passed = verification.state === 'done' && verification.check.seedMatchesHash && verification.check.numbersMatch;

  return (
    <Root ref={ref} data-component="FairnessProof" aria-labelledby={titleId} {...rest}>
      <Title id={titleId} data-part="Title">
        <Icon name="shieldCheck" size="sm" />
        {t('fairness.title', { period: draw.periodNo })}
      </Title>
      <p>{t('fairness.explain')}</p>
      <Facts>
        <div>
          <dt>{t('fairness.seedHash')}</dt>
          <dd>
            <Hex data-part="SeedHash">{draw.seedHash}</Hex>
            <small>{t('fairness.seedHashHint')}</small>
          </dd>
        </div>
        <div>
          <dt>{t('fairness.seed')}</dt>
          <dd>
            {seed ? (
              <Hex data-part="Seed">{seed}</Hex>
            ) : (
              <Hex data-part="Seed" data-pending="">
                {t('fairness.seedHidden')}
              </Hex>
            )}
          </dd>
        </div>
      </Facts>
      <SubTitle data-part="Title">{t('fairness.howTo')}</SubTitle>
      <Steps data-part="Steps">
        <li>
          <span>{t('fairness.steps.hash')}</span>
          <CopyCommand command={hashCommand} label={t('fairness.hashCommand')} />
        </li>
        <li>
          <span>{t('fairness.steps.hmac', { message: slotMessages[0] ?? '' })}</span>
          <CopyCommand command={hmacCommand} label={t('fairness.hmacCommand')} />
        </li>
        <li>
          <span>{t(reduction.key, reduction.values)}</span>
        </li>
      </Steps>
      <Actions>
        <Button
          variant="secondary"
          startIcon={<Icon name="shieldCheck" size="sm" />}
          onClick={() => void verify()}
          isLoading={verification.state === 'running'}
          disabled={!seed || !draw.numbers}
          data-part="VerifyButton"
        >
          {t('fairness.verify')}
        </Button>
        {!seed ? <p>{t('fairness.verifyLater')}</p> : null}
      </Actions>
      <div role="status" aria-live="polite" data-part="VerifyStatus">
        {verification.state === 'done' ? (
          <Outcome data-outcome={passed ? 'verified' : 'failed'}>
            <strong>
              <Icon name={passed ? 'success' : 'error'} size="sm" />
              {passed ? t('fairness.verified') : t('fairness.failed')}
            </strong>
            {passed ? null : (
              <p>{!verification.check.seedMatchesHash ? t('fairness.failedSeed') : t('fairness.failedNumbers')}</p>
            )}
            <p>{t('fairness.recomputed')}</p>
            <ResultNumbers numbers={verification.check.numbers} label={t('fairness.recomputed')} />
          </Outcome>
        ) : verification.state === 'error' ? (
          <Outcome data-outcome="error">
            <strong>
              <Icon name="error" size="sm" />
              {t('fairness.verifyError')}
            </strong>
          </Outcome>
        ) : null}
      </div>
    </Root>
  );
});
