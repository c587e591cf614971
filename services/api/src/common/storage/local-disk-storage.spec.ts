import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalDiskStorage } from './local-disk-storage';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('local disk storage: incoming files', () => {
  const root = mkdtempSync(join(tmpdir(), 'earnwave-storage-'));
  const storage = new LocalDiskStorage(root);
  const incomingNames = () => readdirSync(join(root, '.incoming'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('writes under a name that is never served, then keeps the file under its random name', async () => {
    const file = await storage.incoming();
    file.stream.end(Buffer.from('GIF89a and the rest'));
    await once(file.stream, 'finish');
    const [name] = incomingNames();
    expect(name).toMatch(/^[0-9a-f]{32}\.part$/);
    expect(await storage.sizeOf(`uploads/.incoming/${name}`)).toBeUndefined();
    const relativePath = await file.keep('gif');
    expect(relativePath).toMatch(/^uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.gif$/);
    expect(readFileSync(join(root, relativePath.slice('uploads/'.length)), 'latin1')).toBe('GIF89a and the rest');
    expect(incomingNames()).toEqual([]);
  });

  it('discards a file in the middle of its writing, and one already kept', async () => {
    const partial = await storage.incoming();
    partial.stream.write(Buffer.alloc(1024));
    await partial.discard();
    expect(incomingNames()).toEqual([]);
    const kept = await storage.incoming();
    kept.stream.end(Buffer.from('ID3'));
    const relativePath = await kept.keep('mp3');
    await kept.discard();
    expect(await storage.sizeOf(relativePath)).toBeUndefined();
  });

  it('removes incoming files a stopped process left a day ago, not the ones being written', async () => {
    const [left, fresh] = [await storage.incoming(), await storage.incoming()];
    for (const file of [left, fresh]) await new Promise((written) => file.stream.write(Buffer.from('x'), written));
    const old = new Date(Date.now() - 2 * DAY_MS);
    utimesSync(String((left.stream as unknown as { path: string }).path), old, old);
    await storage.removeAbandoned();
    expect(incomingNames()).toEqual([
      String((fresh.stream as unknown as { path: string }).path)
        .split('/')
        .pop(),
    ]);
    await left.discard();
    await fresh.discard();
  });
});
