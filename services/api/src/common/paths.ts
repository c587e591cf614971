import { join } from 'node:path';

/** Files the API ships (demo content, landing pictures): `services/api/assets`, from src/ and dist/ alike. */
export const ASSETS_DIR = join(__dirname, '..', '..', 'assets');
