/**
 * The world page carries three.js and the stage: the largest chunk. Its loader is shared so that the
 * locale layout can start the download while the content loads, instead of after.
 */
export const loadWorldPage = () => import('./pages/world-page.tsx');
