/** WalSyncer: fsyncs are grouped (one in flight, one for everyone who came later), and a replaced WAL file is reopened. */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { WalSyncer } from '../../src/server/storage/wal-sync.ts';
import { tempDir } from './helpers.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

it('groups waiters behind the fsync in flight and follows a replaced file', async () => {
  const file = path.join(tempDir(), 'crossings.db-wal');
  fs.writeFileSync(file, 'frames');
  const fsync = vi.spyOn(fs, 'fsync');
  const syncer = new WalSyncer(file);
  await Promise.all([syncer.sync(), syncer.sync(), syncer.sync(), syncer.sync()]);
  expect(fsync).toHaveBeenCalledTimes(2); // the first at once, the next three together
  expect(fs.fstatSync(fsync.mock.calls[0][0] as number).ino).toBe(fs.statSync(file).ino);
  fs.unlinkSync(file);
  fs.writeFileSync(file, 'new frames');
  await syncer.sync();
  expect(fsync).toHaveBeenCalledTimes(3);
  expect(fs.fstatSync(fsync.mock.calls[2][0] as number).ino).toBe(fs.statSync(file).ino);
  fs.unlinkSync(file);
  await expect(syncer.sync()).rejects.toThrow(/ENOENT/);
  syncer.close();
});
