import type { Locale } from '../domain/types.ts';

let chinese: Promise<unknown> | null = null;

/**
 * Noto Sans SC's rules (two stylesheets of about 100 KB of unicode ranges each); its glyph subsets download only when
 * shown. Loaded once, for zh at once and elsewhere when the language list is about to show "中文".
 */
export function loadChineseFont(): Promise<unknown> {
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
 * Chinese only in the language list ("中文"), which loads it when it is about to open (ui/language-picker.tsx): a
 * first visit in another language does not download its 200 KB of rules (Lighthouse counted them as unused CSS).
 */
export async function loadFonts(locale: Locale): Promise<void> {
  if (locale === 'zh') await loadChineseFont();
}
