import styled from 'styled-components';
import { fontStack, media, vars } from '../../theme';

export const UploadRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['3']};
  min-width: 0;
  width: 100%;
  max-width: calc(${vars.space['16']} * 8);
  font-family: ${fontStack.body};
`;

export const DropZone = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space['2']};
  padding: ${vars.space['6']} ${vars.space['4']};
  border: 2px dashed ${vars.color.border.default};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.sunken};
  text-align: center;
  transition:
    border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard},
    background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &[data-dragging] {
    border-color: ${vars.color.accent.border};
    background: ${vars.color.accent.soft};
  }
  &[data-invalid] {
    border-color: ${vars.color.danger.border};
  }
  &[data-disabled] {
    border-color: ${vars.color.border.subtle};
    background: ${vars.color.surface.base};
  }

  ${media.phoneOnly} {
    padding: ${vars.space['4']};
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

export const Rules = styled.span`
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
  line-height: ${vars.font.lineHeight.snug};

  /* Phones have no dragging: the drop hint would promise something they cannot do. */
  &[data-part='DropHint'] {
    ${media.phoneOnly} {
      display: none;
    }
  }
`;

export const ErrorList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['1']};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${vars.color.danger.text};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  line-height: ${vars.font.lineHeight.snug};

  &:empty {
    position: absolute;
  }
  & > li {
    display: flex;
    align-items: flex-start;
    gap: ${vars.space['1']};
  }
  & > li > svg {
    flex: none;
    margin-top: calc((1lh - 16px) / 2);
  }
`;

export const ThumbList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(calc(${vars.space['16']} * 2), 1fr));
  gap: ${vars.space['3']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Thumb = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${vars.space['1']};
  min-width: 0;

  & > [data-part='RemoveButton'] {
    position: absolute;
    top: ${vars.space['1']};
    inset-inline-end: ${vars.space['1']};
  }
`;

export const ThumbImage = styled.img`
  display: block;
  width: 100%;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface.raised};
`;

export const FileName = styled.span`
  overflow: hidden;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.xs};
  line-height: ${vars.font.lineHeight.snug};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Count = styled.p`
  margin: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
  font-variant-numeric: tabular-nums;
`;
