import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { UiSchema } from '@rjsf/utils';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { routerWrapper } from '../test/render-app.js';
import { makeConfig } from '../test/fixtures.js';
import { SchemaForm } from './schema-form.js';
import { inProcessFormsModule } from './test-support.js';

/** The demo tenant's login form, painted as the server paints it, then hydrated in a page that was typed into first. */
function paintedLogin(nativeAction: string | undefined, onSubmit: (values: Record<string, unknown>) => void) {
  const config = makeConfig();
  const compiled = inProcessFormsModule(config).forms['login']!;
  const validator = createPrecompiledValidator(compiled.validators as never, compiled.rootSchema);
  const Wrapper = routerWrapper('/login');
  const tree = (
    <Wrapper>
      <SchemaForm
        formId="login"
        schema={compiled.rootSchema}
        uiSchema={config.forms['login']!.uiSchema as UiSchema}
        validator={validator}
        nativeAction={nativeAction}
        onSubmit={onSubmit}
      />
    </Wrapper>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  document.body.append(container);
  const input = (id: string) => container.querySelector<HTMLInputElement>(`#${id}`)!;
  return { tree, container, code: input('login_email'), password: input('login_password') };
}

afterEach(() => document.body.replaceChildren());

describe('a form the browser can post itself (the login page)', () => {
  it('is usable as painted, posting to the server, and keeps what was typed before its scripts ran', async () => {
    const onSubmit = vi.fn();
    const { tree, container, code, password } = paintedLogin('/v1/auth/signin-form', onSubmit);
    const form = container.querySelector('form')!;
    expect(form.getAttribute('action')).toBe('/v1/auth/signin-form');
    expect(form.method).toBe('post');
    expect(code.name).toBe('login_email');
    expect(password.name).toBe('login_password');
    expect(code.disabled).toBe(false);
    expect(container.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(false);
    // Typed while the scripts were on their way: the page holds it, React's state does not.
    code.value = 'DEMO0001';
    password.value = 'Demo!2025x';
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: (error) => void errors.push(error) });
    });
    expect(errors).toEqual([]);
    // Still on screen after the scripts' own renders, and sent as typed.
    expect(code.value).toBe('DEMO0001');
    expect(password.value).toBe('Demo!2025x');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Accedi' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'DEMO0001', password: 'Demo!2025x' });
  });

  it('any other painted form waits disabled for its scripts', () => {
    const { container, code } = paintedLogin(undefined, vi.fn());
    expect(container.querySelector('form')!.hasAttribute('action')).toBe(false);
    expect(code.disabled).toBe(true);
    expect(container.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(true);
  });
});
