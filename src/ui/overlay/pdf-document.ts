import type { PDFDocumentProxy } from 'pdfjs-dist';
// The worker is a file of the build (same origin: the CSP's worker-src 'self'), never a CDN.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/**
 * Loads a PDF with pdf.js, which itself loads only now (it is the heaviest viewer). No eval (the CSP has no
 * unsafe-eval), no credentials sent to another host.
 */
export async function loadPdf(url: string): Promise<PDFDocumentProxy> {
  const pdfjs = await import('pdfjs-dist');
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
  return pdfjs.getDocument({ url, isEvalSupported: false, withCredentials: false }).promise;
}
