import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../actions/Button';
import { Icon } from '../../primitives/Icon';
import { Card, Emblem, Eyebrow, Facts, Logo, Message, SystemScreenRoot, Title } from './SystemScreen.styles';
import type { SystemScreenProps } from './SystemScreen.types';

/** Full-viewport screens for system status 1 (maintenance) and 2 (IP or region restriction). */
export const SystemScreen = forwardRef<HTMLDivElement, SystemScreenProps>(function SystemScreen(
  { variant, logo, ip, country, onContactUs, hasDocumentTitle = true, ...rest },
  ref,
) {
  const { t } = useTranslation('frame');
  const isMaintenance = variant === 'maintenance';
  const title = isMaintenance ? t('systemScreen.maintenanceTitle') : t('systemScreen.restrictedTitle');
  return (
    <SystemScreenRoot ref={ref} data-component="SystemScreen" data-variant={variant} {...rest}>
      {/* React 19 hoists <title> into the document head. */}
      {hasDocumentTitle ? <title>{title}</title> : null}
      <Card data-part="Card">
        {logo ? <Logo data-part="Logo">{logo}</Logo> : null}
        <Emblem aria-hidden="true">
          <Icon name={isMaintenance ? 'settings' : 'globe'} size="xl" />
        </Emblem>
        <Eyebrow data-part="Title">{title}</Eyebrow>
        <Title>{t('systemScreen.heading')}</Title>
        <Message>{isMaintenance ? t('systemScreen.maintenanceMessage') : t('systemScreen.restrictedMessage')}</Message>
        {isMaintenance ? null : (
          <Facts data-part="Facts">
            <dt>{t('systemScreen.ip')}</dt>
            <dd data-part="Ip">{ip}</dd>
            <dt>{t('systemScreen.country')}</dt>
            <dd data-part="Country">{country}</dd>
          </Facts>
        )}
        <Button size="lg" startIcon={<Icon name="support" />} onClick={onContactUs} data-part="ContactUs">
          {t('systemScreen.contactUs')}
        </Button>
      </Card>
    </SystemScreenRoot>
  );
});
