import { render, screen, within } from '@testing-library/react';
import { DetailLayout, DetailSkeleton } from './detail-layout.js';
import { kitWrapper } from './test/render-kit.js';

const IMAGE = { url: '/img/4.svg', width: 800, height: 450 };
const BACK = { to: '/news?page=2', label: 'Torna alle news' };

describe('DetailLayout', () => {
  it('column: back link, titled article, date, picture, sanitised body with headings under the title', () => {
    render(
      <DetailLayout
        back={BACK}
        backBelow
        id="news-title"
        title="Punti doppi"
        date={{ iso: '2025-12-01T10:00:00.000Z', text: 'Pubblicato il 1 dicembre 2025' }}
        image={IMAGE}
        html={'<p>Testo</p><h3>Quando</h3><script>alert(1)</script>'}
        bodyLook="standfirst"
      />,
      { wrapper: kitWrapper() },
    );
    const article = screen.getByRole('article', { name: 'Punti doppi' });
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent('Punti doppi');
    expect(within(article).getByText('Pubblicato il 1 dicembre 2025')).toHaveAttribute('datetime', '2025-12-01T10:00:00.000Z');
    expect(article.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    expect(within(article).getByRole('heading', { level: 2, name: 'Quando' })).toBeInTheDocument();
    expect(article.innerHTML).not.toMatch(/<script/);
    const back = screen.getAllByRole('link', { name: 'Torna alle news' });
    expect(back).toHaveLength(2);
    for (const link of back) expect(link).toHaveAttribute('href', '/news?page=2');
  });

  it('split: picture beside the text, details before the body, a titled body region', () => {
    render(
      <DetailLayout
        variant="split"
        id="voucher-title"
        title="Buono carburante"
        eyebrow={<p>Partner</p>}
        image={null}
        lead="Venti euro di carburante."
        details={<p>Codice: ABC</p>}
        html="<p>Mostra il codice alla cassa.</p>"
        bodyTitle="Come si usa"
      />,
      { wrapper: kitWrapper() },
    );
    const article = screen.getByRole('article', { name: 'Buono carburante' });
    expect(article.querySelector('[data-image-box]')).not.toBeNull();
    expect(within(article).getByText('Venti euro di carburante.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Come si usa' })).getByText('Mostra il codice alla cassa.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows a placeholder in the article’s place under the same back link', () => {
    render(<DetailLayout back={BACK} placeholder={<DetailSkeleton label="Caricamento della notizia" />} />, { wrapper: kitWrapper() });
    expect(screen.getByRole('link', { name: 'Torna alle news' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento della notizia');
    expect(screen.queryByRole('article')).toBeNull();
  });
});
