/**
 * The owner's end of forwarded WebSockets (forward-wire.ts has the protocol): for each pipe an entry
 * opens, a RemoteSocket (remote-socket.ts) stands in for the client's socket and an ordinary
 * Connection serves it (`ForwardOwner.openSocket`, app.ts), so the room's rules, its hidden
 * information and the durable commit are the owner's, as for a local socket. The Connection pings
 * through the pipe, so a pipe whose entry process died ends at its next heartbeat (and at once when
 * the coordinator calls `dropRemote`).
 */
import { RemoteSocket } from './remote-socket.ts';
import { MOVED_CODE, MOVED_REASON, movedFrame, type ForwardContext, type PipeMessage } from './forward-wire.ts';

/** What the owner side does with a forwarded client (app.ts wires it to Connection). */
export interface SocketOwner {
  /** A forwarded client arrived; served like a local one from its own address. */
  openSocket(socket: RemoteSocket, address: string): void;
}

/** The owner's end of a pipe. */
export interface Remote {
  id: string;
  from: string;
  conn: number;
  socket: RemoteSocket;
  nextOut: number;
  nextIn: number;
}

export class OwnerPipes {
  private readonly remotes = new Map<string, Remote>();

  constructor(private readonly ctx: ForwardContext, private readonly owner: SocketOwner) {}

  get size(): number { return this.remotes.size; }

  /** The remote sockets open now, to close them all (forward.ts `closeAll`). */
  all(): Remote[] {
    return [...this.remotes.values()];
  }

  /** A message from an entry about one of its pipes to this process. */
  fromEntry(msg: PipeMessage): void {
    const id = `${msg.from}#${msg.conn}`;
    if (msg.t === 'open') {
      if (this.remotes.has(id) || msg.seq !== 0 || typeof msg.first !== 'string') return this.ctx.malformed(msg, 'a pipe opened twice or without its hello');
      this.open(id, msg.from, msg.conn, typeof msg.address === 'string' ? msg.address : 'unknown', msg.first, msg.bin === true);
      return;
    }
    const remote = this.remotes.get(id);
    if (!remote) {
      if (msg.t !== 'close') this.ctx.reset(msg.from, msg.conn, 'end');
      return;
    }
    if (!(msg.t === 'close' && msg.seq === -1)) {
      if (msg.seq !== remote.nextIn) {
        this.ctx.counts.gaps++;
        this.ctx.log.warn({ conn: msg.conn, from: msg.from, expected: remote.nextIn, got: msg.seq }, 'cluster: a forwarded client message was lost; closing the pipe so the client reconnects');
        this.move(remote, 'A message between server processes was lost');
        return;
      }
      remote.nextIn++;
    }
    switch (msg.t) {
      case 'msg':
        if (typeof msg.data !== 'string') return this.ctx.malformed(msg, 'a client message without data');
        remote.socket.deliverMessage(msg.bin === true ? Buffer.from(msg.data, 'base64') : Buffer.from(msg.data, 'utf8'), msg.bin === true);
        return;
      case 'pong':
        remote.socket.deliverPong();
        return;
      case 'close':
        remote.socket.closedRemotely(typeof msg.code === 'number' ? msg.code : 1005, typeof msg.reason === 'string' ? msg.reason : '');
        return;
      default:
        this.ctx.malformed(msg, 'unknown pipe message from an entry');
    }
  }

  private open(id: string, from: string, conn: number, address: string, first: string, binary: boolean): void {
    const { bus, log } = this.ctx;
    const remote: Remote = { id, from, conn, nextOut: 0, nextIn: 1, socket: undefined as unknown as RemoteSocket };
    const post = (msg: Record<string, unknown>) => bus.publish(from, { ...msg, from: bus.processId, conn, seq: remote.nextOut++ });
    const gone = () => {
      if (remote.socket.readyState === remote.socket.CLOSED) return;
      log.warn({ from, conn }, 'cluster: the process holding this client is not listening; ending its connection here');
      remote.socket.closedRemotely(1006, 'entry process gone');
    };
    remote.socket = new RemoteSocket({
      frame: (data, bin) => post({ t: 'frame', data, ...(bin ? { bin: true } : {}) }).then((receivers) => { if (receivers === 0) gone(); }, (err: unknown) => { gone(); throw err; }),
      close: (code, reason, terminate) => { post({ t: 'end', code, reason, ...(terminate ? { terminate: true } : {}) }).catch(() => undefined); },
      ping: () => { post({ t: 'ping' }).then((receivers) => { if (receivers === 0) gone(); }, gone); },
      closed: () => { this.remotes.delete(id); },
    });
    this.remotes.set(id, remote);
    this.ctx.counts.remoteOpened++;
    try {
      this.owner.openSocket(remote.socket, address);
    } catch (err) {
      log.error({ err, from, conn }, 'cluster: serving a forwarded connection failed');
      remote.socket.close(1011, 'server error');
      return;
    }
    remote.socket.deliverMessage(binary ? Buffer.from(first, 'base64') : Buffer.from(first, 'utf8'), binary);
  }

  /** Ends a pipe for a cluster reason; the client gets ROOM_MOVED and 4001. */
  move(remote: Remote, why: string): void {
    remote.socket.send(movedFrame(why));
    remote.socket.close(MOVED_CODE, MOVED_REASON);
  }

  /** The entry processes whose clients this process serves now. */
  peers(): Set<string> {
    return new Set([...this.remotes.values()].map((r) => r.from));
  }

  /**
   * The entry process `from` is gone (its lease/heartbeat expired); its clients' sockets here are
   * closed without a word to it. Returns how many.
   */
  drop(from: string): number {
    let n = 0;
    for (const remote of [...this.remotes.values()]) {
      if (remote.from !== from) continue;
      remote.socket.closedRemotely(1006, 'entry process gone');
      n++;
    }
    if (n) this.ctx.log.info({ from, sockets: n }, 'cluster: dropped the forwarded connections of a process that is gone');
    return n;
  }
}
