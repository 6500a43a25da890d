import type { HTMLAttributes, Ref } from 'react';

export type HeadingLevel = 2 | 3 | 4 | 5;

interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  level: HeadingLevel;
  ref?: Ref<HTMLHeadingElement>;
}

/** A heading whose level depends on where its component is placed, keeping the outline intact. */
export function Heading({ level, ...props }: HeadingProps) {
  const Tag = `h${level}` as const;
  return <Tag {...props} />;
}

export function nextLevel(level: HeadingLevel): HeadingLevel {
  return Math.min(level + 1, 5) as HeadingLevel;
}
