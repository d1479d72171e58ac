import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter } from './app/router.tsx';
import { handOverFirstPicture } from './app/first-picture.ts';
import { installGlobalErrorHandlers } from './app/global-errors.ts';
import { takePreviewFromAddress } from './app/preview-address.ts';
import './styles.css';

installGlobalErrorHandlers();
handOverFirstPicture();
takePreviewFromAddress();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AppRouter />
    </StrictMode>,
  );
}
