/**
 * A WebSocket a test opens, feeds and closes by hand (stub the global with `stubFakeSocket`): it keeps
 * every socket made, in order, and what each was sent.
 */
import { vi } from 'vitest';

export class FakeSocket {
  static made: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((msg: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  readyState = 0;
  sent: string[] = [];
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send(text: string) { this.sent.push(text); }
  close() { this.closed = true; this.readyState = 3; }
  open() { this.readyState = 1; this.onopen?.(); }
  receive(frame: object) { this.onmessage?.({ data: JSON.stringify(frame) }); }
  drop() { this.readyState = 3; this.onclose?.(); }
  /** What it was sent, parsed. */
  messages() { return this.sent.map((t) => JSON.parse(t) as Record<string, unknown>); }
}

/** Makes `WebSocket` the FakeSocket, with no socket made yet (undo with vi.unstubAllGlobals). */
export function stubFakeSocket(): void {
  FakeSocket.made = [];
  vi.stubGlobal('WebSocket', Object.assign(FakeSocket, { CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3 }));
}
