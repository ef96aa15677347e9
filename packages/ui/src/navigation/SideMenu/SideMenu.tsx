import * as Dialog from '@radix-ui/react-dialog';
import { languageInfo } from '@croupier/locales';
import { forwardRef, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../actions/IconButton';
import { Icon, type IconName } from '../../primitives/Icon';
import { ThemeScope } from '../../theme';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../Tabs';
import { Badge, Body, Empty, Group, GroupTitle, Item, List, Overlay, Sheet, SheetHeader, SheetTitle, Slot } from './SideMenu.styles';
import {
  sideMenuGameCentreItems,
  sideMenuMainItems,
  sideMenuPanels,
  sideMenuTrailingItems,
  type SideMenuPanel,
  type SideMenuProps,
} from './SideMenu.types';

const [MAIN, MEMBER, LANGUAGE] = sideMenuPanels;

/**
 * The side menu: a drawer from the start edge with the mutually exclusive panels main, member and language.
 * Focus is trapped while open and returns to the opener; the portal keeps the page's brand, mode and language.
 */
export const SideMenu = forwardRef<HTMLDivElement, SideMenuProps>(function SideMenu(
  {
    open,
    defaultOpen,
    onOpenChange,
    panel: panelProp,
    defaultPanel = 'main',
    onPanelChange,
    hasReferral = false,
    hasManualRebate = false,
    memberItems = [],
    languages = [],
    currentLanguage,
    onLanguageChange,
    onSelect,
    closeOnSelect = true,
    header,
    ...rest
  },
  ref,
) {
  const { t } = useTranslation('frame');
  const gameCentreId = useId();
  const [ownOpen, setOwnOpen] = useState(defaultOpen ?? false);
  const isOpen = open ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  const [ownPanel, setOwnPanel] = useState<SideMenuPanel>(defaultPanel);
  const panel = panelProp ?? ownPanel;
  const gates = { hasReferral, hasManualRebate };

  const select = (key: string) => {
    onSelect?.(key);
    if (closeOnSelect) setOpen(false);
  };
  const item = (key: string, icon: IconName, label: string) => (
    <li key={key}>
      <Item type="button" data-part="Item" data-key={key} onClick={() => select(key)}>
        <Icon name={icon} />
        {label}
      </Item>
    </li>
  );

  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      <Dialog.Portal>
        <ThemeScope>
          <Dialog.Overlay asChild>
            <Overlay data-part="Overlay" />
          </Dialog.Overlay>
          <Dialog.Content asChild aria-describedby={undefined} {...rest}>
            <Sheet ref={ref} data-component="SideMenu">
              <SheetHeader>
                <Dialog.Title asChild>
                  <SheetTitle>{t('sideMenu.title')}</SheetTitle>
                </Dialog.Title>
                <Dialog.Close asChild>
                  <IconButton icon="close" label={t('sideMenu.close')} data-part="CloseButton" />
                </Dialog.Close>
              </SheetHeader>
              {header ? <Slot data-part="Header">{header}</Slot> : null}
              <Body>
                <Tabs
                  variant="pill"
                  isFullWidth
                  value={panel}
                  onValueChange={(value) => {
                    const next = value as SideMenuPanel;
                    if (panelProp === undefined) setOwnPanel(next);
                    onPanelChange?.(next);
                  }}
                  style={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}
                >
                  <TabsList aria-label={t('sideMenu.panels')}>
                    {sideMenuPanels.map((p) => (
                      <TabsTrigger key={p} value={p}>
                        {t(`sideMenu.${p}`)}
                      </TabsTrigger>
                    ))}
                  </TabsList>
                  <TabsContent value={MAIN}>
                    <List data-part="MainList">
                      {sideMenuMainItems
                        .filter((entry) => !('gate' in entry) || gates[entry.gate])
                        .map((entry) => item(entry.key, entry.icon, t(`sideMenu.${entry.key}`)))}
                      <Group aria-labelledby={gameCentreId}>
                        <GroupTitle id={gameCentreId}>{t('sideMenu.gameCentre')}</GroupTitle>
                        <List data-part="GameCentreList">
                          {sideMenuGameCentreItems.map((entry) => item(entry.key, entry.icon, t(`sideMenu.${entry.key}`)))}
                        </List>
                      </Group>
                      {sideMenuTrailingItems.map((entry) => item(entry.key, entry.icon, t(`sideMenu.${entry.key}`)))}
                    </List>
                  </TabsContent>
                  <TabsContent value={MEMBER}>
                    {memberItems.length === 0 ? (
                      <Empty>{t('sideMenu.memberEmpty')}</Empty>
                    ) : (
                      <List data-part="MemberList">
                        {memberItems.map((entry) => (
                          <li key={entry.key}>
                            <Item type="button" data-part="Item" data-key={entry.key} onClick={() => select(entry.key)}>
                              <Icon name={entry.icon} />
                              {entry.label}
                              {entry.badge && entry.badge > 0 ? (
                                <Badge data-part="Trailing" aria-hidden="true">
                                  {entry.badge}
                                </Badge>
                              ) : null}
                            </Item>
                          </li>
                        ))}
                      </List>
                    )}
                  </TabsContent>
                  <TabsContent value={LANGUAGE}>
                    <List data-part="LanguageList">
                      {languages.map((code) => {
                        const info = languageInfo(code);
                        const isCurrent = code === currentLanguage;
                        return (
                          <li key={code}>
                            <Item
                              type="button"
                              data-part="Item"
                              data-key={code}
                              lang={info?.htmlLang}
                              dir={info?.dir}
                              aria-current={isCurrent ? 'true' : undefined}
                              onClick={() => {
                                onLanguageChange?.(code);
                                if (closeOnSelect) setOpen(false);
                              }}
                            >
                              <Icon name="globe" />
                              {info?.nativeName ?? code}
                              {isCurrent ? <Icon name="check" data-part="Trailing" label={t('sideMenu.current')} /> : null}
                            </Item>
                          </li>
                        );
                      })}
                    </List>
                  </TabsContent>
                </Tabs>
              </Body>
            </Sheet>
          </Dialog.Content>
        </ThemeScope>
      </Dialog.Portal>
    </Dialog.Root>
  );
});
