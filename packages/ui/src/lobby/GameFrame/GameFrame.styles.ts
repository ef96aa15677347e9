import styled from 'styled-components';
import { fontStack, media, vars } from '../../theme';

export const FrameRoot = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  height: 100%;
  min-height: 480px;
  overflow: hidden;
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.sunken};
  color: ${vars.color.text.primary};
  font-family: ${fontStack.body};

  &:fullscreen {
    border-radius: 0;
  }

  ${media.phoneOnly} {
    min-height: calc(100dvh - ${vars.layout.header.height});
    border-radius: 0;
  }
`;

export const Toolbar = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space['2']};
  min-height: ${vars.layout.control.lg};
  padding: ${vars.space['1']} ${vars.space['2']};
  border-bottom: 1px solid ${vars.color.border.subtle};
  background: ${vars.color.surface.raised};
`;

export const Title = styled.h2`
  flex: 1;
  min-width: 0;
  margin: 0;
  overflow: hidden;
  font-family: ${fontStack.display};
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.heading};
  letter-spacing: ${vars.font.letterSpacing.heading};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Stage = styled.div`
  position: relative;
  flex: 1;
  min-height: 0;

  & > iframe {
    display: block;
    width: 100%;
    height: 100%;
    border: 0;
    background: #000;
  }
`;

export const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space['3']};
  padding: ${vars.space['6']};
  background: ${vars.color.surface.sunken};
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
  text-align: center;
`;
