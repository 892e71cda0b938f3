import { encode } from 'uqr';

/**
 * A QR code as an SVG drawn from its modules (no markup from a string): one path, crisp at any
 * size, dark on light whatever the theme — phones read it from the screen.
 */
export function QrCode({ value, size, label }: { value: string; size: number; label: string }) {
  const qr = encode(value, { ecc: 'M', border: 2 });
  let path = '';
  qr.data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
