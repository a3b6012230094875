/** What narrows a game list beyond its category: the selection type, a filter, a name, a vendor. */
export interface GameListNarrowing {
  selection: string;
  classify: string | null;
  keyword: string;
  vassalage: string | null;
}

/** How many of them the player has set (ALL is the list's own, unnarrowed selection). */
export const activeFilterCount = ({ selection, classify, keyword, vassalage }: GameListNarrowing): number =>
  [selection !== 'ALL', classify !== null, keyword.trim() !== '', vassalage !== null].filter(Boolean).length;
