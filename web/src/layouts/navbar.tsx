import { Link } from 'react-router-dom';
import type { DisplaySettings } from '../services/display-settings';
import { TEXT } from '../texts';

/**
 * The navigation's plain parts (no antd), shared by antd's frame and its plain first paint
 * (dashboard-shell.tsx): the painted navbar styles' backgrounds (spec 9: the brand's deep gradient,
 * white text keeping well above 4.5:1 on both ends, and the inverted navy) and the brand.
 */
export const NAVBAR_PAINT: Partial<Record<DisplaySettings['navbarStyle'], string>> = {
  vibrant: 'linear-gradient(160deg, #0b3d91 0%, #4b1f8f 100%)',
  inverted: '#0b1727',
};

/** The product's name linking to the role's home; the collapsed side menu shows its initial. */
export function Brand({ home, short = false, colour }: { home: string; short?: boolean; colour: string }) {
  return (
    <Link
      to={home}
      style={{
        display: 'block',
        padding: '16px 20px',
        fontWeight: 700,
        fontSize: 18,
        color: colour,
        whiteSpace: 'nowrap',
      }}
    >
      {short ? TEXT.appName.charAt(0) : TEXT.appName}
    </Link>
  );
}
