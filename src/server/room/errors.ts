/**
 * A room's refusals: a code the client can act on (the wire's codes, protocol.ts, and the API's own)
 * and a sentence for the person, with the HTTP status the API answers it with.
 */
import type { WireErrorCode } from './protocol.ts';

export type RoomErrorCode = WireErrorCode | 'SEAT_TAKEN' | 'ROOM_FULL' | 'ALREADY_STARTED' | 'SEATS_OPEN'
  | 'NOT_FINISHED' | 'FORBIDDEN' | 'INVALID_REQUEST' | 'UNKNOWN_GAME' | 'UNKNOWN_BOT' | 'ROOM_BROKEN'
  | 'NO_SUCH_WORKSHOP' | 'WRONG_PHASE' | 'NO_SUCH_CODE' | 'JOINING_CLOSED' | 'JOINS_THROTTLED' | 'CLASS_FULL'
  | 'NICKNAME_TAKEN' | 'WORKSHOP_SEAT' | 'CONTENT_BUDGET';

const HTTP_STATUS: Partial<Record<RoomErrorCode, number>> = {
  NO_SUCH_ROOM: 404, BAD_TOKEN: 403, FORBIDDEN: 403, SEAT_TAKEN: 409, ROOM_FULL: 409, ALREADY_STARTED: 409,
  SEATS_OPEN: 409, NOT_FINISHED: 409, ROOM_BROKEN: 503, NO_SUCH_WORKSHOP: 404, WRONG_PHASE: 409, PAUSED: 409,
  NO_SUCH_CODE: 404, JOINING_CLOSED: 409, JOINS_THROTTLED: 429, CLASS_FULL: 409, NICKNAME_TAKEN: 409, WORKSHOP_SEAT: 409, CONTENT_BUDGET: 429,
};

export class RoomError extends Error {
  /** `status` overrides the HTTP status the code usually gets (a missing workshop token is 401). */
  constructor(readonly code: RoomErrorCode, message: string, private readonly status?: number) {
    super(message);
    this.name = 'RoomError';
  }
  get httpStatus(): number {
    return this.status ?? HTTP_STATUS[this.code] ?? 400;
  }
}
