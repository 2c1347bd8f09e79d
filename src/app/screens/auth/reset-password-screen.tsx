import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../../api/api-error.js';
import { resetPassword } from '../../api/auth-forms.js';
import { TenantForm } from '../../forms/tenant-form.js';
import { useResetLinkCheck } from '../../queries/account.js';
import type { ScreenProps } from '../../registry/screen-props.js';
import { Spinner } from '../../../ui/spinner.js';
import { Intro, LinkRow, Notice, Title } from './auth-styles.js';

type Step = { kind: 'checking' } | { kind: 'invalid'; message: string } | { kind: 'form' } | { kind: 'done'; message: string };

/**
 * Reset password (/reset-password/{onetimetoken}, the mailed link): the link is checked first so
 * that a used or expired one says so before anyone types a new password; then the tenant's
 * `resetPassword` form; success links back to the login.
 */
export default function ResetPasswordScreen({ title }: ScreenProps) {
  const { t } = useTranslation();
  const { onetimetoken = '' } = useParams();
  const check = useResetLinkCheck(onetimetoken);
  const [done, setDone] = useState<string | null>(null);
  const invalid = check.error instanceof ApiError && check.error.status === 400;
  const step: Step =
    done !== null
      ? { kind: 'done', message: done }
      : check.isPending
        ? { kind: 'checking' }
        : check.isError
          ? { kind: 'invalid', message: invalid ? t('reset.invalidLink') : check.error.message || t('errors.unknown') }
          : { kind: 'form' };

  return (
    <section aria-labelledby="reset-title" aria-busy={step.kind === 'checking'}>
      <Title id="reset-title">{t(title)}</Title>
      {step.kind === 'checking' && <Spinner variant="fullArea" />}
      {step.kind === 'invalid' && (
        <>
          <Notice role="alert" $tone="error">
            {step.message}
          </Notice>
          <LinkRow>
            <Link to="/recupera-password">{t('reset.requestNew')}</Link>
          </LinkRow>
        </>
      )}
      {step.kind === 'form' && (
        <>
          <Intro>{t('reset.intro')}</Intro>
          <TenantForm
            formId="resetPassword"
            onSubmit={async (values) => {
              const answer = await resetPassword({
                password: String(values['password'] ?? ''),
                confirm: String(values['confirm'] ?? ''),
                onetimetoken,
              });
              setDone(answer.message ?? t('reset.done'));
            }}
          />
        </>
      )}
      {step.kind === 'done' && (
        <>
          <Notice role="status">{step.message}</Notice>
          <LinkRow>
            <Link to="/login">{t('reset.toLogin')}</Link>
          </LinkRow>
        </>
      )}
    </section>
  );
}
