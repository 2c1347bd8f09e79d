import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../../api/api-error.js';
import { confirmErasure } from '../../api/privacy.js';
import type { ScreenProps } from '../../registry/screen-props.js';
import { endSession } from '../../stores/session.js';
import { Spinner } from '../../../ui/spinner.js';
import { LinkRow, Notice, Title } from './auth-styles.js';

type Outcome = { kind: 'loading' } | { kind: 'done' } | { kind: 'failed'; detail: string };

// A confirmation code works once: React's development double effects (and a remount) must not
// send it twice and then report the second, 'not valid' answer. One request per code.
const attempts = new Map<string, Promise<unknown>>();

function confirmOnce(code: string): Promise<unknown> {
  let attempt = attempts.get(code);
  if (!attempt) {
    attempt = confirmErasure(code);
    attempts.set(code, attempt);
    attempt.catch(() => attempts.delete(code));
  }
  return attempt;
}

/**
 * The mailed link that confirms the account's deletion (/cancella-account/{code}): the erasure
 * happens when it is opened; the session this browser may hold ends with it.
 */
export default function ConfirmErasureScreen({ title }: ScreenProps) {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    confirmOnce(code)
      .then(() => {
        endSession();
        if (live) setOutcome({ kind: 'done' });
      })
      .catch((error: unknown) => {
        if (live) setOutcome({ kind: 'failed', detail: error instanceof ApiError ? error.message : t('errors.unknown') });
      });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code]);

  return (
    <section aria-labelledby="erase-title" aria-busy={outcome.kind === 'loading'}>
      <Title id="erase-title">{t(title)}</Title>
      {outcome.kind === 'loading' && <Spinner variant="fullArea" label={t('privacy.confirming')} />}
      {outcome.kind === 'done' && <Notice role="status">{t('privacy.confirmed')}</Notice>}
      {outcome.kind === 'failed' && (
        <Notice role="alert" $tone="error">
          <strong>{t('privacy.confirmFailed')}</strong>
          <br />
          {outcome.detail}
        </Notice>
      )}
      {outcome.kind !== 'loading' && (
        <LinkRow>
          <Link to="/">{t('privacy.home')}</Link>
        </LinkRow>
      )}
    </section>
  );
}
