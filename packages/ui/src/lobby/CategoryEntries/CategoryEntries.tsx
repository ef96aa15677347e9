import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../primitives/Icon';
import { renderLobbyLink } from '../shared/links';
import { Card, CardIcon, CardText, EntriesRoot, LinkReset } from './CategoryEntries.styles';
import type { CategoryEntriesProps } from './CategoryEntries.types';

/** The home page's category cards (live, slots, fishing, sports...), each a link to its category page. */
export const CategoryEntries = forwardRef<HTMLElement, CategoryEntriesProps>(function CategoryEntries(
  { entries, renderLink, onNavigate, 'aria-label': ariaLabel, ...rest },
  ref,
) {
  const { t } = useTranslation('lobby');
  return (
    <EntriesRoot ref={ref} data-component="CategoryEntries" aria-label={ariaLabel ?? t('categories.label')} {...rest}>
      <ul>
        {entries.map((entry) => (
          <li key={entry.key} data-category={entry.key}>
            <LinkReset>
              {renderLobbyLink(
                {
                  href: entry.href,
                  children: (
                    <Card data-part="Card">
                      {entry.imageSrc ? <img src={entry.imageSrc} alt="" loading="lazy" decoding="async" /> : null}
                      <CardIcon aria-hidden="true">
                        <Icon name={entry.icon} size="lg" />
                      </CardIcon>
                      <CardText>
                        <span data-part="Label">{entry.label ?? t(`categories.${entry.key}`, { ns: 'frame', defaultValue: entry.key })}</span>
                        {entry.description ? <span data-part="Description">{entry.description}</span> : null}
                      </CardText>
                    </Card>
                  ),
                },
                renderLink,
                onNavigate,
              )}
            </LinkReset>
          </li>
        ))}
      </ul>
    </EntriesRoot>
  );
});
