import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Media } from '../../domain/types.ts';
import { useContent } from '../../stores/content-store.ts';
import { Modal } from '../dialogs/modal.tsx';
import { loadPdf } from './pdf-document.ts';
import styles from './pdf-viewer.module.css';
import { usePinch } from './use-pinch.ts';

const ZOOM_STEP = 1.25;
/** Zoom limits, as multiples of the page fitted to the width. */
const MIN_ZOOM = 0.25;
const MAX_ZOOM = 6;
/** Canvas pixels at most (a zoomed page at a high pixel ratio would exceed what browsers allocate). */
const MAX_CANVAS_PIXELS = 16_777_216;

type Fit = 'page' | 'width';

/** The page's scale (CSS pixels per PDF unit) that fits it into `box`. */
function fitScale(page: { width: number; height: number }, box: { width: number; height: number }, fit: Fit) {
  const byWidth = box.width / page.width;
  return fit === 'width' ? byWidth : Math.min(byWidth, box.height / page.height);
}

/** Keeps rendering one page of `doc` into the canvas at `scale`, sharp at the device's pixel ratio. */
function usePageCanvas(doc: PDFDocumentProxy | null, pageNumber: number, scale: number | null) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const running = useRef<RenderTask | null>(null);
  useEffect(() => {
    const element = canvas.current;
    if (!doc || !element || scale === null) return;
    let cancelled = false;
    void (async () => {
      // One render per canvas at a time: the previous one is cancelled and awaited first.
      running.current?.cancel();
      await running.current?.promise.catch(() => undefined);
      // No page once the document is closed (a viewer closed while it drew): the page-size effect says the rest.
      const page = await doc.getPage(pageNumber).catch(() => null);
      if (cancelled || !page) return;
      const viewport = page.getViewport({ scale });
      const wanted = window.devicePixelRatio || 1;
      const ratio = Math.min(wanted, Math.sqrt(MAX_CANVAS_PIXELS / (viewport.width * viewport.height)));
      element.width = Math.floor(viewport.width * ratio);
      element.height = Math.floor(viewport.height * ratio);
      element.style.width = `${Math.floor(viewport.width)}px`;
      element.style.height = `${Math.floor(viewport.height)}px`;
      // Busy while drawing: a screen reader waits for the page, and a check knows when it is on screen.
      element.setAttribute('aria-busy', 'true');
      running.current = page.render({ canvas: element, viewport, transform: [ratio, 0, 0, ratio, 0, 0] });
      const drawn = await running.current.promise.then(
        () => true,
        () => false,
      );
      if (drawn) element.setAttribute('aria-busy', 'false');
    })();
    return () => {
      cancelled = true;
      running.current?.cancel();
    };
  }, [doc, pageNumber, scale]);
  return canvas;
}

/**
 * SPEC §2's fullscreen PDF: pdf.js draws each page on a canvas inside the app (never the browser's viewer or a
 * new tab). Paging by buttons and keys, zoom by buttons, keys and pinch, fit to width or to the page, the page
 * count, and a download only where the installation allows it (`viewers.pdfDownload`).
 */
