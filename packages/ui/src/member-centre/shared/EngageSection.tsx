/** A card of the engagement panels (rewards, missions, cashback, referral): an h3 title under the panel's h2, then its content. */
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { Icon, type IconName } from '../../primitives/Icon';
import { fontStack, vars } from '../../theme';

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};
  min-width: 0;
  padding: ${vars.space['4']};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.raised};

  @container (min-width: 560px) {
    padding: ${vars.space['5']};
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['2']} ${vars.space['3']};

  & > h3 {
    display: flex;
    align-items: center;
    gap: ${vars.space['2']};
    margin: 0;
    font-family: ${fontStack.display};
    font-size: ${vars.font.size.md};
    font-weight: ${vars.font.weight.heading};
  }
  & > h3 > svg {
    color: ${vars.color.accent.text};
  }
`;

export interface EngageSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title: ReactNode;
  icon?: IconName;
  /** Beside the title: a count, a total. */
  aside?: ReactNode;
}

export function EngageSection({ title, icon, aside, children, ...rest }: EngageSectionProps) {
  const titleId = useId();
  return (
    <Root aria-labelledby={titleId} {...rest}>
      <Header>
        <h3 id={titleId}>
          {icon ? <Icon name={icon} size="sm" /> : null}
          {title}
        </h3>
        {aside}
      </Header>
      {children}
    </Root>
  );
}

/** A big figure on a tinted card (claimable cashback, rewards earned). */
export const Highlight = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['3']} ${vars.space['4']};
  padding: ${vars.space['4']} ${vars.space['5']};
  border: 1px solid ${vars.color.accent.border};
  border-radius: ${vars.radius.lg};
  background:
    radial-gradient(120% 140% at 0% 0%, ${vars.color.accent.soft} 0%, transparent 70%),
    ${vars.color.surface.raised};

  & [data-part='HighlightLabel'] {
    display: block;
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.sm};
  }
  & [data-part='HighlightValue'] {
    display: block;
    color: ${vars.color.accent.text};
    font-family: ${fontStack.display};
    font-size: ${vars.font.size['3xl']};
    font-weight: ${vars.font.weight.bold};
    font-variant-numeric: tabular-nums;
    line-height: 1.15;
  }
  & [data-part='HighlightNote'] {
    display: block;
    margin-top: ${vars.space['1']};
    color: ${vars.color.text.muted};
    font-size: ${vars.font.size.xs};
  }
  @container (max-width: 479px) {
    padding: ${vars.space['4']};
    & > button {
      width: 100%;
    }
    & [data-part='HighlightValue'] {
      font-size: ${vars.font.size['2xl']};
    }
  }
`;

/** A count pill beside a section title. */
export const CountPill = styled.span`
  min-width: 24px;
  padding: 0 ${vars.space['2']};
  border-radius: ${vars.radius.full};
  background: ${vars.color.accent.solid};
  color: ${vars.color.accent.onSolid};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.bold};
  line-height: 1.7;
  text-align: center;
`;
