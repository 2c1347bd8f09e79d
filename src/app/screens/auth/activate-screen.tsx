import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../../api/api-error.js';
import { activateAccount } from '../../api/auth-forms.js';
import { refreshUserRecord } from '../../queries/user.js';
import type { ScreenProps } from '../../registry/screen-props.js';
import { useSessionFacts } from '../../stores/session.js';
import { Spinner } from '../../../ui/spinner.js';
import { LinkRow, Notice, Title } from './auth-styles.js';

type Outcome = { kind: 'loading' } | { kind: 'done' } | { kind: 'failed'; detail: string };

// An activation code works once: React's development double effects (and a remount) must not
// spend it twice and then report the second, 'already used' answer. One request per code.
const attempts = new Map<string, Promise<unknown>>();

function activateOnce(code: string): Promise<unknown> {
  let attempt = attempts.get(code);
  if (!attempt) {
    attempt = activateAccount(code);
    attempts.set(code, attempt);
    // A failure may be retried by a later visit (e.g. after a network error).
    attempt.catch(() => attempts.delete(code));
  }
  return attempt;
}

/**
 * Account activation (/activate/{id}, the mailed link): 'Errore attivazione' with the server's
 * reason for 400 (unknown) and 422 (used or expired); other failures show their own text. A
 * browser still holding the inactive session reloads the user, so it is let through as active.
 */
export default function ActivateScreen({ title }: ScreenProps) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { loggedIn } = useSessionFacts();
  const client = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    activateOnce(id)
      .then(async () => {
        if (loggedIn) await refreshUserRecord(client).catch(() => undefined);
        if (live) setOutcome({ kind: 'done' });
      })
      .catch((error: unknown) => {
        if (!live) return;
        const api = error instanceof ApiError ? error : null;
        const detail = api && (api.status === 400 || api.status === 422) ? api.message : (api?.message ?? t('errors.unknown'));
        setOutcome({ kind: 'failed', detail });
      });
    return () => {
      live = false;
    };
    // loggedIn is read once: the activation itself does not change it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  return (
    <section aria-labelledby="activate-title" aria-busy={outcome.kind === 'loading'}>
      <Title id="activate-title">{t(title)}</Title>
      {outcome.kind === 'loading' && <Spinner variant="fullArea" label={t('activation.inProgress')} />}
      {outcome.kind === 'done' && <Notice role="status">{t('activation.done')}</Notice>}
      {outcome.kind === 'failed' && (
        <Notice role="alert" $tone="error">
          <strong>{t('errors.activation')}</strong>
          <br />
          {outcome.detail}
        </Notice>
      )}
      {outcome.kind !== 'loading' && (
        <LinkRow>{loggedIn ? <Link to="/">{t('common.backHome')}</Link> : <Link to="/login">{t('activation.toLogin')}</Link>}</LinkRow>
      )}
    </section>
  );
}
