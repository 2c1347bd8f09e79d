import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { Pagination, pageWindow, type PaginationProps } from './pagination.js';
import { kitWrapper } from './test/render-kit.js';

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function setup(path: string, props: PaginationProps) {
  const user = userEvent.setup();
  render(
    <>
      <Pagination {...props} />
      <Where />
    </>,
    { wrapper: kitWrapper(path) },
  );
  return { user, where: () => screen.getByTestId('where').textContent };
}

describe('pageWindow', () => {
  const shown = (page: number, last: number) => pageWindow(page, last).map((n) => n ?? '…');

  it('shows the ends, the current page and its neighbours, with gaps between', () => {
    expect(shown(1, 1)).toEqual([1]);
    expect(shown(1, 3)).toEqual([1, 2, 3]);
    expect(shown(5, 12)).toEqual([1, '…', 4, 5, 6, '…', 12]);
    expect(shown(5, 10)).toEqual([1, '…', 4, 5, 6, '…', 10]);
    expect(shown(10, 10)).toEqual([1, '…', 9, 10]);
    expect(shown(3, 4)).toEqual([1, 2, 3, 4]);
  });

  it('shows the one page a gap would hide rather than a …', () => {
    expect(shown(4, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(shown(1, 4)).toEqual([1, 2, 3, 4]);
  });
});

describe('Pagination', () => {
  it('is a navigation landmark with an Italian name, the current page marked', () => {
    setup('/news?page=2', { page: 2, lastPage: 3 });
    const nav = screen.getByRole('navigation', { name: 'Paginazione' });
    expect(within(nav).getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Pagina 1' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByText('Pagina 2 di 3')).toBeInTheDocument();
  });

  it('builds each link from the address: other parameters kept, none for page 1', () => {
    setup('/catalogo?disponibili=1&pagina=2', { page: 2, lastPage: 4, label: 'Pagine dei risultati', param: 'pagina' });
    const nav = screen.getByRole('navigation', { name: 'Pagine dei risultati' });
    expect(within(nav).getByRole('link', { name: 'Pagina 4' })).toHaveAttribute('href', '/catalogo?disponibili=1&pagina=4');
    expect(within(nav).getByRole('link', { name: 'Pagina 1' })).toHaveAttribute('href', '/catalogo?disponibili=1');
    expect(within(nav).getByRole('link', { name: 'Precedente' })).toHaveAttribute('rel', 'prev');
    expect(within(nav).getByRole('link', { name: 'Successiva' })).toHaveAttribute('href', '/catalogo?disponibili=1&pagina=3');
  });

  it('has no previous link on the first page and no next link on the last', () => {
    setup('/storico-ordini', { page: 1, lastPage: 2 });
    expect(screen.queryByRole('link', { name: 'Precedente' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Successiva' })).toBeInTheDocument();
  });

  it('is followed with the keyboard alone, and tells the screen after each page', async () => {
    const onNavigate = vi.fn();
    const { user, where } = setup('/notifications', { page: 1, lastPage: 3, onNavigate });
    await user.tab();
    expect(screen.getByRole('link', { name: 'Pagina 1' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Pagina 2' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(where()).toBe('/notifications?page=2');
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('shows nothing when one page holds everything', () => {
    setup('/news', { page: 1, lastPage: 1 });
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
