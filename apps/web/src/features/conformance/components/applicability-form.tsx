import type { ApplicabilityRequest, ApplicabilityView } from '@klarsicht/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonPrimaryClass, mutedTextClass } from '../../../components/ui-classes';
import { formatDateTime } from '../../../lib/format-date';
import type { useSaveApplicability } from '../api/conformance-api';
import { conformanceErrorKey } from '../conformance-errors';

type QuestionId = ApplicabilityView['questions'][number]['id'];
type Choice = 'yes' | 'no' | 'unanswered';

const CHOICES: readonly Choice[] = ['yes', 'no', 'unanswered'];

const choiceOf = (answer: boolean | null): Choice => (answer === null ? 'unanswered' : answer ? 'yes' : 'no');
const answerOf = (choice: Choice): boolean | null => (choice === 'unanswered' ? null : choice === 'yes');

/**
 * The questions that decide which EN 301 549 requirements outside chapter 9 apply to the site: one
 * group of radio buttons per question. Only the answers that changed are sent; a "no" makes the
 * requirements that presuppose it not applicable, "not answered" keeps them open.
 */
export function ApplicabilityForm({
  applicability,
  save,
}: {
  applicability: ApplicabilityView;
  save: ReturnType<typeof useSaveApplicability>;
}) {
  const { t } = useTranslation('conformance');
  const formId = useId();
  const [choices, setChoices] = useState<Partial<Record<QuestionId, Choice>>>({});
  const [announcement, setAnnouncement] = useState('');
  const chosen = (id: QuestionId, answer: boolean | null) => choices[id] ?? choiceOf(answer);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAnnouncement('');
    const answers: ApplicabilityRequest['answers'] = {};
    for (const question of applicability.questions) {
      const choice = choices[question.id];
      if (choice !== undefined && answerOf(choice) !== question.answer)
        answers[question.id] = answerOf(choice);
    }
    if (Object.keys(answers).length === 0) {
      save.reset();
      setAnnouncement(t('applicability.unchanged'));
      return;
    }
    save.mutate(
      { answers },
      {
        onSuccess: () => {
          // The saved answers are the table's now; the form shows them from there.
          setChoices({});
          setAnnouncement(t('applicability.saved'));
        },
      },
    );
  };

  const failure = save.error ? conformanceErrorKey(save.error) : null;
  return (
    <form onSubmit={submit} noValidate data-testid="applicability-form">
      <p className={`mt-2 ${mutedTextClass}`} data-testid="applicability-answered">
        {applicability.answeredAt
          ? t('applicability.answeredAt', { date: formatDateTime(applicability.answeredAt) })
          : t('applicability.notYetAnswered')}
      </p>
      <div className="mt-4 space-y-4">
        {applicability.questions.map((question) => {
          const hintId = question.hint ? `${formId}-${question.id}-hint` : undefined;
          return (
            <fieldset key={question.id} aria-describedby={hintId} data-question={question.id}>
              <legend className="font-semibold">{question.question}</legend>
              {hintId ? (
                <p id={hintId} className={`mt-1 ${mutedTextClass}`}>
                  {question.hint}
                </p>
              ) : null}
              <div className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
                {CHOICES.map((choice) => (
                  <label key={choice} className="inline-flex min-h-11 items-center gap-2">
                    <input
                      type="radio"
                      name={`${formId}-${question.id}`}
                      value={choice}
                      checked={chosen(question.id, question.answer) === choice}
                      onChange={() => setChoices((current) => ({ ...current, [question.id]: choice }))}
                      className="size-5 accent-blue-700 dark:accent-blue-300"
                    />
                    {t(`applicability.choice.${choice}`)}
                  </label>
                ))}
              </div>
            </fieldset>
          );
        })}
      </div>
      <div className="mt-4">
        <button type="submit" className={buttonPrimaryClass} disabled={save.isPending}>
          {save.isPending ? t('applicability.saving') : t('applicability.save')}
        </button>
      </div>
      <p role="status" className="mt-3 font-semibold empty:hidden" data-testid="applicability-status">
        {announcement}
      </p>
      {failure ? (
        <p role="alert" className="mt-3 font-semibold">
          {failure === 'validation_failed' ? t('applicability.invalid') : t(`errors.${failure}`)}
        </p>
      ) : null}
    </form>
  );
}
