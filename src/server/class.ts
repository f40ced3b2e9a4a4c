/**
 * `npm run class`: the Crossings server for a class on a laptop (docs/teachers-guide.md). It listens on
 * the local network (HOST 0.0.0.0 unless HOST is set) and prints the address students' phones can use
 * (http/join-address.ts: CROSSINGS_PUBLIC_URL when set, else this computer's network addresses, never
 * loopback when another exists) with a QR code of it in the terminal, or plainly why phones cannot reach it.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AddressInfo } from 'node:net';
import { renderUnicodeCompact } from 'uqr';
import { joinAddress } from './http/join-address.ts';
import { startOrExit } from './main.ts';

/** The lines printed for the teacher once the server listens. */
export function classBanner(address: ReturnType<typeof joinAddress>, localUrl: string): string {
  const lines = ['', 'Crossings is ready for a class.', ''];
  if (address.problem) lines.push(`!! ${address.problem}`, '');
  else {
    lines.push(`Students: on a phone on the same Wi-Fi, open ${address.url} and type the class code,`);
    lines.push('or scan this QR code with the camera:', '', renderUnicodeCompact(address.url, { border: 2 }), '');
    if (address.addresses.length > 1) lines.push(`Other addresses of this computer, if that one does not work: ${address.addresses.slice(1).join(', ')}`, '');
  }
  lines.push(`You (the teacher): open ${localUrl}/workshop/new on this computer to set up the class.`);
  lines.push('Stop the server with Ctrl+C when the class is over; the results stay in ./data.', '');
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.env.HOST ||= '0.0.0.0';
  const { server } = await startOrExit();
  const bound = server.app.server.address() as AddressInfo;
  const address = joinAddress({ publicUrl: process.env.CROSSINGS_PUBLIC_URL, listenHost: bound.address, port: bound.port });
  process.stdout.write(`${classBanner(address, `http://localhost:${bound.port}`)}\n`);
}
