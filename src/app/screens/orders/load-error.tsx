import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.js';
import { Notice } from './styles.js';

/** A list that could not be loaded: the reason and a way to try again without a page reload. */
export function LoadError({ message, onRetry }: { message: string; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div>
      <Notice $tone="error" role="alert">
        {message}
      </Notice>
      <Button variant="outline" onClick={onRetry}>
        {t('orders.retry')}
      </Button>
    </div>
  );
}
