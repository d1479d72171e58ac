import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';
import { findFrameLink } from '../../domain/deep-links.ts';
import { frameUrl } from '../../domain/frames.ts';
import { pickImageUrl } from '../../domain/media.ts';
import type { Article, Dashboard, Media } from '../../domain/types.ts';
import { useContent } from '../../stores/content-store.ts';
import { framePolicy } from '../../stores/frame-policy.ts';
import { useOverlay, type OverlayContent } from '../../stores/overlay-store.ts';
import { Modal } from '../dialogs/modal.tsx';
import { FrameView } from './iframe-view.tsx';
import { LinkCard } from './link-card.tsx';

/** CMS HTML, sanitised: no scripts, handlers or foreign frames ever reach the page. */
function SafeHtml({ html }: { html: string }) {
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
}

function MediaItem({ media }: { media: Media }) {
  if (media.mime.startsWith('video/')) return <video src={media.url} controls muted playsInline preload="metadata" />;
  if (media.mime === 'application/pdf')
    return (
      <a className="button" href={media.url} target="_blank" rel="noopener noreferrer">
        {media.name}
      </a>
    );
  return <img src={pickImageUrl(media, 'large')} alt={media.alt} loading="lazy" />;
}

function ArticleView({ article }: { article: Article }) {
  return (
    <article className="article">
      {article.sections.map((section) => (
        <section key={section.id}>
          {section.title && <h3>{section.title}</h3>}
          <SafeHtml html={section.html} />
          <div className="media-grid">
            {[section.media, ...section.images, ...section.slides].map(
              (media, i) => media && <MediaItem key={`${media.id}-${i}`} media={media} />,
            )}
          </div>
        </section>
      ))}
      {article.tags.length > 0 && (
        <ul className="tags">
          {article.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
    </article>
  );
}

function DashboardView({ dashboard }: { dashboard: Dashboard }) {
  return (
    <div className="dashboard">
      {dashboard.logo && <img className="dashboard__logo" src={pickImageUrl(dashboard.logo, 'small')} alt="" />}
      <ul className="contacts">
        {dashboard.contacts.map((contact) => (
          <li key={contact.id}>
            <strong>{contact.name}</strong> <span>{contact.role}</span>
            {contact.email && <a href={`mailto:${contact.email}`}>{contact.email}</a>}
            {contact.phone && <a href={`tel:${contact.phone}`}>{contact.phone}</a>}
          </li>
        ))}
      </ul>
      <div className="media-grid">
        {dashboard.mediaLibrary.map((entry) => entry.media && <MediaItem key={entry.id} media={entry.media} />)}
      </div>
    </div>
  );
}

function resolve(content: OverlayContent, index: ReturnType<typeof useContent.getState>['index']) {
  const bundle = index?.bundle;
  switch (content.kind) {
    case 'article': {
      const article = bundle?.articles.find((entry) => entry.id === content.id);
      return article ? { title: article.title, body: <ArticleView article={article} /> } : null;
    }
    case 'dashboard': {
      const dashboard = bundle?.dashboards.find((entry) => entry.id === content.id);
      return dashboard ? { title: dashboard.title, body: <DashboardView dashboard={dashboard} /> } : null;
    }
    case 'iframe': {
      const link = bundle ? findFrameLink(bundle, content.id, framePolicy()) : null;
      return link
        ? { title: link.label, body: <FrameView title={link.label} url={link.url} />, size: 'fullscreen' as const }
        : null;
    }
    case 'frame': {
      // Checked again here: only an allowlisted page is ever framed, whoever opened it.
      const { frameOrigins, pageOrigin } = framePolicy();
      const url = frameUrl(content.url, frameOrigins, pageOrigin);
      const body = url ? <FrameView title={content.title} url={url} /> : <LinkCard {...content} />;
      return { title: content.title, body, size: 'fullscreen' as const };
    }
    case 'link-qr':
      return { title: content.title, body: <LinkCard title={content.title} url={content.url} /> };
    case 'documents':
    case 'media':
      return {
        title: content.title,
        body: (
          <div className="media-grid">
            {content.media.map((media) => (
              <MediaItem key={media.id} media={media} />
            ))}
          </div>
        ),
      };
  }
}

/** The opened content in a modal; content that no longer exists is logged and closed (SPEC §8). */
export default function OverlayContentView({ content }: { content: OverlayContent }) {
  const { t } = useTranslation();
  const index = useContent((state) => state.index);
  const close = useOverlay((state) => state.close);
  const view = resolve(content, index);
  if (!view) {
    console.warn('Opened content is missing', content);
    queueMicrotask(close);
    return null;
  }
  return (
    <Modal title={view.title || t('app__title')} onClose={close} size="l" testId={`modal.${content.kind}`}>
      {view.body}
    </Modal>
  );
}
