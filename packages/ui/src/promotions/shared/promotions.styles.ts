/** Static parts the promotion pieces share: art, chips, the period line, the progress bar, list cards. */
import styled from 'styled-components';
import { fontStack, media, vars } from '../../theme';

export const ArtFrame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  background: ${vars.color.gradient.hero};

  & > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The placeholder art: the kind's icon large on the brand's hero gradient, with a soft accent halo. */
export const ArtPlaceholder = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  color: ${vars.color.accent.text};
  background:
    radial-gradient(circle at 50% 55%, ${vars.color.accent.soft} 0%, transparent 55%),
    ${vars.color.gradient.hero};

  & > svg {
    width: 30%;
    height: auto;
    max-width: 96px;
    filter: drop-shadow(0 6px 18px ${vars.color.accent.glow});
  }
  & > [data-part='Spark'] {
    position: absolute;
    width: 14%;
    max-width: 40px;
    opacity: 0.55;
  }
  & > [data-part='Spark']:nth-of-type(2) {
    top: 16%;
    inset-inline-start: 18%;
  }
  & > [data-part='Spark']:nth-of-type(3) {
    inset-inline-end: 16%;
    bottom: 18%;
    width: 10%;
  }
`;

export const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space['1']};
  max-width: 100%;
  padding: 2px ${vars.space['2']};
  overflow: hidden;
  border-radius: ${vars.radius.full};
  background: ${vars.color.surface.overlay};
  color: ${vars.color.text.primary};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.medium};
  line-height: 1.6;
  text-overflow: ellipsis;
  white-space: nowrap;
  box-shadow: ${vars.shadow.sm};

  &[data-tone='hot'] {
    background: ${vars.color.danger.solid};
    color: ${vars.color.danger.onSolid};
  }
`;

export const PeriodText = styled.p`
  display: flex;
  align-items: center;
  gap: ${vars.space['1']};
  margin: 0;
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.xs};
  font-variant-numeric: tabular-nums;

  & > svg {
    flex: none;
  }
`;

export const ProgressTrack = styled.div`
  position: relative;
  height: 8px;
  overflow: hidden;
  border-radius: ${vars.radius.full};
  background: ${vars.color.surface.sunken};
  box-shadow: ${vars.shadow.inset};
`;

export const ProgressFill = styled.div`
  position: absolute;
  inset: 0 auto 0 0;
  width: var(--progress, 0%);
  border-radius: inherit;
  background: ${vars.color.gradient.accent};
  transition: width ${vars.motion.duration.slow} ${vars.motion.easing.standard};

  &[data-complete] {
    background: ${vars.color.success.solid};
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

/** A raised card of a list (missions, rewards, rows of the leaderboard on phones). */
export const ItemCard = styled.li`
  display: grid;
  gap: ${vars.space['3']};
  padding: ${vars.space['4']};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.raised};
  color: ${vars.color.text.primary};
  font-family: ${fontStack.body};
`;

export const CardList = styled.ul`
  display: grid;
  gap: ${vars.space['3']};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Figure = styled.span`
  color: ${vars.color.accent.text};
  font-family: ${fontStack.display};
  font-weight: ${vars.font.weight.bold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const Muted = styled.span`
  color: ${vars.color.text.secondary};
  font-size: ${vars.font.size.sm};
`;
