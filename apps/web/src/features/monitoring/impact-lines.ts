import type { Impact } from '@klarsicht/contracts';

/**
 * How each impact's line looks. Dash pattern and marker shape tell the lines apart without colour
 * (WCAG 1.4.1); the colours reach 3:1 against the page in both schemes (WCAG 1.4.11).
 */
export const IMPACT_LINES: Record<Impact, { dash: string | undefined; marker: MarkerShape; colour: string }> =
  {
    critical: { dash: undefined, marker: 'circle', colour: 'text-red-700 dark:text-red-400' },
    serious: { dash: '8 4', marker: 'square', colour: 'text-orange-700 dark:text-orange-400' },
    moderate: { dash: '2 4', marker: 'triangle', colour: 'text-amber-700 dark:text-amber-300' },
    minor: { dash: '12 4 3 4', marker: 'diamond', colour: 'text-slate-600 dark:text-slate-300' },
  };

export type MarkerShape = 'circle' | 'square' | 'triangle' | 'diamond';

/** An SVG path of a marker of about `size` across, centred on (x, y). */
export function markerPath(shape: MarkerShape, x: number, y: number, size = 9): string {
  const r = size / 2;
  switch (shape) {
    case 'circle':
      return `M${x - r} ${y} a${r} ${r} 0 1 0 ${size} 0 a${r} ${r} 0 1 0 ${-size} 0 Z`;
    case 'square':
      return `M${x - r} ${y - r} h${size} v${size} h${-size} Z`;
    case 'triangle':
      return `M${x} ${y - r - 1} L${x + r + 1} ${y + r} L${x - r - 1} ${y + r} Z`;
    case 'diamond':
      return `M${x} ${y - r - 1} L${x + r + 1} ${y} L${x} ${y + r + 1} L${x - r - 1} ${y} Z`;
  }
}
