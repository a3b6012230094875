import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GameItem } from '../../api/contracts/games';
import { initI18n } from '../../i18n';
import { VisitorTab as Tab } from '../../test/visitor-tab';
import defaultImage from './game-default.svg';
import { GameCard } from './game-card';

const game: GameItem = {
  nodeId: '100001',
  displayName: 'Fortune Ace',
  isHot: 1,
  showIcon: 'https://img.example.com/games/fortune-ace.png',
  vassalage: 'JILI',
  gameType: 'RNG',
  gameCode: 'JILI_1',
};

beforeAll(async () => {
  await initI18n('EN');
});

/** The card's picture: decorative (alt ""; the card is named by the game's title). */
const picture = async () =>
  (await screen.findByRole('article', { name: 'Fortune Ace' })).querySelector('img') as HTMLImageElement;

describe('game card picture (SPEC 8 game-icon-load-failure)', () => {
  it('shows the game’s icon, and the default game image once it fails to load', async () => {
    render(<GameCard game={game} />, { wrapper: Tab });
    const image = await picture();
    expect(image.getAttribute('src')).toBe(game.showIcon);
    expect(image.getAttribute('alt')).toBe('');
    fireEvent.error(image);
    const shown = await picture();
    // SPEC 8 game-icon-load-failure: the default image, with the same (decorative) text alternative.
    expect(shown.getAttribute('src')).toBe(defaultImage);
    expect(shown.getAttribute('alt')).toBe('');
  });
});
