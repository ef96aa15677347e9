import { forwardRef } from 'react';
import { Icon } from '../../primitives/Icon';
import { Action, Description, EmptyStateRoot, IconBadge, Title } from './EmptyState.styles';
import type { EmptyStateProps } from './EmptyState.types';

/** Nothing to show yet: an icon, what is missing, why, and the way forward. */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  { icon = 'search', title, description, action, size = 'md', headingLevel = 3, ...rest },
  ref,
) {
  return (
    <EmptyStateRoot ref={ref} data-component="EmptyState" data-size={size} {...rest}>
      <IconBadge data-part="Icon">
        <Icon name={icon} size={size === 'sm' ? 'lg' : 'xl'} />
      </IconBadge>
      <Title as={`h${headingLevel}`} data-part="Title">
        {title}
      </Title>
      {description ? <Description data-part="Description">{description}</Description> : null}
      {action ? <Action data-part="Action">{action}</Action> : null}
    </EmptyStateRoot>
  );
});
