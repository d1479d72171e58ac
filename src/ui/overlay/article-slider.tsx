import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppSettings, Media } from '../../domain/types.ts';
import { useApp } from '../../stores/app-store.ts';
import styles from './article-slider.module.css';
import { MediaTile } from './media-tile.tsx';

/**
 * A section's slides in a carousel (Embla), with the app's `content_slider` settings (SPEC §9: autoplay, 3000 ms,
 * paused while focus is inside, not on hover). Reduced motion: no autoplay. Loaded with the first article that
 * has slides, never on the first route. Reduced motion also jumps between slides instead of scrolling.
 */
export default function ArticleSlider({
  slides,
  settings,
  onOpenMedia,
}: {
  slides: readonly Media[];
  settings: AppSettings['contentSlider'];
  onOpenMedia: (media: readonly Media[], index: number) => void;
}) {
  const { t } = useTranslation();
  const reducedMotion = useApp((state) => state.reducedMotion);
  const autoplay = settings.autoplay && !reducedMotion;
  const [plugins] = useState(() => [
    Autoplay({
      delay: settings.delay,
      playOnInit: autoplay,
      stopOnFocusIn: settings.pauseOnFocus,
      stopOnMouseEnter: settings.pauseOnHover,
      // Paused, not stopped for good: it goes on once focus (or the pointer) has left.
      stopOnInteraction: false,
    }),
  ]);
  const [viewport, embla] = useEmblaCarousel({ loop: true }, plugins);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const select = () => setSelected(embla.selectedScrollSnap());
    select();
    embla.on('select', select).on('reInit', select);
    return () => {
      embla.off('select', select).off('reInit', select);
    };
  }, [embla]);

  // The buttons and dots are outside Embla's slides: focus on them pauses too.
  const onFocus = useCallback(() => {
    if (settings.pauseOnFocus) embla?.plugins().autoplay?.stop();
  }, [embla, settings.pauseOnFocus]);
  const onBlur = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      if (!autoplay || !settings.pauseOnFocus) return;
      if (!event.currentTarget.contains(event.relatedTarget)) embla?.plugins().autoplay?.play();
    },
    [autoplay, embla, settings.pauseOnFocus],
  );

  return (
    <section
      className={styles.slider}
      aria-roledescription={t('slider__carousel')}
      aria-label={t('slider__label')}
      data-testid="article.slider"
      data-selected={selected}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className={styles.viewport} ref={viewport}>
        <div className={styles.container}>
          {slides.map((slide, index) => (
            <div
              key={`${slide.id}-${index}`}
              className={styles.slide}
              role="group"
              aria-roledescription={t('slider__slide')}
              aria-label={t('slider__position', { number: index + 1, count: slides.length })}
            >
              <MediaTile media={slides} index={index} onOpenMedia={onOpenMedia} />
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className="round-button"
            aria-label={t('slider__previous')}
            onClick={() => embla?.scrollPrev(reducedMotion)}
          >
            ‹
          </button>
          <div className={styles.dots}>
            {slides.map((slide, index) => (
              <button
                key={`${slide.id}-${index}`}
                type="button"
                className={styles.dot}
                aria-label={t('slider__go_to', { number: index + 1 })}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => embla?.scrollTo(index, reducedMotion)}
              />
            ))}
          </div>
          <button
            type="button"
            className="round-button"
            aria-label={t('slider__next')}
            onClick={() => embla?.scrollNext(reducedMotion)}
          >
            ›
          </button>
        </div>
      )}
    </section>
  );
}
