import { lazy, Suspense, type ComponentType } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { Input } from './field-styles.js';

/**
 * A widget whose code loads when a form first shows it: the date picker (react-day-picker and
 * date-fns) and the consent checkbox (DOMPurify) stay out of the forms engine chunk, so the login
 * form, which has neither, does not download them.
 */
export function lazyWidget(load: () => Promise<{ default: ComponentType<WidgetProps> }>, name: string) {
  const Lazy = lazy(load);
  function LazyWidget(props: WidgetProps) {
    return (
      <Suspense fallback={<Input id={props.id} disabled aria-busy="true" />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  LazyWidget.displayName = `Lazy(${name})`;
  return LazyWidget;
}
