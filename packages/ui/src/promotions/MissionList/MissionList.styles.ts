import styled from 'styled-components';
import { fontStack, vars } from '../../theme';

export const MissionRoot = styled.section`
  container-type: inline-size;
  display: grid;
  gap: ${vars.space['3']};
  min-width: 0;
  color: ${vars.color.text.primary};
  font-family: ${fontStack.body};

  & > h2 {
    display: flex;
    align-items: center;
    gap: ${vars.space['2']};
    margin: 0;
    font-family: ${fontStack.display};
    font-size: ${vars.font.size.lg};
    font-weight: ${vars.font.weight.heading};
  }
  & > h2 > svg {
    color: ${vars.color.accent.text};
  }
`;

export const MissionCard = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  grid-template-areas:
    'icon head action'
    'icon progress action';
  align-items: center;
  gap: ${vars.space['2']} ${vars.space['4']};
  padding: ${vars.space['4']};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.raised};

  &[data-status='claim'] {
    border-color: ${vars.color.accent.border};
    box-shadow: ${vars.shadow.glow};
  }
  /* Done or ended: a flatter card (no opacity: faded text would fail contrast in light mode). */
  &[data-status='claimed'],
  &[data-status='closed'] {
    background: ${vars.color.surface.base};
  }

  @container (max-width: 519px) {
    grid-template-columns: auto minmax(0, 1fr);
    grid-template-areas:
      'icon head'
      'progress progress'
      'action action';
    & > [data-part='Action'] > button {
      width: 100%;
    }
  }
`;

export const MissionIcon = styled.span`
  grid-area: icon;
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border-radius: ${vars.radius.lg};
  background: ${vars.color.accent.soft};
  color: ${vars.color.accent.text};
`;

export const MissionHead = styled.div`
  grid-area: head;
  display: grid;
  gap: 2px;
  min-width: 0;

  & > h3 {
    margin: 0;
    font-size: ${vars.font.size.md};
    font-weight: ${vars.font.weight.bold};
    line-height: ${vars.font.lineHeight.snug};
  }
`;

export const MissionMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['1']} ${vars.space['3']};
  margin: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};

  & > [data-part='Reward'] {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space['1']};
    color: ${vars.color.accent.text};
    font-weight: ${vars.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

export const MissionProgress = styled.div`
  grid-area: progress;
  display: grid;
  gap: ${vars.space['1']};

  & > span {
    color: ${vars.color.text.secondary};
    font-size: ${vars.font.size.xs};
    font-variant-numeric: tabular-nums;
  }
`;

export const MissionAction = styled.div`
  grid-area: action;
  display: grid;
  justify-items: end;

  & > button {
    min-width: 112px;
  }
`;
