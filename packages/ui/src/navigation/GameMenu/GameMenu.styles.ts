import styled, { css } from 'styled-components';
import { fontStack, media, shimmer, vars } from '../../theme';

export const GameMenuRoot = styled.div`
  display: grid;
  grid-template-columns: minmax(160px, 200px) 1fr;
  gap: ${vars.space['4']};
  min-height: 280px;
  padding: ${vars.space['4']};
  color: ${vars.color.text.primary};
  font-family: ${fontStack.body};

  ${media.phoneOnly} {
    grid-template-columns: 1fr;
  }
`;

export const VendorList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['1']};
  margin: 0;
  padding: 0 ${vars.space['3']} 0 0;
  border-inline-end: 1px solid ${vars.color.border.subtle};
  list-style: none;
  overflow-y: auto;
  max-height: 360px;

  ${media.phoneOnly} {
    flex-direction: row;
    padding: 0 0 ${vars.space['2']};
    border-inline-end: 0;
    border-bottom: 1px solid ${vars.color.border.subtle};
    overflow-x: auto;
  }
`;

export const VendorButton = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['2']};
  width: 100%;
  min-height: ${vars.layout.control.sm};
  padding: 0 ${vars.space['3']};
  border: 0;
  border-radius: ${vars.radius.control};
  background: transparent;
  color: ${vars.color.text.secondary};
  font: inherit;
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  text-align: start;
  white-space: nowrap;
  cursor: pointer;
  transition: background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  &:hover { background: ${vars.color.surface.hover}; color: ${vars.color.text.primary}; }
  &[aria-current='true'] {
    background: ${vars.color.accent.soft};
    color: ${vars.color.accent.text};
    font-weight: ${vars.font.weight.bold};
  }
  & [data-component='Icon'] { opacity: 0; }
  &[aria-current='true'] [data-component='Icon'] { opacity: 1; }

  ${media.phoneOnly} { min-height: ${vars.layout.touchTarget}; }
`;

export const GamesArea = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['3']};
  min-width: 0;
`;

export const GamesHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space['3']};
  min-height: ${vars.layout.control.sm};
`;

export const GamesTitle = styled.h3`
  margin: 0;
  font-family: ${fontStack.display};
  font-size: ${vars.font.size.md};
  font-weight: ${vars.font.weight.heading};
  letter-spacing: ${vars.font.letterSpacing.heading};
  text-transform: ${vars.font.textTransform.heading};
`;

export const Pager = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space['2']};
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
  font-variant-numeric: tabular-nums;
`;

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: ${vars.space['3']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Tile = styled.button`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${vars.space['1']};
  width: 100%;
  padding: 0;
  border: 0;
  background: transparent;
  color: ${vars.color.text.primary};
  font: inherit;
  text-align: start;
  cursor: pointer;

  & > [data-part='Art'] {
    transition:
      transform ${vars.motion.duration.normal} ${vars.motion.easing.standard},
      box-shadow ${vars.motion.duration.normal} ${vars.motion.easing.standard};
  }
  &:hover > [data-part='Art'],
  &:focus-visible > [data-part='Art'] {
    transform: translateY(-2px);
    box-shadow: ${vars.shadow.glow};
  }
  &:focus-visible { outline: none; }
  &:focus-visible > [data-part='Art'] { outline: 2px solid ${vars.color.focus.ring}; outline-offset: 2px; }

  ${media.reducedMotion} {
    & > [data-part='Art'] { transition: none; }
    &:hover > [data-part='Art'] { transform: none; }
  }
`;

export const Art = styled.span`
  position: relative;
  display: block;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${vars.radius.tile};
  background: ${vars.color.surface.sunken};

  & > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * A game without art (here and in the lobby's GameTile): its monogram, centred on the soft colour of the tone that
 * `gamePlaceholder` picks from its name (`data-tone`). The font size is each placeholder's own.
 */
export const monogram = css`
  display: grid;
  place-items: center;
  font-family: ${fontStack.display};
  font-weight: ${vars.font.weight.bold};
  letter-spacing: 0.04em;

  &[data-tone='accent'] { background: ${vars.color.accent.soft}; color: ${vars.color.accent.text}; }
  &[data-tone='secondary'] { background: ${vars.color.secondary.soft}; color: ${vars.color.secondary.text}; }
  &[data-tone='info'] { background: ${vars.color.info.soft}; color: ${vars.color.info.text}; }
  &[data-tone='success'] { background: ${vars.color.success.soft}; color: ${vars.color.success.text}; }
`;

export const Placeholder = styled.span`
  ${monogram}
  width: 100%;
  height: 100%;
  font-size: ${vars.font.size['2xl']};
`;

export const Ribbon = styled.span`
  position: absolute;
  top: ${vars.space['1']};
  inset-inline-start: ${vars.space['1']};
  padding: 2px ${vars.space['1']};
  border-radius: ${vars.radius.sm};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.bold};
  line-height: 1.2;

  &[data-kind='hot'] { background: ${vars.color.danger.solid}; color: ${vars.color.danger.onSolid}; }
  &[data-kind='new'] { background: ${vars.color.secondary.solid}; color: ${vars.color.secondary.onSolid}; }
`;

export const TileName = styled.span`
  display: -webkit-box;
  overflow: hidden;
  font-size: ${vars.font.size.xs};
  line-height: ${vars.font.lineHeight.snug};
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
`;

export const SkeletonBlock = styled.span`
  ${shimmer}
  display: block;
  border-radius: ${vars.radius.tile};

  &[data-shape='art'] { aspect-ratio: 1; }
  &[data-shape='line'] { height: 10px; width: 70%; border-radius: ${vars.radius.sm}; }
`;

export const Empty = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space['2']};
  min-height: 200px;
  color: ${vars.color.text.muted};
  font-size: ${vars.font.size.sm};
  text-align: center;
`;
