import { Component, type ReactNode } from 'react';
import { withTranslation, type WithTranslation } from 'react-i18next';
import { page } from './page.js';
import { Button } from '../../ui/button.js';
import { ErrorPage } from '../../ui/error-page.js';

interface Props extends WithTranslation {
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Catches a screen that fails to load or render (typically a chunk gone after a deploy) so the
 * header and footer stay usable. Keyed by path by its parent, so navigating away resets it.
 */
class ScreenBoundaryBase extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render() {
    const { t, children } = this.props;
    if (!this.state.failed) return children;
    return (
      <ErrorPage title={t('errors.screen.title')} text={t('errors.screen.text')}>
        <Button variant="primary" onClick={() => page.reload()}>
          {t('common.reload')}
        </Button>
      </ErrorPage>
    );
  }
}

export const ScreenBoundary = withTranslation()(ScreenBoundaryBase);
