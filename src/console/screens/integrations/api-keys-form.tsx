import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { CreatedApiKey, Scope } from '../../../shared/types/generated/api/staff-apikeys.js';
import { Alert } from '../../../ui/alert.js';
import { Button } from '../../../ui/button.js';
import { choiceGroup } from '../../../ui/choice-group.js';
import { TextField } from '../../../ui/text-field.js';
import { SCOPE_HELP, useCreateApiKey } from './api-keys-queries.js';
import { ShownOnce } from './api-keys-shown-once.js';

const Form = styled.form`
  max-width: 70ch;
  ${choiceGroup}
  /* The scopes stack: each checkbox with its name and, under it, what it allows. */
  fieldset.scopes {
    flex-direction: column;
    flex-wrap: nowrap;
  }
  fieldset.scopes label {
    align-items: flex-start;
  }
  fieldset.scopes input {
    flex: none;
    margin-top: 2px;
  }
  .scope-help {
    display: block;
    font-size: 0.9em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .scopes-error {
    margin: 0;
    color: ${({ theme }) => theme.colors.error};
  }
`;

type Field = 'name' | 'scopes' | 'expires';
type Errors = Partial<Record<Field, string>>;

const NAME = /^[\p{L}\p{N} ._-]{1,80}$/u;

function check(name: string, scopes: Scope[], expires: string, today: string): Errors {
  const errors: Errors = {};
  if (!name.trim()) errors.name = 'Scrivi un nome che dica chi usa la chiave (per esempio «ERP» o «Corriere»)';
  else if (!NAME.test(name.trim())) errors.name = 'Solo lettere, cifre, spazi, punti, trattini; al massimo 80 caratteri';
  if (scopes.length === 0) errors.scopes = 'Scegli almeno un permesso';
  if (expires && expires < today) errors.expires = 'La scadenza non può essere nel passato';
  return errors;
}

/** "Nuova chiave": a name, the scopes (each explained), an optional last day; the key is then shown once. */
export function ApiKeyForm({ alias }: { alias: string }) {
  const create = useCreateApiKey(alias);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<Scope[]>([]);
  const [expires, setExpires] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const firstScopeRef = useRef<HTMLInputElement>(null);
  const expiresRef = useRef<HTMLInputElement>(null);

  const toggle = (scope: Scope, on: boolean) => {
    setScopes((s) => (on ? [...s, scope] : s.filter((x) => x !== scope)));
    setErrors((e) => ({ ...e, scopes: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(name, scopes, expires, new Date().toISOString().slice(0, 10));
    setErrors(found);
    if (found.name) return nameRef.current?.focus();
    if (found.scopes) return firstScopeRef.current?.focus();
    if (found.expires) return expiresRef.current?.focus();
    // check() has made sure at least one scope is chosen.
    create.mutate(
      { name: name.trim(), scopes: scopes as [Scope, ...Scope[]], ...(expires ? { expires } : {}) },
      {
        onSuccess: (answer) => {
          setCreated(answer);
          setName('');
          setScopes([]);
          setExpires('');
        },
      },
    );
  };

  return (
    <>
      {created && <ShownOnce created={created} onDone={() => setCreated(null)} />}
      <Form noValidate onSubmit={submit} aria-labelledby="new-key-title">
        <h3 id="new-key-title">Nuova chiave</h3>
        <TextField
          ref={nameRef}
          label="Nome"
          hint="Chi userà la chiave: compare nell’elenco e nel registro attività."
          maxLength={80}
          value={name}
          error={errors.name}
          onChange={(e) => {
            setName(e.target.value);
            setErrors((x) => ({ ...x, name: undefined }));
            if (create.isError) create.reset();
          }}
        />
        <fieldset className="scopes" aria-describedby={errors.scopes ? 'scopes-error' : undefined}>
          <legend>Permessi</legend>
          {SCOPE_HELP.map(({ scope, label, help }, i) => (
            <label key={scope}>
              <input
                ref={i === 0 ? firstScopeRef : undefined}
                type="checkbox"
                checked={scopes.includes(scope)}
                onChange={(e) => toggle(scope, e.target.checked)}
                aria-describedby={`scope-help-${i}`}
              />
              <span>
                {label} <code>{scope}</code>
                <span className="scope-help" id={`scope-help-${i}`}>
                  {help}
                </span>
              </span>
            </label>
          ))}
          {errors.scopes && (
            <p id="scopes-error" className="scopes-error" role="alert">
              {errors.scopes}
            </p>
          )}
        </fieldset>
        <TextField
          ref={expiresRef}
          type="date"
          label="Scadenza (facoltativa)"
          hint="L’ultimo giorno in cui la chiave funziona, fino alle 23:59 UTC. Vuota: nessuna scadenza."
          value={expires}
          error={errors.expires}
          onChange={(e) => {
            setExpires(e.target.value);
            setErrors((x) => ({ ...x, expires: undefined }));
          }}
        />
        {create.error && <Alert tone="error">{create.error.message}</Alert>}
        <Button type="submit" variant="primary" loading={create.isPending}>
          Crea chiave
        </Button>
      </Form>
    </>
  );
}
