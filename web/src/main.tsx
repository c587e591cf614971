import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadFirstRoute } from './app';
import './styles.css';

preloadFirstRoute(location.pathname);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
