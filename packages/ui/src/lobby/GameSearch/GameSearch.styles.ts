import styled from 'styled-components';
import { fontStack, media, vars } from '../../theme';

export const SearchForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space['3']};
  min-width: 0;
  font-family: ${fontStack.body};

  & > [data-component='TextField'] {
    flex: 1 1 260px;
    min-width: 0;
  }

  ${media.phoneOnly} {
    & > [data-component='TextField'] {
      flex-basis: 100%;
    }
  }
`;

export const FilterGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['2']};
`;

export const FilterChip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['1']};
  min-height: ${vars.layout.control.md};
  padding: 0 ${vars.space['4']};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.full};
  background: ${vars.color.surface.raised};
  color: ${vars.color.text.secondary};
  font: inherit;
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &:hover {
    background: ${vars.color.surface.hover};
    color: ${vars.color.text.primary};
  }
  &[aria-pressed='true'] {
    border-color: ${vars.color.accent.border};
    background: ${vars.color.accent.soft};
    color: ${vars.color.accent.text};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 2px;
  }
  & [data-part='Check'] {
    display: none;
  }
  &[aria-pressed='true'] [data-part='Check'] {
    display: inline-flex;
  }

  ${media.phoneOnly} {
    min-height: ${vars.layout.touchTarget};
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;
