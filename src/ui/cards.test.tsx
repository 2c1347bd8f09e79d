import { render, screen } from '@testing-library/react';
import { Card, CardBody, CardTitle, ImageBox, ratioOf } from './cards.js';
import { kitWrapper } from './test/render-kit.js';

describe('cards', () => {
  it('a card whose title link is its one tab stop', () => {
    render(
      <Card aria-labelledby="c1">
        <ImageBox image={{ url: '/a.png', width: 400, height: 300 }} ratio="4 / 3" />
        <CardBody>
          <CardTitle id="c1">
            <a className="card-link" href="/news/1">
              Titolo
            </a>
          </CardTitle>
        </CardBody>
      </Card>,
      { wrapper: kitWrapper() },
    );
    expect(screen.getByRole('article', { name: 'Titolo' })).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    const img = screen.getByRole('presentation');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '400');
  });

  it('reserves the picture’s proportions, 16 / 9 when they are unknown', () => {
    expect(ratioOf({ width: 800, height: 450 })).toBe('800 / 450');
    expect(ratioOf(null)).toBe('16 / 9');
    expect(ratioOf({ width: 0, height: 0 })).toBe('16 / 9');
  });
});
