import type { TrendPoint } from '@klarsicht/contracts';
import { impactLabel } from '@klarsicht/report';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '../../../i18n/languages';
import { formatAxisDate, formatDate } from '../../../lib/format-date';
import { IMPACT_ORDER } from '../../../lib/impacts';
import { IMPACT_LINES, markerPath } from '../impact-lines';
import { chartGeometry, DEFAULT_FRAME, linePath } from '../trend-geometry';

/**
 * Violations by impact over time as an inline SVG (no chart library: it would not fit the bundle
 * budget). One image with a summary for screen readers; the table next to it has every number.
 */
export function TrendChart({ points }: { points: readonly TrendPoint[] }) {
  const { t, i18n } = useTranslation(['monitoring', 'common']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const geometry = chartGeometry(points, DEFAULT_FRAME);
  const { frame, baseline, plotTop } = geometry;
  const latest = points.at(-1)!.byImpact;
  const summary = t('trend.summary', {
    count: points.length,
    from: formatDate(points[0]!.finishedAt, language),
    to: formatDate(points.at(-1)!.finishedAt, language),
    ...latest,
  });

  return (
    <figure className="mt-4">
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${frame.width} ${frame.height}`}
        className="h-auto w-full max-w-3xl text-slate-700 dark:text-slate-300"
        data-testid="trend-chart"
      >
        {geometry.countTicks.map((tick) => (
          <g key={tick.value}>
            <line
              x1={frame.left}
              x2={frame.width - frame.right}
              y1={tick.y}
              y2={tick.y}
              className="stroke-slate-300 dark:stroke-slate-700"
              strokeWidth={1}
            />
            <text x={frame.left - 8} y={tick.y + 4} textAnchor="end" fontSize={13} fill="currentColor">
              {tick.value}
            </text>
          </g>
        ))}
        <line
          x1={frame.left}
          x2={frame.left}
          y1={plotTop}
          y2={baseline}
          stroke="currentColor"
          strokeWidth={1}
        />
        <line
          x1={frame.left}
          x2={frame.width - frame.right}
          y1={baseline}
          y2={baseline}
          stroke="currentColor"
          strokeWidth={1}
        />
        {geometry.dateTicks.map((tick) => (
          <text
            key={tick.time}
            x={tick.x}
            y={baseline + 22}
            textAnchor="middle"
            fontSize={13}
            fill="currentColor"
          >
            {formatAxisDate(tick.time, language, geometry.tickUnit)}
          </text>
        ))}
        {IMPACT_ORDER.map((impact) => {
          const line = IMPACT_LINES[impact];
          const series = geometry.series[impact];
          return (
            <g key={impact} className={line.colour} data-impact={impact}>
              <path
                d={linePath(series)}
                fill="none"
                stroke="currentColor"
                strokeWidth={2.5}
                strokeDasharray={line.dash}
                strokeLinecap="round"
                strokeLinejoin="round"
              />
              {series.map((point) => (
                <path key={point.scanId} d={markerPath(line.marker, point.x, point.y)} fill="currentColor" />
              ))}
            </g>
          );
        })}
      </svg>
      <figcaption>
        <p className="sr-only">{t('trend.legend')}</p>
        <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {IMPACT_ORDER.map((impact) => (
            <li key={impact} className="flex items-center gap-2">
              <LegendSwatch impact={impact} />
              <span>{impactLabel(impact, toLanguage(language))}</span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

function LegendSwatch({ impact }: { impact: (typeof IMPACT_ORDER)[number] }) {
  const line = IMPACT_LINES[impact];
  return (
    <svg aria-hidden="true" width={40} height={14} viewBox="0 0 40 14" className={line.colour}>
      <path
        d="M2 7 L38 7"
        stroke="currentColor"
        strokeWidth={2.5}
        strokeDasharray={line.dash}
        strokeLinecap="round"
      />
      <path d={markerPath(line.marker, 20, 7)} fill="currentColor" />
    </svg>
  );
}
