/**
 * Masks an account for public lists: the first two and the last two characters stay (one each for short
 * names), the middle becomes three asterisks: 'alice123' -> 'al***23'. Already masked input is kept.
 */
export function maskAccount(account: string): string {
  const chars = [...account.trim()];
  if (chars.length === 0 || account.includes('*')) return account;
  if (chars.length <= 2) return `${chars[0]}***`;
  const keep = chars.length <= 5 ? 1 : 2;
  return `${chars.slice(0, keep).join('')}***${chars.slice(-keep).join('')}`;
}
