import { useTranslation } from 'react-i18next';
import type { BootFailure } from '../../stores/ui.js';
import { ErrorPage } from '../../../ui/error-page.js';
import AppNotFoundScreen from './app-not-found-screen.js';
import AuthErrorScreen from './auth-error-screen.js';
import ConfigErrorScreen from './config-error-screen.js';
import NetworkErrorScreen from './network-error-screen.js';
import ServerErrorScreen from './server-error-screen.js';

/** The full-screen page for a failed start: the app cannot run, so nothing else shows. */
export function BootErrorScreen({ failure }: { failure: BootFailure }) {
  return <main id="main-content">{pick(failure)}</main>;
}

function pick(failure: BootFailure) {
  switch (failure.kind) {
    case 'appNotFound':
      return <AppNotFoundScreen />;
    case 'auth':
      return <AuthErrorScreen />;
    case 'config':
      return <ConfigErrorScreen details={failure.details} />;
    case 'network':
      return <NetworkErrorScreen />;
    case 'server':
      return <ServerErrorScreen status={failure.status} message={failure.message} />;
    default:
      return <UnexpectedError message={failure.message} />;
  }
}

function UnexpectedError({ message }: { message?: string }) {
  const { t } = useTranslation();
  return <ErrorPage title={t('errors.unexpected', { defaultValue: 'Errore imprevisto' })} text={message ?? ''} />;
}
