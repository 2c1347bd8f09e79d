import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { Input, InputAction, InputIcon, InputRow } from './field-styles.js';
import { inputProps } from './input-props.js';
import { EyeIcon, MailIcon, UserIcon } from './icons.js';

type Kind = 'text' | 'password' | 'email' | 'tel';

/**
 * The text input in its four flavours: plain, password (with a show/hide toggle),
 * email and phone. `ui:icon` ("user" | "email") puts an icon at the start; email shows the
 * envelope by default. An emptied input sends undefined so `required` reports it.
 */
function makeTextWidget(kind: Kind) {
  function TextLikeWidget(props: WidgetProps) {
    const { id, disabled, options } = props;
    const { t } = useTranslation();
    const [revealed, setRevealed] = useState(false);
    const icon = options['icon'] ?? (kind === 'email' ? 'email' : undefined);
    const reveal = kind === 'password' && options['reveal'] !== false;
    const type = kind === 'password' ? (revealed ? 'text' : 'password') : kind;
    return (
      <InputRow $icon={Boolean(icon)} $action={reveal}>
        {icon === 'user' && (
          <InputIcon>
            <UserIcon />
          </InputIcon>
        )}
        {icon === 'email' && (
          <InputIcon>
            <MailIcon />
          </InputIcon>
        )}
        <Input
          {...inputProps(props)}
          type={type}
          autoComplete={typeof options['autocomplete'] === 'string' ? options['autocomplete'] : undefined}
          inputMode={typeof options['inputMode'] === 'string' ? (options['inputMode'] as 'numeric') : undefined}
        />
        {reveal && (
          <InputAction
            type="button"
            aria-controls={id}
            aria-pressed={revealed}
            aria-label={
              revealed
                ? t('forms.hidePassword', { defaultValue: 'Nascondi password' })
                : t('forms.showPassword', { defaultValue: 'Mostra password' })
            }
            onClick={() => setRevealed((r) => !r)}
            disabled={disabled}
          >
            <EyeIcon crossed={revealed} />
          </InputAction>
        )}
      </InputRow>
    );
  }
  TextLikeWidget.displayName = `TextWidget(${kind})`;
  return TextLikeWidget;
}

export const TextWidget = makeTextWidget('text');
export const PasswordWidget = makeTextWidget('password');
export const EmailWidget = makeTextWidget('email');
export const TelWidget = makeTextWidget('tel');
