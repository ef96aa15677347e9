/** A draw's numbers as small chips (internal; the integrator may swap it for LotteryBalls). */
import styled from 'styled-components';
import { fontStack, vars } from '../../theme';

const Chips = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['1']};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 28px;
    height: 28px;
    padding: 0 ${vars.space['1']};
    border: 1px solid ${vars.color.accent.border};
    border-radius: ${vars.radius.full};
    background: ${vars.color.accent.soft};
    color: ${vars.color.accent.text};
    font-family: ${fontStack.mono};
    font-size: ${vars.font.size.sm};
    font-weight: ${vars.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

export interface ResultNumbersProps {
  numbers: readonly string[];
  /** The list's accessible name ("Drawn numbers"). */
  label: string;
}

export function ResultNumbers({ numbers, label }: ResultNumbersProps) {
  return (
    <Chips data-part="ResultNumbers" aria-label={label}>
      {numbers.map((number, i) => (
        <li key={i}>{number}</li>
      ))}
    </Chips>
  );
}
