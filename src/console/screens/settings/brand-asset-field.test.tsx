import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SettingsOverride } from '../../../shared/types/generated/api/staff-settings.js';
import { installConsoleApi, type ConsoleAnswer } from '../../test/console-api.js';
import { renderArea } from '../../test/render-area.js';
import { BrandAssetField } from './brand-asset-field.js';
import { OriginContext } from './field-origin.js';
import { valueAt, withValue } from './settings-changes.js';

let api: ReturnType<typeof installConsoleApi> | undefined;
afterEach(() => api?.restore());

const UPLOAD = 'POST /console/tenants/demo/brand-assets';
const HASH = 'e'.repeat(64);
const FILE = { brand: { logo: 'logo.svg' } };

/** The field inside the settings' origin state, its draft kept as the workspace keeps it. */
function Harness({ effective = FILE, overrides = [] }: { effective?: Record<string, unknown>; overrides?: SettingsOverride[] }) {
  const [draft, setDraft] = useState<Record<string, unknown>>(effective);
  const origin = {
    file: FILE,
    effective,
    overrides,
    draft,
    useFileValue: (keys: string[]) => setDraft((d) => withValue(d, keys, valueAt(FILE, keys))),
  };
  return (
    <OriginContext.Provider value={origin}>
      <BrandAssetField
        alias="demo"
        kind="logo"
        label="Logo"
        object="il logo"
        keys={['brand', 'logo']}
        portalOrigin="http://demo.localhost:8080"
        onChange={(keys, value) => setDraft((d) => withValue(d, keys, value))}
      />
      <pre data-testid="draft">{JSON.stringify(draft)}</pre>
    </OriginContext.Provider>
  );
}

const render = (props: Parameters<typeof Harness>[0] = {}) =>
  renderArea('impostazioni', <Harness {...props} />, '/iniziative/demo/impostazioni');
const draft = () => JSON.parse(screen.getByTestId('draft').textContent ?? '{}') as { brand?: { logo?: string } };
const svg = () => new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'marchio.svg', { type: 'image/svg+xml' });

describe('BrandAssetField', () => {
  it("shows the tenant folder's logo from the portal, with the formats and limit", () => {
    render();
    const field = screen.getByRole('group', { name: 'Logo' });
    expect(within(field).getByRole('img', { name: 'Logo: file attuale' })).toHaveAttribute(
      'src',
      'http://demo.localhost:8080/tenant-assets/logo.svg',
    );
    expect(within(field).getByText('Dal file dell’iniziativa: logo.svg')).toBeInTheDocument();
    expect(within(field).getByText(/SVG, PNG, JPEG o WebP, al massimo 1 MB\. Un SVG viene ripulito/)).toBeInTheDocument();
  });

  it('uploads the chosen file for its kind, says it is loading, then puts it in the draft and shows it', async () => {
    let answer!: (a: ConsoleAnswer) => void;
    api = installConsoleApi({ [UPLOAD]: () => new Promise<ConsoleAnswer>((resolve) => (answer = resolve)) });
    const { user } = render();
    const input = screen.getByLabelText('Sostituisci il logo');
    await user.upload(input, svg());

    expect(await screen.findByRole('status')).toHaveTextContent('Caricamento del file…');
    expect(input).toBeDisabled();
    const sent = api.callsTo(UPLOAD)[0]!.data as FormData;
    expect(sent.get('kind')).toBe('logo');
    expect((sent.get('file') as File).name).toBe('marchio.svg');

    answer({
      status: 201,
      data: {
        ref: `stored:${HASH}.svg`,
        url: `/v1/brand/files/${HASH}.svg`,
        contentType: 'image/svg+xml',
        size: 2048,
        width: 0,
        height: 0,
        cleaned: true,
      },
    });
    expect(await screen.findByText('Caricato ora: 2 KB. Salva per pubblicarlo.')).toBeInTheDocument();
    expect(screen.getByText(/Dall’SVG sono stati tolti script, eventi o riferimenti esterni/)).toBeInTheDocument();
    expect(draft().brand?.logo).toBe(`stored:${HASH}.svg`);
    expect(screen.getByRole('img', { name: 'Logo: file attuale' })).toHaveAttribute('src', `/v1/brand/files/${HASH}.svg`);
    expect(screen.getByText('Modificato, da salvare')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    // Changed their mind before saving: the folder's logo again, and nothing left to save.
    await user.click(screen.getByRole('button', { name: 'Annulla il caricamento: Logo' }));
    expect(draft()).toEqual(FILE);
    expect(screen.getByText('Dal file dell’iniziativa: logo.svg')).toBeInTheDocument();
  });

  it("shows the server's refusal under the field, marks the input invalid and keeps the current logo", async () => {
    const message = 'Il file è un PDF: per un logo sono ammessi SVG, PNG, JPEG o WebP';
    api = installConsoleApi({ [UPLOAD]: { status: 400, data: { error: message, details: [{ field: 'file', message }] } } });
    const { user } = render();
    const input = screen.getByLabelText('Sostituisci il logo');
    await user.upload(input, new File(['%PDF-1.4'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(draft()).toEqual(FILE);
  });

  it('offers the way back to the file when the saved logo is an upload', async () => {
    const effective = { brand: { logo: `stored:${HASH}.png` } };
    const overrides = [
      {
        path: 'brand.logo',
        value: `stored:${HASH}.png`,
        updatedAt: '2026-12-01T10:00:00.000Z',
        updatedBy: 'anna@premia.example',
        ignored: false,
      },
    ];
    const { user } = render({ effective, overrides });
    expect(screen.getByText('File caricato dalla console.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logo: file attuale' })).toHaveAttribute('src', `/v1/brand/files/${HASH}.png`);
    await user.click(screen.getByRole('button', { name: 'Usa il valore del file per Logo' }));
    await waitFor(() => expect(draft()).toEqual(FILE));
    expect(screen.getByRole('img', { name: 'Logo: file attuale' })).toHaveAttribute(
      'src',
      'http://demo.localhost:8080/tenant-assets/logo.svg',
    );
  });
});
