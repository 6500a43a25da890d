import type { ClientGroupView, OrganisationView } from '@klarsicht/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineConfirm } from '../../../components/inline-confirm';
import { LoadFailed, LoadingStatus } from '../../../components/query-status';
import { buttonPrimaryClass, buttonSecondaryClass, mutedTextClass } from '../../../components/ui-classes';
import { useClientGroups, useDeleteClientGroup } from '../api/organisations-api';
import { organisationErrorKey } from '../organisation-errors';
import { ClientGroupForm } from './client-group-form';
import { ClientGroupLogo } from './client-group-logo';
import { Outcome } from './outcome';

/**
 * An agency's clients (decision 028), for owners and admins: each group's sites, clients and
 * branding; made, changed and deleted here. Clients are invited with the form above.
 */
export function ClientGroupsSection({
  organisation,
  sites,
}: {
  organisation: OrganisationView;
  /** The organisation's sites, as hosts. */
  sites: readonly string[];
}) {
  const { t } = useTranslation('organisations');
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const groups = useClientGroups(organisation.id, true);
  const remove = useDeleteClientGroup(organisation.id);
  // 'new', a group's id, or nothing open.
  const [editing, setEditing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const branding = groups.data?.branding ?? false;
  const close = () => {
    setEditing(null);
    headingRef.current?.focus();
  };

  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-bold">
        {t('clientGroups.heading')}
      </h3>
      <p className={`mt-2 ${mutedTextClass}`}>{t('clientGroups.intro')}</p>
      <Outcome done={done} error={remove.isError ? t(`errors.${organisationErrorKey(remove.error)}`) : ''} />
      {groups.isPending ? (
        <LoadingStatus className="mt-3">{t('clientGroups.loading')}</LoadingStatus>
      ) : groups.isError ? (
        <LoadFailed
          className="mt-3"
          message={t('clientGroups.loadFailed')}
          retryLabel={t('members.retry')}
          onRetry={() => void groups.refetch()}
          retryClassName="mt-3"
        />
      ) : (
        <>
          {groups.data.items.length === 0 ? (
            <p className={`mt-3 ${mutedTextClass}`}>{t('clientGroups.none')}</p>
          ) : (
            <ul className="mt-3 space-y-4">
              {groups.data.items.map((group) => (
                <li key={group.id} className="border-t border-slate-300 pt-4 dark:border-slate-600">
                  {editing === group.id ? (
                    <ClientGroupForm
                      organisationId={organisation.id}
                      group={group}
                      sites={sites}
                      branding={branding}
                      onDone={(name) => {
                        setDone(t('clientGroups.saved', { name }));
                        close();
                      }}
                      onCancel={close}
                    />
                  ) : (
                    <GroupSummary group={group} />
                  )}
                  {branding && editing !== group.id ? (
                    <ClientGroupLogo organisationId={organisation.id} group={group} />
                  ) : null}
                  {editing === group.id ? null : confirming === group.id ? (
                    <InlineConfirm
                      className="mt-3"
                      question={t('clientGroups.deleteQuestion', { name: group.name })}
                      yesLabel={t('clientGroups.delete')}
                      noLabel={t('clientGroups.keep')}
                      busy={remove.isPending}
                      onNo={() => setConfirming(null)}
                      onYes={() =>
                        remove.mutate(group.id, {
                          onSuccess: () => setDone(t('clientGroups.deleted', { name: group.name })),
                          onSettled: () => {
                            setConfirming(null);
                            headingRef.current?.focus();
                          },
                        })
                      }
                    />
                  ) : (
                    <div className="mt-3 flex flex-wrap gap-3">
                      <button
                        type="button"
                        className={buttonSecondaryClass}
                        aria-label={t('clientGroups.editLabel', { name: group.name })}
                        onClick={() => {
                          setDone('');
                          setEditing(group.id);
                        }}
                      >
                        {t('clientGroups.edit')}
                      </button>
                      <button
                        type="button"
                        className={buttonSecondaryClass}
                        aria-label={t('clientGroups.deleteLabel', { name: group.name })}
                        onClick={() => {
                          setDone('');
                          remove.reset();
                          setConfirming(group.id);
                        }}
                      >
                        {t('clientGroups.delete')}
                      </button>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
          {editing === 'new' ? (
            <ClientGroupForm
              organisationId={organisation.id}
              sites={sites}
              branding={branding}
              onDone={(name) => {
                setDone(t('clientGroups.created', { name }));
                setEditing(null);
                addRef.current?.focus();
              }}
              onCancel={() => {
                setEditing(null);
                addRef.current?.focus();
              }}
            />
          ) : null}
          <button
            ref={addRef}
            type="button"
            className={`${buttonPrimaryClass} mt-4`}
            aria-expanded={editing === 'new'}
            onClick={() => {
              setDone('');
              setEditing(editing === 'new' ? null : 'new');
            }}
          >
            {t('clientGroups.add')}
          </button>
        </>
      )}
    </section>
  );
}

function GroupSummary({ group }: { group: ClientGroupView }) {
  const { t } = useTranslation('organisations');
  return (
    <>
      <h4 className="font-bold">{group.name}</h4>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{t('clientGroups.brand')}</dt>
        <dd>{group.brandName ?? t('clientGroups.brandDefault')}</dd>
        <dt className="font-semibold">{t('clientGroups.sites')}</dt>
        <dd className="break-all">
          {group.sites.length > 0 ? group.sites.join(', ') : t('clientGroups.noSites')}
        </dd>
        <dt className="font-semibold">{t('clientGroups.clients')}</dt>
        <dd>{group.clients}</dd>
        <dt className="font-semibold">{t('clientGroups.logo')}</dt>
        <dd>{group.hasLogo ? t('clientGroups.hasLogo') : t('clientGroups.noLogo')}</dd>
      </dl>
    </>
  );
}
