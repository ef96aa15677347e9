/** Winner board query keys: the game names come in the current language, so the language is part of the key. */
export const winnersKeys = {
  all: ['winners'] as const,
  board: (language: string, gameCategory?: string, limitNum?: number) => ['winners', 'board', language, gameCategory ?? null, limitNum ?? null] as const,
};
