import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../navigation/Tabs';
import { Icon } from '../../primitives/Icon';
import { Hint, Root } from './PlayTypeTabs.styles';
import type { PlayTypeTabsProps } from './PlayTypeTabs.types';

/**
 * A game's play types on the kit's Tabs (arrow keys, Home/End): each tab named by its code's text, the selected one's
 * panel opening with its one-line rule, then the content (the number picker).
 */
export const PlayTypeTabs = forwardRef<HTMLDivElement, PlayTypeTabsProps>(function PlayTypeTabs(
  { playTypes, value, onChange, children, listLabel, ...rest },
  ref,
) {
  const { t } = useTranslation('lottery');
  return (
    <Root ref={ref} data-component="PlayTypeTabs" {...rest}>
      <Tabs variant="pill" value={value} onValueChange={onChange}>
        <TabsList aria-label={listLabel ?? t('play.playTypesLabel')}>
          {playTypes.map(({ code }) => (
            <TabsTrigger key={code} value={code} data-code={code}>
              {t(`playTypes.${code}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {playTypes.map(({ code }) => (
          <TabsContent key={code} value={code}>
            <Hint data-part="Hint">
              <Icon name="info" size="sm" />
              <span>{t(`playTypes.${code}_hint`)}</span>
            </Hint>
            {children}
          </TabsContent>
        ))}
      </Tabs>
    </Root>
  );
});
