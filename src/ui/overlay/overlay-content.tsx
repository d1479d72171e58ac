import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { findFrameLink } from '../../domain/deep-links.ts';
import { frameUrl } from '../../domain/frames.ts';
import { useContent } from '../../stores/content-store.ts';
import { framePolicy } from '../../stores/frame-policy.ts';
import { useOverlay, type OverlayContent } from '../../stores/overlay-store.ts';
import { ContactFormModal } from '../contact/contact-form-modal.tsx';
import { Modal, type ModalSize } from '../dialogs/modal.tsx';
import { ArticleView } from './article-view.tsx';
import type { ContentActions } from './content-actions.ts';
import { DashboardView } from './dashboard-view.tsx';
import { DocumentList, FullscreenMedia } from './fullscreen-media.tsx';
import { FrameView } from './iframe-view.tsx';
import { LinkCard } from './link-card.tsx';

interface View {
  title: string;
  body: ReactNode;
  /** The modal's size (SPEC §9); l when not given. */
  size?: ModalSize;
}

function resolve(
  content: Exclude<OverlayContent, { kind: 'contact-form' | 'pdf' | 'video' | 'image' }>,
  index: ReturnType<typeof useContent.getState>['index'],
  actions: ContentActions,
): View | null {
  const bundle = index?.bundle;
  switch (content.kind) {
    case 'article': {
      const article = bundle?.articles.find((entry) => entry.id === content.id);
      return article
        ? { title: article.title, body: <ArticleView article={article} actions={actions} />, size: 'xl' }
        : null;
    }
    case 'dashboard': {
      const dashboard = bundle?.dashboards.find((entry) => entry.id === content.id);
      return dashboard
        ? { title: dashboard.title, body: <DashboardView dashboard={dashboard} actions={actions} />, size: 'xxl' }
        : null;
    }
    case 'iframe': {
      const link = bundle ? findFrameLink(bundle, content.id, framePolicy()) : null;
      return link
        ? { title: link.label, body: <FrameView title={link.label} url={link.url} />, size: 'fullscreen' }
        : null;
    }
    case 'frame': {
      // Checked again here: only an allowlisted page is ever framed, whoever opened it.
      const { frameOrigins, pageOrigin } = framePolicy();
      const url = frameUrl(content.url, frameOrigins, pageOrigin);
      const body = url ? <FrameView title={content.title} url={url} /> : <LinkCard {...content} />;
      return { title: content.title, body, size: 'fullscreen' };
    }
    case 'link-qr':
      return { title: content.title, body: <LinkCard title={content.title} url={content.url} /> };
    case 'documents':
      return { title: content.title, body: <DocumentList media={content.media} /> };
  }
}

/** The opened content in a modal; content that no longer exists is logged and closed (SPEC §8). */
export default function OverlayContentView({ content, actions }: { content: OverlayContent; actions: ContentActions }) {
  const { t } = useTranslation();
  const index = useContent((state) => state.index);
  const close = useOverlay((state) => state.close);
  if (content.kind === 'contact-form') return <ContactFormModal content={content} onClose={close} />;
  if (content.kind === 'pdf' || content.kind === 'video' || content.kind === 'image')
    return <FullscreenMedia content={content} />;
  const view = resolve(content, index, actions);
  if (!view) {
    console.warn('Opened content is missing', content);
    queueMicrotask(close);
    return null;
  }
  return (
    <Modal title={view.title || t('app__title')} onClose={close} size={view.size} testId={`modal.${content.kind}`}>
      {view.body}
    </Modal>
  );
}
