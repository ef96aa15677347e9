import styled from 'styled-components';
import { breakpoints, fontStack, media, vars } from '../../theme';

export const FooterRoot = styled.footer`
  border-top: 1px solid ${vars.color.border.subtle};
  background: ${vars.color.surface.sunken};
  color: ${vars.color.text.secondary};
  font-family: ${fontStack.body};
  font-size: ${vars.font.size.sm};
`;

export const Inner = styled.div`
  max-width: ${vars.layout.content.maxWidth};
  margin: 0 auto;
  padding: ${vars.space['10']} ${vars.space['6']} ${vars.space['6']};

  ${media.phoneOnly} { padding: ${vars.space['8']} ${vars.space['4']} ${vars.space['4']}; }
`;

export const Sections = styled.div`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: ${vars.space['8']};

  ${media.phoneOnly} { grid-template-columns: 1fr; gap: ${vars.space['6']}; }
  @media (min-width: ${breakpoints.tablet}px) and (max-width: ${breakpoints.desktop - 1}px) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['3']};
  min-width: 0;

  & p { margin: 0; line-height: ${vars.font.lineHeight.relaxed}; }
`;

export const SectionTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${vars.space['2']};
  margin: 0;
  color: ${vars.color.text.primary};
  font-family: ${fontStack.display};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.heading};
  letter-spacing: ${vars.font.letterSpacing.caps};
  text-transform: uppercase;

  & > [data-component='Icon'] { color: ${vars.color.accent.text}; }
`;

export const Seal = styled.img`
  display: block;
  width: 150px;
  height: 60px;
  object-fit: contain;
`;

export const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['2']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const PaymentBadge = styled.li`
  display: inline-flex;
  align-items: center;
  height: 28px;
  padding: 0 ${vars.space['2']};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surface.raised};
  color: ${vars.color.text.primary};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.bold};
  white-space: nowrap;

  & > img { height: 18px; width: auto; }
`;

export const AgeBadge = styled.span`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 2px solid ${vars.color.danger.text};
  border-radius: ${vars.radius.full};
  color: ${vars.color.danger.text};
  font-family: ${fontStack.display};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.bold};

  & > [data-part='Age']::after { content: '+'; }
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space['3']};
`;

export const TextLink = styled.span`
  & > a {
    display: inline-flex;
    align-items: center;
    min-height: 24px;
    color: ${vars.color.accent.text};
    font-weight: ${vars.font.weight.medium};
    text-decoration: none;
  }
  & > a:hover { text-decoration: underline; text-underline-offset: 3px; }
`;

export const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['4']};
  margin-top: ${vars.space['8']};
  padding-top: ${vars.space['5']};
  border-top: 1px solid ${vars.color.border.subtle};
  color: ${vars.color.text.muted};
  font-size: ${vars.font.size.xs};
`;

export const LinkList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['1']} ${vars.space['5']};
  margin: 0;
  padding: 0;
  list-style: none;

  & a {
    display: inline-flex;
    align-items: center;
    min-height: ${vars.layout.touchTarget};
    color: ${vars.color.text.secondary};
    text-decoration: none;
  }
  & a:hover { color: ${vars.color.text.primary}; }
`;
