import styled from 'styled-components';
import { fontStack, media, vars } from '../../theme';

const marker = '32px';

export const StepperRoot = styled.div`
  min-width: 0;
  color: ${vars.color.text.primary};
  font-family: ${fontStack.body};
`;

export const List = styled.ol`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;

  [data-orientation='vertical'] > & {
    flex-direction: column;
  }
  ${media.phoneOnly} {
    [data-orientation='responsive'] > & {
      flex-direction: column;
    }
  }
`;

/* Each step draws the line to the next one: across on a row, down along the markers in a column. */
export const Item = styled.li`
  position: relative;
  display: flex;
  flex: 1 1 0;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space['2']};
  min-width: 0;
  text-align: center;

  &:not(:last-child)::after {
    content: '';
    position: absolute;
    top: calc(${marker} / 2);
    inset-inline-start: calc(50% + ${marker} / 2 + ${vars.space['2']});
    inset-inline-end: calc(-50% + ${marker} / 2 + ${vars.space['2']});
    height: 2px;
    border-radius: ${vars.radius.full};
    background: ${vars.color.border.default};
  }
  &[data-state='complete']:not(:last-child)::after {
    background: ${vars.color.accent.solid};
  }

  [data-orientation='vertical'] > ol > & {
    flex-direction: row;
    align-items: flex-start;
    gap: ${vars.space['3']};
    padding-bottom: ${vars.space['5']};
    text-align: start;
  }
  [data-orientation='vertical'] > ol > &:last-child {
    padding-bottom: 0;
  }
  [data-orientation='vertical'] > ol > &:not(:last-child)::after {
    top: calc(${marker} + ${vars.space['1']});
    bottom: ${vars.space['1']};
    inset-inline-start: calc(${marker} / 2 - 1px);
    inset-inline-end: auto;
    width: 2px;
    height: auto;
  }

  ${media.phoneOnly} {
    [data-orientation='responsive'] > ol > & {
      flex-direction: row;
      align-items: flex-start;
      gap: ${vars.space['3']};
      padding-bottom: ${vars.space['5']};
      text-align: start;
    }
    [data-orientation='responsive'] > ol > &:last-child {
      padding-bottom: 0;
    }
    [data-orientation='responsive'] > ol > &:not(:last-child)::after {
      top: calc(${marker} + ${vars.space['1']});
      bottom: ${vars.space['1']};
      inset-inline-start: calc(${marker} / 2 - 1px);
      inset-inline-end: auto;
      width: 2px;
      height: auto;
    }
  }
`;

export const Marker = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${marker};
  height: ${marker};
  border: 2px solid ${vars.color.border.strong};
  border-radius: ${vars.radius.full};
  background: ${vars.color.surface.raised};
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.bold};
  font-variant-numeric: tabular-nums;
  line-height: 1;

  [data-state='current'] > & {
    border-color: ${vars.color.accent.solid};
    color: ${vars.color.accent.text};
    box-shadow: 0 0 0 4px ${vars.color.accent.soft};
  }
  [data-state='complete'] > & {
    border-color: ${vars.color.accent.solid};
    background: ${vars.color.accent.solid};
    color: ${vars.color.accent.onSolid};
  }
`;

export const Text = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['1']};
  min-width: 0;
  padding: 0 ${vars.space['1']};

  [data-orientation='vertical'] > ol > li > & {
    padding: calc((${marker} - 1lh) / 2) 0 0;
  }
  ${media.phoneOnly} {
    [data-orientation='responsive'] > ol > li > & {
      padding: calc((${marker} - 1lh) / 2) 0 0;
    }
  }
`;

export const Label = styled.span`
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  line-height: ${vars.font.lineHeight.snug};
  overflow-wrap: anywhere;

  [data-state='current'] & {
    color: ${vars.color.text.primary};
    font-weight: ${vars.font.weight.bold};
  }
  [data-state='complete'] & {
    color: ${vars.color.text.primary};
  }
`;

export const Description = styled.span`
  color: ${vars.color.text.muted};
  font-size: ${vars.font.size.xs};
  line-height: ${vars.font.lineHeight.snug};
  overflow-wrap: anywhere;
`;
