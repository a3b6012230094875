import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FallbackImage } from './fallback-image';

const picture = () => screen.getByRole('presentation') as HTMLImageElement;

// SPEC 8 game-icon-load-failure: a game icon that fails to load shows the default image.
describe('a picture with a fallback', () => {
  it('shows the platform picture, and the default image once it fails to load', () => {
    render(<FallbackImage src="https://cdn.test/icon.png" fallback="/default.svg" width={40} height={24} />);
    expect(picture().getAttribute('src')).toBe('https://cdn.test/icon.png');
    fireEvent.error(picture());
    expect(picture().getAttribute('src')).toBe('/default.svg');
    // The box keeps its size: a failed picture never moves the page.
    expect(picture().getAttribute('width')).toBe('40');
  });

  it('shows the default image at once when the platform gives no picture', () => {
    render(<FallbackImage src={null} fallback="/default.svg" />);
    expect(picture().getAttribute('src')).toBe('/default.svg');
  });

  it('tries a new picture again after an earlier one failed', () => {
    const { rerender } = render(<FallbackImage src="https://cdn.test/a.png" fallback="/default.svg" />);
    fireEvent.error(picture());
    rerender(<FallbackImage src="https://cdn.test/b.png" fallback="/default.svg" />);
    expect(picture().getAttribute('src')).toBe('https://cdn.test/b.png');
  });
});
