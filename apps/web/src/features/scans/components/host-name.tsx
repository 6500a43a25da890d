import { Fragment } from 'react';

/**
 * A host name that wraps only after its dots on a narrow screen ("www.<wbr>example.<wbr>de"), never
 * mid-label unless a single label is wider than the line.
 */
export function HostName({ host }: { host: string }) {
  const labels = host.split('.');
  return (
    <span className="[overflow-wrap:anywhere]" data-testid="host-name">
      {labels.map((label, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the labels of one host never reorder.
        <Fragment key={index}>
          {label}
          {index < labels.length - 1 ? (
            <>
              .<wbr />
            </>
          ) : null}
        </Fragment>
      ))}
    </span>
  );
}
