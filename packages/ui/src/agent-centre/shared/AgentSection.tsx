import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Icon, type IconName } from '../../primitives/Icon';
import {
  SectionDescription,
  SectionHeader,
  SectionRoot,
  SectionTitle,
  SectionTitleBlock,
} from '../../member-centre/shared/PanelParts.styles';

export interface AgentSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title: ReactNode;
  icon?: IconName;
  description?: ReactNode;
}

/** A card with an h3 title under the panel's h2 (the member centre's PanelSection sits one level lower). */
export function AgentSection({ title, icon, description, children, ...rest }: AgentSectionProps) {
  const titleId = useId();
  return (
    <SectionRoot aria-labelledby={titleId} {...rest}>
      <SectionHeader>
        <SectionTitleBlock>
          <SectionTitle as="h3" id={titleId}>
            {icon ? <Icon name={icon} size="sm" /> : null}
            {title}
          </SectionTitle>
          {description ? <SectionDescription>{description}</SectionDescription> : null}
        </SectionTitleBlock>
      </SectionHeader>
      {children}
    </SectionRoot>
  );
}
