import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Wrap = styled.div`
  display: grid;
  gap: 6px;
  margin: 0 0 16px;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 4px 16px;
  span:first-child {
    font-weight: 600;
  }
  span:last-child {
    font-variant-numeric: tabular-nums;
  }
`;

const Bar = styled.progress`
  width: 100%;
  height: 16px;
  appearance: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.background};
  &::-webkit-progress-bar {
    background: ${({ theme }) => theme.colors.background};
  }
  &::-webkit-progress-value {
    background: ${({ theme }) => theme.colors.primary};
  }
  &::-moz-progress-bar {
    background: ${({ theme }) => theme.colors.primary};
  }
`;

export interface ProgressBarProps {
  label: ReactNode;
  /** Done so far; undefined while the amount of work is not known yet (an indeterminate bar). */
  value?: number;
  max: number;
  /** How far, in words ('120 di 500 righe'): shown beside the label and read as the bar's value. */
  text: string;
}

/** A labelled native progress bar: its role, value and maximum reach assistive technology as they are. */
export function ProgressBar({ label, value, max, text }: ProgressBarProps) {
  const id = useId();
  return (
    <Wrap>
      <Row>
        <span id={id}>{label}</span>
        <span aria-hidden="true">{text}</span>
      </Row>
      <Bar aria-labelledby={id} aria-valuetext={text} max={Math.max(max, 1)} value={value} />
    </Wrap>
  );
}
