import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { setConfig } from '../stores/config.js';
import { makeConfig } from '../test/fixtures.js';
import { ProgrammeBanner } from './programme-banner.js';
import { ProgrammeClosedGate } from './programme-closed.js';

// demo's programme here: from 1 January 2026, earning until 31 October, requests until
// 30 November, the end on 31 May 2027.
const programme = { start: '2026-01-01', earnUntil: '2026-10-31', orderUntil: '2026-11-30', end: '2027-05-31' };

function renderAt(today: string, path = '/catalogo') {
  const config = makeConfig({ programme });
  setConfig(config);
  return render(
    <ThemeProvider theme={config.theme as never}>
      <MemoryRouter initialEntries={[path]}>
        <ProgrammeBanner today={today} />
        <ProgrammeClosedGate today={today}>
          <p>Contenuto della pagina</p>
        </ProgrammeClosedGate>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

afterEach(() => setConfig(makeConfig()));

describe('programme banner and closed page', () => {
  it('says nothing more than 30 days before the end of earning', () => {
    renderAt('2026-09-30');
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByText('Contenuto della pagina')).toBeInTheDocument();
  });

  it('counts down the last days of earning, then of ordering', () => {
    const { unmount } = renderAt('2026-10-21');
    expect(screen.getByRole('note', { name: 'Calendario del programma' })).toHaveTextContent(
      'Mancano 10 giorni per accumulare punti: la raccolta termina il 31 ottobre 2026.',
    );
    unmount();
    renderAt('2026-11-30');
    expect(screen.getByRole('note')).toHaveTextContent(
      'Oggi è l’ultimo giorno per richiedere i premi: le richieste si chiudono il 30 novembre 2026.',
    );
  });

  it('says why prizes cannot be requested once ordering has closed', () => {
    renderAt('2026-12-01');
    expect(screen.getByRole('note')).toHaveTextContent(
      'Le richieste dei premi sono chiuse: il termine per richiederli era il 30 novembre 2026.',
    );
    expect(screen.getByText('Contenuto della pagina')).toBeInTheDocument();
  });

  it('after the end shows the closed page instead of the screen, but not on the order history', () => {
    const { unmount } = renderAt('2027-06-01');
    expect(screen.getByRole('heading', { name: 'Programma concluso' })).toBeInTheDocument();
    expect(screen.getByText(/Il programma si è concluso il 31 maggio 2027\./)).toBeInTheDocument();
    expect(screen.queryByText('Contenuto della pagina')).toBeNull();
    unmount();
    renderAt('2027-06-01', '/storico-ordini');
    expect(screen.getByText('Contenuto della pagina')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Programma concluso' })).toBeNull();
  });
});
