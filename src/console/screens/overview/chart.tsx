import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { inlineList, spreadRow, summaryControl } from '../../../ui/layout-css.js';

/** uPlot's options less the size, which the chart takes from its box. */
export type ChartOptions = Omit<uPlot.Options, 'width' | 'height'>;

/** A narrower box still gets a readable chart: the page scrolls sideways rather than squash it. */
const MIN_WIDTH = 280;

const Box = styled.div`
  width: 100%;
  /* Without these a grid or flex parent would grow to the drawn width and never let it shrink. */
  min-width: 0;
  overflow: hidden;
`;

const widthOf = (el: HTMLElement) => Math.max(MIN_WIDTH, Math.floor(el.clientWidth));

export interface ChartProps {
  options: ChartOptions;
  data: uPlot.AlignedData;
  height: number;
  /** Told the index of the point under the pointer, and null when it leaves the chart. */
  onHover?: (index: number | null) => void;
}

/**
 * A uPlot chart drawn on a canvas as wide as its box, drawn again when the box changes width
 * (a window resized, a tablet turned). Hidden from assistive technology: its figure carries the
 * same data as text.
 */
export function Chart({ options, data, height, onHover }: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const hover = useRef(onHover);
  useEffect(() => {
    hover.current = onHover;
  }, [onHover]);

  useEffect(() => {
    const el = box.current!;
    const setCursor = [...(options.hooks?.setCursor ?? []), (u: uPlot) => hover.current?.(u.cursor.idx ?? null)];
    const chart = new uPlot({ ...options, width: widthOf(el), height, hooks: { ...options.hooks, setCursor } }, data, el);
    const observer = new ResizeObserver(() => {
      if (widthOf(el) !== chart.width) chart.setSize({ width: widthOf(el), height });
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
    // Options and data are memoised by the caller: a new period or new figures draw a new chart.
  }, [options, data, height]);

  return <Box ref={box} aria-hidden="true" data-testid="chart" />;
}

const Figure = styled.figure`
  display: grid;
  gap: 12px;
  min-width: 0;
  margin: 0;
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  details summary {
    width: fit-content;
    ${summaryControl}
  }
  details[open] summary {
    margin-bottom: 8px;
  }
`;

const Head = styled.div`
  ${spreadRow('8px 16px')}
`;

const Summary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const LegendList = styled.ul`
  ${inlineList('4px 20px')}
  font-size: 0.95rem;
  li {
    display: inline-flex;
    gap: 8px;
    align-items: center;
  }
`;

const Swatch = styled.span<{ $color: string }>`
  width: 14px;
  height: 14px;
  border-radius: 3px;
  background: ${({ $color }) => $color};
`;

export interface LegendItem {
  label: string;
  color: string;
}

export interface ChartFigureProps {
  title: string;
  /** Beside the title: a period selector. */
  actions?: ReactNode;
  /** The gist in words, under the title (totals of the period). */
  summary?: ReactNode;
  legend?: readonly LegendItem[];
  /** The chart, or what stands in its place when there is nothing to draw. */
  children: ReactNode;
  /** The chart's data as a table, behind "Mostra i dati". */
  table?: ReactNode;
}

/** A chart with its title, the gist in words, a legend and the same data as a table. */
export function ChartFigure({ title, actions, summary, legend, children, table }: ChartFigureProps) {
  const titleId = useId();
  return (
    <Figure aria-labelledby={titleId}>
      <Head>
        <h3 id={titleId}>{title}</h3>
        {actions}
      </Head>
      {summary && <Summary>{summary}</Summary>}
      {legend && legend.length > 0 && (
        <LegendList aria-label="Legenda">
          {legend.map((item) => (
            <li key={item.label}>
              <Swatch $color={item.color} aria-hidden="true" />
              {item.label}
            </li>
          ))}
        </LegendList>
      )}
      {children}
      {table && (
        <details>
          <summary>Mostra i dati</summary>
          {table}
        </details>
      )}
    </Figure>
  );
}
