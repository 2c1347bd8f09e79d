import { screen, within } from '@testing-library/react';
import { installFakeApi, type FakeAnswer, type FakeHandler } from '../../test/fake-api.js';
import { ACTIVE_USER, renderApp } from '../../test/render-app.js';
import { cmsSection } from './test-data.js';

let api: ReturnType<typeof installFakeApi>;
afterEach(() => api?.restore());

function setup(routes: Record<string, FakeHandler | FakeAnswer>) {
  api = installFakeApi({ 'POST /app/errors': { status: 204 }, ...routes });
  return renderApp({ path: '/meccanica', user: ACTIVE_USER });
}

const SECTIONS = {
  mechanics: cmsSection(
    'mechanics',
    "Meccanica dell'iniziativa",
    '<p>Premia Club è un\'operazione a premi.</p><h3>Come si accumulano i punti</h3><ul><li>1 punto ogni 10 €</li></ul><p><a href="https://example.com/regolamento" target="_blank">Regolamento</a></p><iframe src="https://evil.example"></iframe>',
  ),
  howItWorks: cmsSection(
    'howItWorks',
    'Come funziona',
    '<h3>Accumula</h3><p>Ogni acquisto ti fa guadagnare punti.</p><h3>Scegli</h3><p>Sfoglia il catalogo.</p>',
  ),
  home: cmsSection('home', 'Home', '<p>Altro</p>'),
};

describe('mechanics (/meccanica)', () => {
  it('shows the mechanics text and the how-it-works steps from the CMS, sanitised, headings in order', async () => {
    setup({ 'GET /cms': { status: 200, data: SECTIONS } });
    expect(await screen.findByRole('heading', { level: 1, name: "Meccanica dell'iniziativa" })).toBeInTheDocument();
    expect(screen.getByText('Aggiornato il 15 settembre 2025')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Come si accumulano i punti' })).toBeInTheDocument();
    expect(screen.getByText('1 punto ogni 10 €')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Regolamento' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(document.querySelector('iframe')).toBeNull();
    const steps = screen.getByRole('complementary', { name: 'Come funziona' });
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Accumula', 'Scegli']);
    expect(screen.queryByText('Altro')).toBeNull();
  });

  it('shows an empty state when the tenant has neither section', async () => {
    setup({ 'GET /cms': { status: 200, data: { home: SECTIONS.home } } });
    expect(await screen.findByText("Le informazioni sulla meccanica dell'iniziativa non sono ancora disponibili.")).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Meccanica' })).toBeInTheDocument();
  });

  it("shows the error with a retry, 'Errore di rete' offline", async () => {
    const answers: FakeAnswer[] = ['network', { status: 200, data: SECTIONS }];
    const { user } = setup({ 'GET /cms': () => answers.shift()! });
    expect(await screen.findByRole('alert')).toHaveTextContent('Errore di rete');
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('heading', { level: 1, name: "Meccanica dell'iniziativa" })).toBeInTheDocument();
  });
});
