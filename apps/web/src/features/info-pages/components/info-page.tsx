import { Link } from 'react-router';
import { ExternalLink } from '../../../components/external-link';
import { PageSection } from '../../../components/page-section';
import { buttonPrimaryClass, containerClass } from '../../../components/ui-classes';
import { type InfoNamespace, useInfoContent } from '../info-content';

/** Product §2: information pages have hero, overview, timeline, scope, call to action and resources. */
export function InfoPage({ namespace }: { namespace: InfoNamespace }) {
  const content = useInfoContent(namespace);
  const { hero, overview, timeline, scope, manualChecks, cta, resources } = content;
  return (
    <>
      <section
        aria-labelledby="info-hero-heading"
        className="bg-gradient-to-b from-blue-50 to-white py-16 sm:py-20 dark:from-slate-900 dark:to-slate-950"
      >
        <div className={containerClass}>
          <p className="font-semibold text-blue-800 dark:text-blue-200">{hero.eyebrow}</p>
          <h1
            id="info-hero-heading"
            className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl"
          >
            {hero.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-700 dark:text-slate-200">{hero.lead}</p>
        </div>
      </section>

      <PageSection heading={overview.heading}>
        <div className="max-w-3xl space-y-4 text-lg">
          {overview.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {overview.groups?.map((group) => (
          <div key={group.heading} className="mt-10">
            <h3 className="text-xl font-semibold">{group.heading}</h3>
            <dl className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
              {group.items.map((item) => (
                <div key={item.name} className="rounded-xl border border-slate-200 p-5 dark:border-slate-700">
                  <dt className="font-semibold">{item.name}</dt>
                  <dd className="mt-1 text-slate-700 dark:text-slate-200">{item.text}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </PageSection>

      <PageSection heading={timeline.heading} className="bg-slate-50 dark:bg-slate-900">
        <ol className="max-w-3xl space-y-6 border-l-2 border-blue-700 pl-6 dark:border-blue-300">
          {timeline.items.map((item) => (
            <li key={item.isoDate} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[33px] size-4 rounded-full border-2 border-blue-700 bg-white dark:border-blue-300 dark:bg-slate-900"
              />
              <time dateTime={item.isoDate} className="font-semibold text-blue-800 dark:text-blue-200">
                {item.date}
              </time>
              <p className="mt-1">{item.text}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection heading={scope.heading}>
        <p className="max-w-3xl text-lg">{scope.intro}</p>
        <ul className="mt-4 max-w-3xl list-disc space-y-2 pl-6">
          {scope.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="mt-6 max-w-3xl rounded-lg border-l-4 border-blue-700 bg-blue-50 p-4 dark:border-blue-300 dark:bg-slate-900">
          {scope.note}
        </p>
      </PageSection>

      {manualChecks ? (
        <PageSection
          id="manual-checks"
          heading={manualChecks.heading}
          className="bg-slate-50 dark:bg-slate-900"
        >
          <p className="max-w-3xl text-lg">{manualChecks.intro}</p>
          <dl className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2">
            {manualChecks.items.map((item) => (
              <div
                key={item.name}
                className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-950"
              >
                <dt className="font-semibold">{item.name}</dt>
                <dd className="mt-1 text-slate-700 dark:text-slate-200">{item.text}</dd>
              </div>
            ))}
          </dl>
        </PageSection>
      ) : null}

      <PageSection heading={cta.heading} lead={cta.text} className="bg-blue-50 dark:bg-slate-900">
        <Link to="/" className={buttonPrimaryClass}>
          {cta.button}
        </Link>
      </PageSection>

      <PageSection heading={resources.heading}>
        <ul className="max-w-3xl space-y-4">
          {resources.items.map((item) => (
            <li key={item.url}>
              <ExternalLink href={item.url}>{item.label}</ExternalLink>
              <p className="text-slate-600 dark:text-slate-300">{item.description}</p>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}
