import { Link } from 'react-router-dom';
import { TEXT } from '../texts';

/** What a page that throws leaves on screen: the errors/500 text (spec 2), without any heavy UI. */
export function RouteError() {
  return (
    <main style={{ padding: 48, textAlign: 'center' }}>
      <h1>500</h1>
      <p>{TEXT.serverError}</p>
      <Link to="/">{TEXT.takeMeHome}</Link>
    </main>
  );
}
