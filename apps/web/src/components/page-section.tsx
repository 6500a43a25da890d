import { type ReactNode, useId } from 'react';
import { containerClass, sectionHeadingClass } from './ui-classes';

interface PageSectionProps {
  id?: string;
  heading: string;
  children: ReactNode;
  className?: string;
  lead?: string;
}

/** A titled region of a page: a <section> named by its h2. */
export function PageSection({ id, heading, lead, children, className = '' }: PageSectionProps) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className={`py-14 sm:py-20 ${className}`}>
      <div className={containerClass}>
        <h2 id={headingId} className={sectionHeadingClass}>
          {heading}
        </h2>
        {lead ? <p className="mt-3 max-w-3xl text-lg text-slate-600 dark:text-slate-300">{lead}</p> : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
