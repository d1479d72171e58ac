import type { Locale } from '../domain/types.ts';

let chinese: Promise<unknown> | null = null;

/** Noto Sans SC's rules (about 60 KB gzip of unicode ranges); its glyph subsets download only when shown. */
function loadChinese(): Promise<unknown> {
  chinese ??= Promise.all([
    import('@fontsource/noto-sans-sc/400.css'),
    import('@fontsource/noto-sans-sc/700.css'),
  ]).catch((error: unknown) => {
    chinese = null;
    console.error('The Chinese web font could not be loaded', error);
  });
  return chinese;
}

/**
 * Makes sure the fonts of `locale` are there before its strings show: Chinese at once for zh. Other locales show
 * Chinese only in the language switch ("中文"), so there it loads when the page is idle, off the first picture's
 * path.
 */
export async function loadFonts(locale: Locale): Promise<void> {
  if (locale === 'zh') {
    await loadChinese();
    return;
  }
  const idle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 2000));
  idle(() => void loadChinese());
}
