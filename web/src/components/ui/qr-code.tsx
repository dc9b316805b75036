import { lazy, Suspense } from 'react';
import skeleton from './skeleton.module.css';

// The kept qrcode.react library draws the code; it loads with the first code shown.
const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));

type QrCodeProps = {
  value: string;
  /** What the code holds, for screen readers (the text itself is shown beside it). */
  label: string;
  size?: number;
};

/** The code's place while its library (or its value) is on the way. */
export function QrCodeSkeleton({ size = 168 }: { size?: number }) {
  return (
    <span
      className={skeleton.skeleton}
      style={{
        display: 'block',
        width: size + 16,
        height: size + 16,
        borderRadius: 'var(--chakra-radii-md)',
      }}
    />
  );
}

/** A QR code of `value` on a light square (scanners want dark on light, whatever the theme). */
export function QrCode({ value, label, size = 168 }: QrCodeProps) {
  return (
    <Suspense
      fallback={
        <span
          className={skeleton.skeleton}
          style={{
            display: 'block',
            width: size + 16,
            height: size + 16,
            borderRadius: 'var(--chakra-radii-md)',
          }}
        />
      }
    >
      <QRCodeSVG
        value={value}
        size={size}
        marginSize={2}
        level="M"
        bgColor="#ffffff"
        fgColor="#000000"
        role="img"
        aria-label={label}
        style={{ borderRadius: '6px', display: 'block' }}
      />
    </Suspense>
  );
}
