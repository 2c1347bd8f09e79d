import uPlot from 'uplot';
import type { ChartOptions } from './chart.js';

/**
 * Series colours: each at least 4.5:1 on the white surface (WCAG asks 3:1 of graphics), and blue
 * beside amber, which readers with any common colour-vision deficiency still tell apart.
 */
export const COLORS = {
  issued: '#1e40af',
  spent: '#b45309',
  orders: '#1e40af',
} as const;

const AXIS_TEXT = '#374151';
const GRID = '#e5e7eb';
const FONT = '13px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** Ticks at whole steps (1, 2, 5, 10, 20, 50…): points and orders have no fractions. */
const WHOLE_STEPS = Array.from({ length: 10 }, (_, power) => [1, 2, 5].map((m) => m * 10 ** power)).flat();

/** The round figure the value axis ends on, a little above `max` so the tallest bar has room (25.000 → 30.000); 1 for an empty chart. */
export function niceCeiling(max: number): number {
  if (max <= 0) return 1;
  const top = max * 1.05;
  const magnitude = 10 ** Math.floor(Math.log10(top));
  const step = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10].find((m) => m * magnitude >= top) ?? 10;
  return step * magnitude;
}

/** Wide enough for the longest tick label, in pixels. */
function axisSize(_u: uPlot, values: string[] | null): number {
  const longest = Math.max(1, ...(values ?? []).map((v) => v.length));
  return longest * 8 + 24;
}

export interface CategoryChart {
  /** One label per x position, in order. */
  labels: readonly string[];
  /** How a value reads on the value axis. */
  format: (value: number) => string;
  series: readonly { label: string; color: string; align: -1 | 0 | 1 }[];
  /** Share of a column a bar takes (two grouped bars take 0.4 each). */
  barSize: number;
}

/**
 * Bars over categories (weeks, statuses): x is the category's index, labelled from `labels`,
 * with half a column of room at either end so the first and last bars are whole.
 */
export function categoryBarOptions({ labels, format, series, barSize }: CategoryChart): ChartOptions {
  const bars = uPlot.paths.bars!;
  return {
    legend: { show: false },
    // The pointer only points: no zoom by dragging, no dots on bars.
    cursor: { drag: { x: false, y: false, setScale: false }, points: { show: false }, y: false },
    scales: {
      x: { time: false, range: () => [-0.5, labels.length - 0.5] },
      y: { range: (_u, _min, max) => [0, niceCeiling(max)] },
    },
    axes: [
      {
        stroke: AXIS_TEXT,
        font: FONT,
        grid: { show: false },
        ticks: { stroke: GRID },
        incrs: WHOLE_STEPS,
        space: 56,
        values: (_u, splits) => splits.map((i) => labels[i] ?? ''),
      },
      {
        stroke: AXIS_TEXT,
        font: FONT,
        grid: { stroke: GRID },
        ticks: { stroke: GRID },
        incrs: WHOLE_STEPS,
        size: axisSize,
        values: (_u, splits) => splits.map(format),
      },
    ],
    series: [
      {},
      ...series.map((s) => ({
        label: s.label,
        stroke: s.color,
        fill: s.color,
        width: 0,
        paths: bars({ size: [barSize, 64], align: s.align }),
        points: { show: false },
      })),
    ],
  };
}
