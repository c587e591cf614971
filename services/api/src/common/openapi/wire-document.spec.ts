import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { generateWire, WIRE_TYPES_FILE } from './generate';
import { WIRE_DOCUMENT_FILE } from './wire-document';

/**
 * The OpenAPI document and the client types are committed, so that web/ and admin/ compile
 * against them; this fails when the code declares something else. Fix: `npm run openapi`.
 */
describe('the committed wire description', () => {
  it('is what the controllers, their DTOs and their return types declare', async () => {
    const generated = await generateWire();
    const stale = [
      [WIRE_DOCUMENT_FILE, generated.document],
      [WIRE_TYPES_FILE, generated.types],
    ].filter(([file, text]) => readFileSync(file, 'utf8') !== text);
    const files = stale.map(([file]) => relative(process.cwd(), file));
    expect(files.length ? `${files.join(' and ')} are stale: run npm run openapi` : 'fresh').toBe('fresh');
  }, 120_000);
});