export function PdfViewer({ title, media, onClose }: { title: string; media: Media; onClose: () => void }) {
  const { t } = useTranslation();
  const download = useContent((state) => state.viewers?.pdfDownload ?? false);
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [pageNumber, setPageNumber] = useState(1);
  const [pageSize, setPageSize] = useState<{ width: number; height: number } | null>(null);
  const [fit, setFit] = useState<Fit | null>('page');
  const [scale, setScale] = useState<number | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const canvas = usePageCanvas(doc, pageNumber, scale);

  useEffect(() => {
    let current: PDFDocumentProxy | null = null;
    let cancelled = false;
    loadPdf(media.url).then(
      (loaded) => {
        current = loaded;
        if (cancelled) void loaded.destroy();
        else setDoc(loaded);
      },
      (error: unknown) => {
        console.warn('PDF could not be opened', media.url, error);
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      void current?.destroy();
    };
  }, [media.url]);

  useEffect(() => {
    if (!doc) return;
    let cancelled = false;
    doc.getPage(pageNumber).then(
      (page) => {
        const { width, height } = page.getViewport({ scale: 1 });
        if (!cancelled) setPageSize({ width, height });
      },
      // Closed while it was asked for ("Transport destroyed"), or a page pdf.js cannot read.
      (error: unknown) => {
        if (cancelled) return;
        console.warn('PDF page could not be read', media.url, pageNumber, error);
        setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [doc, pageNumber, media.url]);

  // A fitted page follows the window (a rotated tablet, a resized window).
  useEffect(() => {
    const element = scroller.current;
    if (!element || !pageSize || fit === null) return;
    const update = () => {
      const style = getComputedStyle(element.firstElementChild ?? element);
      const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      const box = { width: element.clientWidth - padding, height: element.clientHeight - padding };
      setScale(fitScale(pageSize, box, fit));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [pageSize, fit]);

  const zoomBy = useCallback(
    (factor: number) => {
      const element = scroller.current;
      if (!pageSize || !element || scale === null) return;
      const widthScale = element.clientWidth / pageSize.width;
      setFit(null);
      setScale(Math.min(Math.max(scale * factor, widthScale * MIN_ZOOM), widthScale * MAX_ZOOM));
    },
    [pageSize, scale],
  );
  const pinch = usePinch(canvas, zoomBy);
  const count = doc?.numPages ?? 0;
  const go = (page: number) => setPageNumber(Math.min(Math.max(page, 1), Math.max(count, 1)));

  const onKeyDown = (event: KeyboardEvent) => {
    const actions: Record<string, () => void> = {
      ArrowRight: () => go(pageNumber + 1),
      PageDown: () => go(pageNumber + 1),
      ArrowLeft: () => go(pageNumber - 1),
      PageUp: () => go(pageNumber - 1),
      Home: () => go(1),
      End: () => go(count),
      '+': () => zoomBy(ZOOM_STEP),
      '=': () => zoomBy(ZOOM_STEP),
      '-': () => zoomBy(1 / ZOOM_STEP),
    };
    const action = actions[event.key];
    if (!action || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    action();
  };

  const downloadLink = download && (
    <a
      className={styles.tool}
      href={media.url}
      download={media.name}
      aria-label={t('pdf__download')}
      data-testid="pdf.download"
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 3v12m-5-5 5 5 5-5M4 20h16" />
      </svg>
      <span className={styles.label}>{t('pdf__download')}</span>
    </a>
  );
  return (
    <Modal
      title={title}
      onClose={onClose}
      size="fullscreen"
      testId="pdf.viewer"
      actions={downloadLink}
      onKeyDown={onKeyDown}
    >
      <div className={styles.layout}>
        <div className={styles.scroller} ref={scroller} data-testid="pdf.scroller" {...pinch}>
          <div className={styles.page}>
            {failed ? (
              <p className={styles.status} role="alert">
                {t('pdf__failed')}
              </p>
            ) : (
              <canvas
                ref={canvas}
                className={styles.canvas}
                role="img"
                aria-label={t('pdf__page_label', { page: pageNumber, count })}
                data-testid="pdf.canvas"
              />
            )}
            {!doc && !failed && (
              <p className={styles.status} role="status">
                {t('pdf__loading')}
              </p>
            )}
          </div>
        </div>
        <div className={styles.tools} role="toolbar" aria-label={t('pdf__tools')}>
          <button
            type="button"
            className={styles.tool}
            onClick={() => go(pageNumber - 1)}
            disabled={pageNumber <= 1}
            aria-label={t('pdf__previous_page')}
          >
            ‹
          </button>
          <span className={styles.count} data-testid="pdf.page-count" data-page={pageNumber} data-pages={count}>
            {count > 0 ? t('pdf__page_count', { page: pageNumber, count }) : ''}
          </span>
          <button
            type="button"
            className={styles.tool}
            onClick={() => go(pageNumber + 1)}
            disabled={pageNumber >= count}
            aria-label={t('pdf__next_page')}
          >
            ›
          </button>
          <button
            type="button"
            className={styles.tool}
            onClick={() => zoomBy(1 / ZOOM_STEP)}
            aria-label={t('viewer__zoom_out')}
          >
            −
          </button>
          <button
            type="button"
            className={styles.tool}
            onClick={() => zoomBy(ZOOM_STEP)}
            aria-label={t('viewer__zoom_in')}
          >
            +
          </button>
          <button
            type="button"
            className={styles.tool}
            onClick={() => setFit(fit === 'width' ? 'page' : 'width')}
            aria-pressed={fit === 'width'}
            aria-label={t('pdf__fit_width')}
          >
            <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
              <path d="M3 12h18M7 8l-4 4 4 4M17 8l4 4-4 4" />
            </svg>
            <span className={styles.label}>{t('pdf__fit_width')}</span>
          </button>
        </div>
      </div>
    </Modal>
  );
}
