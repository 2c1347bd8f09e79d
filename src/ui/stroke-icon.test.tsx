import { render } from '@testing-library/react';
import { StrokeIcon } from './stroke-icon.js';

describe('StrokeIcon', () => {
  it('draws its path in the text colour, hidden from assistive technology', () => {
    const { container } = render(<StrokeIcon d="M4 12.5 9.5 18 20 6" size={20} strokeWidth={2.5} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('focusable')).toBe('false');
    expect(svg.getAttribute('width')).toBe('20');
    expect(svg.getAttribute('height')).toBe('20');
    const path = svg.querySelector('path')!;
    expect(path.getAttribute('d')).toBe('M4 12.5 9.5 18 20 6');
    expect(path.getAttribute('stroke')).toBe('currentColor');
    expect(path.getAttribute('stroke-width')).toBe('2.5');
    expect(path.getAttribute('fill')).toBe('none');
  });
});
