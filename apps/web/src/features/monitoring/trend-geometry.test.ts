import type { TrendPoint } from '@klarsicht/contracts';
import { describe, expect, it } from 'vitest';
import { type ChartFrame, chartGeometry, countScale, linePath, spreadIndices } from './trend-geometry';

const frame: ChartFrame = { width: 500, height: 300, left: 50, right: 50, top: 20, bottom: 80 };
// Plot area: x 50…450, y 20…220.

function point(day: number, critical: number, serious = 0, moderate = 0, minor = 0): TrendPoint {
  return {
    scanId: `scan-${day}`,
    finishedAt: new Date(Date.UTC(2026, 0, day)).toISOString(),
    pages: 1,
    issues: critical + serious + moderate + minor,
    byImpact: { critical, serious, moderate, minor },
  };
}

describe('the count axis', () => {
  it('rounds the top up to a nice step from zero', () => {
    expect(countScale(0)).toEqual({ top: 1, step: 1 });
    expect(countScale(3)).toEqual({ top: 3, step: 1 });
    expect(countScale(7)).toEqual({ top: 8, step: 2 });
    expect(countScale(17)).toEqual({ top: 20, step: 5 });
    expect(countScale(230)).toEqual({ top: 300, step: 100 });
  });
});

describe('the chart geometry', () => {
  it('places points by date and count inside the plot area', () => {
    const geometry = chartGeometry([point(1, 0, 4), point(3, 2, 8), point(11, 8, 0)], frame);
    expect(geometry.baseline).toBe(220);
    expect(geometry.countTicks.map((tick) => tick.value)).toEqual([0, 2, 4, 6, 8]);
    expect(geometry.countTicks.at(-1)?.y).toBe(20);
    const critical = geometry.series.critical;
    // Day 1 → left edge, day 11 → right edge, day 3 a fifth of the way.
    expect(critical.map((p) => p.x)).toEqual([50, 130, 450]);
    expect(critical.map((p) => p.y)).toEqual([220, 170, 20]);
    expect(geometry.series.serious.map((p) => p.y)).toEqual([120, 20, 220]);
    expect(critical.map((p) => p.scanId)).toEqual(['scan-1', 'scan-3', 'scan-11']);
  });

  it('centres a single scan and keeps an all-zero trend on the baseline', () => {
    const geometry = chartGeometry([point(5, 0)], frame);
    expect(geometry.series.minor).toEqual([{ x: 250, y: 220, value: 0, scanId: 'scan-5' }]);
    expect(geometry.dateTicks).toEqual([{ time: Date.UTC(2026, 0, 5), x: 250 }]);
    expect(geometry.countTicks.map((tick) => tick.value)).toEqual([0, 1]);
  });

  it('labels at most the wanted number of dates, always the first and the last', () => {
    expect(spreadIndices(3, 5)).toEqual([0, 1, 2]);
    expect(spreadIndices(10, 4)).toEqual([0, 3, 6, 9]);
    expect(spreadIndices(0, 4)).toEqual([]);
    const points = Array.from({ length: 12 }, (_, index) => point(index + 1, index));
    const ticks = chartGeometry(points, frame, 5).dateTicks;
    expect(ticks).toHaveLength(5);
    expect(ticks[0]?.x).toBe(50);
    expect(ticks.at(-1)?.x).toBe(450);
  });

  it('labels the dates by time of day when every scan falls within one day', () => {
    expect(chartGeometry([point(1, 0), point(11, 0)], frame).tickUnit).toBe('day');
    expect(chartGeometry([point(1, 0)], frame).tickUnit).toBe('day');
    const morning = point(2, 0);
    const evening = {
      ...point(2, 1),
      scanId: 'evening',
      finishedAt: new Date(Date.UTC(2026, 0, 2, 18)).toISOString(),
    };
    expect(chartGeometry([morning, evening], frame).tickUnit).toBe('time');
  });

  it('draws a path through the points in order', () => {
    expect(
      linePath([
        { x: 1, y: 2 },
        { x: 3.14, y: 4.06 },
      ]),
    ).toBe('M1 2 L3.1 4.1');
  });
});
