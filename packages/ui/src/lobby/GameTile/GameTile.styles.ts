import styled, { keyframes } from 'styled-components';
import { monogram } from '../../navigation/GameMenu/GameMenu.styles';
import { fontStack, media, shimmer, vars } from '../../theme';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

export const TileRoot = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${vars.space['1']};
  /* Lets the Try button sit on the art's bottom edge whatever the tile width (100cqw = the art's height). */
  container-type: inline-size;
  min-width: 0;
  color: ${vars.color.text.primary};
  font-family: ${fontStack.body};

  & > [data-part='Art'] {
    transition:
      transform ${vars.motion.duration.normal} ${vars.motion.easing.standard},
      box-shadow ${vars.motion.duration.normal} ${vars.motion.easing.standard};
  }
  &:hover > [data-part='Art'],
  &:focus-within > [data-part='Art'] {
    transform: translateY(-2px);
    box-shadow: ${vars.shadow.glow};
  }

  ${media.reducedMotion} {
    & > [data-part='Art'] {
      transition: none;
    }
    &:hover > [data-part='Art'],
    &:focus-within > [data-part='Art'] {
      transform: none;
    }
  }
`;

/**
 * The game name is the launch button; its ::after stretches over the whole tile, so a click anywhere launches
 * while the accessible name stays exactly the visible name.
 */
export const LaunchButton = styled.button`
  display: inline;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${vars.radius.tile};
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 3px;
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
    position: absolute;
    inset: 0;
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
    opacity: 0;
  }
  &[data-state='loaded'] > img {
    opacity: 1;
    animation: ${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard};
  }
  /* A first-screen picture shows as it arrives, script or not (over its skeleton), without the fade. */
  &[data-eager] > img {
    opacity: 1;
    animation: none;
  }

  ${media.reducedMotion} {
    &[data-state='loaded'] > img {
      animation: none;
    }
  }
`;

export const ArtSkeleton = styled.span`
  ${shimmer}
  position: absolute;
  inset: 0;
`;

export const Placeholder = styled.span`
  ${monogram}
  position: absolute;
  inset: 0;
  font-size: clamp(18px, 22cqw, 40px);
`;

export const Badges = styled.span`
  position: absolute;
  top: ${vars.space['2']};
  inset-inline-start: ${vars.space['2']};
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['1']};
  max-width: calc(100% - 48px);
`;

export const Badge = styled.span`
  padding: 2px ${vars.space['1']};
  border-radius: ${vars.radius.sm};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.bold};
  line-height: 1.25;
  white-space: nowrap;

  &[data-kind='hot'] { background: ${vars.color.danger.solid}; color: ${vars.color.danger.onSolid}; }
  &[data-kind='trial'] { background: ${vars.color.secondary.solid}; color: ${vars.color.secondary.onSolid}; }
`;

export const Name = styled.span`
  display: -webkit-box;
  overflow: hidden;
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.medium};
  line-height: ${vars.font.lineHeight.snug};
  /* Two lines are always reserved, so rows of tiles keep one height. */
  min-height: calc(2 * ${vars.font.lineHeight.snug} * 1em);
  overflow-wrap: anywhere;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
`;

export const Vendor = styled.span`
  overflow: hidden;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.xs};
  line-height: ${vars.font.lineHeight.tight};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const overlayButton = `
  position: absolute;
  z-index: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 0;
  font: inherit;
  cursor: pointer;
`;

export const FavouriteButton = styled.button`
  ${overlayButton}
  top: ${vars.space['1']};
  inset-inline-end: ${vars.space['1']};
  width: 36px;
  height: 36px;
  border-radius: ${vars.radius.full};
  background: color-mix(in srgb, ${vars.color.surface.overlay} 88%, transparent);
  color: ${vars.color.text.primary};
  box-shadow: ${vars.shadow.sm};
  transition: transform ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  & svg {
    width: 20px;
    height: 20px;
  }
  &[aria-pressed='true'] {
    color: ${vars.color.accent.text};
  }
  &[aria-pressed='true'] svg {
    fill: currentColor;
  }
  &:hover {
    transform: scale(1.08);
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 2px;
  }

  ${media.phoneOnly} {
    width: 44px;
    height: 44px;
    top: 0;
    inset-inline-end: 0;
  }
  ${media.reducedMotion} {
    transition: none;
    &:hover {
      transform: none;
    }
  }
`;

export const TryButton = styled.button`
  ${overlayButton}
  /* On the art's bottom edge: 100cqw is the art's height (square art, full tile width). */
  top: calc(100cqw - 32px - ${vars.space['2']});
  inset-inline-end: ${vars.space['2']};
  gap: ${vars.space['1']};
  min-width: 44px;
  height: 32px;
  padding: 0 ${vars.space['3']};
  border-radius: ${vars.radius.full};
  background: ${vars.color.accent.solid};
  color: ${vars.color.accent.onSolid};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.bold};
  box-shadow: ${vars.shadow.sm};

  &:hover {
    background: ${vars.color.accent.solidHover};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.focus.ring};
    outline-offset: 2px;
  }
`;

/** A tile-shaped placeholder for lists that are loading. */
export const TileSkeleton = styled.span`
  display: flex;
  flex-direction: column;
  /* The loaded tile's geometry (gap, the name's two reserved lines, the vendor line), so nothing moves when it arrives. */
  gap: ${vars.space['1']};

  & > span {
    ${shimmer}
    display: block;
    border-radius: ${vars.radius.tile};
  }
  & > [data-shape='art'] {
    aspect-ratio: 1;
  }
  & > [data-shape='line'] {
    width: 75%;
    height: 12px;
    margin-bottom: calc(2 * ${vars.font.lineHeight.snug} * ${vars.font.size.sm} - 12px);
    border-radius: ${vars.radius.sm};
  }
  & > [data-shape='line'][data-short] {
    width: 45%;
    margin-bottom: calc(${vars.font.lineHeight.tight} * ${vars.font.size.xs} - 12px);
  }
`;
