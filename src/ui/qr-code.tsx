import { create } from 'qrcode';
import { useMemo } from 'react';

/** Quiet zone around the code, in modules (the QR standard asks for four). */
const QUIET = 4;

/**
 * A link as a QR code, drawn as one SVG path: a visitor opens on their phone what a kiosk does not open itself.
 * Import it only from lazily loaded views (the encoder is not part of the first route).
 */
export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const { size, path } = useMemo(() => {
    const { modules } = create(value, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let row = 0; row < modules.size; row++)
      for (let col = 0; col < modules.size; col++)
        if (modules.get(row, col)) d += `M${col + QUIET} ${row + QUIET}h1v1h-1z`;
    return { size: modules.size + 2 * QUIET, path: d };
  }, [value]);
  return (
    <svg
      className={className}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      data-testid="qr-code"
      data-value={value}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
