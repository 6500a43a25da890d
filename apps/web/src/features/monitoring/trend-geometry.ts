import type { Impact, TrendPoint } from '@klarsicht/contracts';
import { IMPACT_ORDER } from '../../lib/impacts';

/**
 * The trend chart's geometry, kept apart from its SVG so it can be tested: time runs left to right
 * (by finish date, not by index, so gaps between scans show), counts bottom to top from zero.
 */
export interface ChartFrame {
  width: number;
  height: number;
  /** Room for the count labels. */
  left: number;
  right: number;
  top: number;
  /** Room for the date labels. */
  bottom: number;
}

export const DEFAULT_FRAME: ChartFrame = {
  width: 640,
  height: 280,
  left: 48,
  right: 24,
  top: 16,
  bottom: 40,
};

export interface ChartPoint {
  x: number;
  y: number;
  value: number;
  scanId: string;
}

export interface ChartGeometry {
  frame: ChartFrame;
  /** The y of the zero line and of the top of the plot. */
  baseline: number;
  plotTop: number;
  /** Count ticks from 0 up to the scale's top, each with its y. */
  countTicks: Array<{ value: number; y: number }>;
  /** Date ticks at scan times, each with its x; at most `maxDateTicks`. */
  dateTicks: Array<{ time: number; x: number }>;
  /** Label the date ticks by time of day when all scans fall within one day, else by date. */
  tickUnit: 'time' | 'day';
  series: Record<Impact, ChartPoint[]>;
}

/** A "nice" top for the count axis and its step (1, 2 or 5 × 10ⁿ), about `targetTicks` steps. */
export function countScale(maxValue: number, targetTicks = 4): { top: number; step: number } {
  if (maxValue <= 0) return { top: 1, step: 1 };
  const rough = maxValue / targetTicks;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= rough)!;
  const wholeStep = Math.max(1, step);
  return { top: Math.ceil(maxValue / wholeStep) * wholeStep, step: wholeStep };
}

/** Up to `count` evenly spread indices of a list of `length`, always the first and the last. */
export function spreadIndices(length: number, count: number): number[] {
  if (length <= 0) return [];
  if (length <= count) return Array.from({ length }, (_, index) => index);
  if (count <= 1) return [length - 1];
  const indices = new Set<number>();
  for (let tick = 0; tick < count; tick++) indices.add(Math.round((tick * (length - 1)) / (count - 1)));
  return [...indices];
}

export function chartGeometry(
  points: readonly TrendPoint[],
  frame: ChartFrame = DEFAULT_FRAME,
  maxDateTicks = 5,
): ChartGeometry {
  const plotLeft = frame.left;
  const plotRight = frame.width - frame.right;
  const plotTop = frame.top;
  const baseline = frame.height - frame.bottom;

  const times = points.map((point) => new Date(point.finishedAt).getTime());
  const first = Math.min(...times);
  const last = Math.max(...times);
  // One scan (or several at one moment) sits in the middle rather than on an edge.
  const xOf = (time: number) =>
    last === first
      ? (plotLeft + plotRight) / 2
      : plotLeft + ((time - first) / (last - first)) * (plotRight - plotLeft);

  const maxValue = Math.max(
    0,
    ...points.flatMap((point) => IMPACT_ORDER.map((impact) => point.byImpact[impact])),
  );
  const { top, step } = countScale(maxValue);
  const yOf = (value: number) => baseline - (value / top) * (baseline - plotTop);

  const countTicks: ChartGeometry['countTicks'] = [];
  for (let value = 0; value <= top; value += step) countTicks.push({ value, y: yOf(value) });

  const dateTicks = spreadIndices(points.length, maxDateTicks).map((index) => ({
    time: times[index]!,
    x: xOf(times[index]!),
  }));

  const series = Object.fromEntries(
    IMPACT_ORDER.map((impact) => [
      impact,
      points.map((point, index) => ({
        x: xOf(times[index]!),
        y: yOf(point.byImpact[impact]),
        value: point.byImpact[impact],
        scanId: point.scanId,
      })),
    ]),
  ) as Record<Impact, ChartPoint[]>;

  const tickUnit = points.length > 1 && last - first < DAY_MS ? 'time' : 'day';
  return { frame, baseline, plotTop, countTicks, dateTicks, tickUnit, series };
}

/** An SVG path through the points, in order. */
export function linePath(points: readonly Pick<ChartPoint, 'x' | 'y'>[]): string {
  return points
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${round(point.x)} ${round(point.y)}`)
    .join(' ');
}

const DAY_MS = 24 * 60 * 60 * 1000;
const round = (value: number) => Math.round(value * 10) / 10;
