import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Article, ArticleSection } from '../../domain/types.ts';
import { useContent } from '../../stores/content-store.ts';
import { ActionButtons } from './action-buttons.tsx';
import styles from './article-view.module.css';
import { openLinkSteps, type ContentActions } from './content-actions.ts';
import { MediaTile } from './media-tile.tsx';
import { SafeHtml } from './safe-html.tsx';
import { SvgIcon } from './svg-icon.tsx';

// The carousel (Embla) loads with the first article that has slides.
const ArticleSlider = lazy(() => import('./article-slider.tsx'));

function Section({ section, actions }: { section: ArticleSection; actions: ContentActions }) {
  const { t } = useTranslation();
  const slider = useContent((state) => state.index?.bundle.settings.contentSlider);
  const { media, poster, images, slides } = section;
  const onLink = (url: string) => actions.run(openLinkSteps(url), { title: section.title, media: [], cover: null });
  return (
    <section className={styles.section} data-testid="article.section">
      {(section.title || section.icon) && (
        <h3 className={styles.heading}>
          {section.icon && <SvgIcon className={styles.icon} url={section.icon.svgUrl} />}
          <span>{section.title}</span>
        </h3>
      )}
      <SafeHtml className={styles.text} html={section.html} onLink={onLink} />
      {media ? (
        <div className={styles.media}>
          <MediaTile media={[media]} index={0} poster={poster} cover={poster} onOpenMedia={actions.onOpenMedia} />
        </div>
      ) : (
        poster && (
          <div className={styles.media}>
            <MediaTile media={[poster]} index={0} onOpenMedia={actions.onOpenMedia} />
          </div>
        )
      )}
      {images.length > 0 && (
        <ul className={styles.images} aria-label={t('article__images')}>
          {images.map((image, index) => (
            <li key={`${image.id}-${index}`}>
              <MediaTile media={images} index={index} onOpenMedia={actions.onOpenMedia} />
            </li>
          ))}
        </ul>
      )}
      {slides.length > 0 && slider && (
        <Suspense fallback={<div className={styles.sliderPlaceholder} />}>
          <ArticleSlider slides={slides} settings={slider} onOpenMedia={actions.onOpenMedia} />
        </Suspense>
      )}
    </section>
  );
}

/** SPEC §2 and §3's article: every section (icon, title, text, media, images, slides), its tags and its buttons. */
export function ArticleView({ article, actions }: { article: Article; actions: ContentActions }) {
  const { t } = useTranslation();
  return (
    <article className={styles.article} data-testid="article.content">
      {article.sections.map((section) => (
        <Section key={section.id} section={section} actions={actions} />
      ))}
      {article.tags.length > 0 && (
        <ul className={styles.tags} aria-label={t('article__tags')} data-testid="article.tags">
          {article.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
      <ActionButtons buttons={article.actionButtons} run={actions.run} label={t('content__actions')} />
    </article>
  );
}
