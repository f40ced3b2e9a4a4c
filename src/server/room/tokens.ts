/** Seat tokens and invite codes. Tokens are random secrets; only their SHA-256 is stored. */
import { createHash, randomBytes, randomInt } from 'node:crypto';

export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

// No 0/O, 1/I/L, so a code read aloud in a classroom is typed right.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newInviteCode(length = 6): string {
  let code = '';
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** Normalises what a person typed ("k7q x2m") to the stored form. */
export function normaliseCode(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * How a room's code appears in public lists: whole once the game is over (for replays), masked
 * before, so a list cannot be used to walk into someone's class.
 */
export function publicCode(code: string, status: string): string {
  // Wholly masked: even two characters shown cut the candidates for a listed room to under a million.
  return status === 'finished' ? code : '•'.repeat(code.length);
}
