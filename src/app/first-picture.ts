/**
 * The server puts the place's first picture before the app (`#first-picture`, server/first-visit.ts): a visitor sees
 * it before any JavaScript has run. While it is there (`html[data-first-picture]`) the updater view dims it instead of
 * covering it and the stage's canvas stays hidden; once the stage has drawn its own first picture, it goes.
 */
export function handOverFirstPicture(): void {
  const picture = document.getElementById('first-picture');
  if (!picture) return;
  const root = document.documentElement;
  root.dataset.firstPicture = '';
  window.addEventListener(
    'tour:scene-ready',
    () => {
      delete root.dataset.firstPicture;
      picture.remove();
    },
    { once: true },
  );
}
