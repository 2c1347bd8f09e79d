import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { kitWrapper } from './test/render-kit.js';
import { Button, type ButtonSize, type ButtonVariant } from './button.js';

const variants: ButtonVariant[] = [
  'primary',
  'default',
  'outline',
  'outline-green',
  'outline-gray',
  'ghost',
  'outline-transparent',
  'revert',
  'link',
  'secondary',
];
const sizes: ButtonSize[] = ['default', 'sm', 'lg', 'icon'];

describe('Button', () => {
  it('renders every variant and size as a button', () => {
    render(
      <>
        {variants.map((variant) => (
          <Button key={variant} variant={variant}>
            {variant}
          </Button>
        ))}
        {sizes.map((size) => (
          <Button key={size} size={size} aria-label={`size ${size}`} />
        ))}
      </>,
      { wrapper: kitWrapper() },
    );
    for (const variant of variants) expect(screen.getByRole('button', { name: variant })).toHaveAttribute('data-variant', variant);
    for (const size of sizes) expect(screen.getByRole('button', { name: `size ${size}` })).toHaveAttribute('data-size', size);
  });

  it('is 48 px high by default', () => {
    render(<Button>Salva</Button>, { wrapper: kitWrapper() });
    expect(screen.getByRole('button', { name: 'Salva' })).toHaveStyle({ minHeight: '48px' });
  });

  it('does not submit forms unless asked to', () => {
    render(<Button>Annulla</Button>, { wrapper: kitWrapper() });
    expect(screen.getByRole('button', { name: 'Annulla' })).toHaveAttribute('type', 'button');
  });

  it('shows a spinner instead of its content while loading, disabled and busy', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button loading onClick={onClick}>
        Salva
      </Button>,
      { wrapper: kitWrapper() },
    );
    const button = screen.getByRole('button', { name: 'Caricamento in corso' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Salva')).not.toBeInTheDocument();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();

    rerender(<Button onClick={onClick}>Salva</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
