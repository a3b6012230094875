import { useEffect, useState } from 'react';

export interface QrCodeProps {
  value: string;
  label: string;
  /** SPEC 9: 200/20 by default; the side menu uses 120/5. */
  size?: number;
  margin?: number;
}

/**
 * A QR code made on the client (SPEC 7.9). The qrcode library loads on first use only, so pages
 * that never show a code do not pay for it. A failure leaves the caption without an image.
 */
// SPEC 9 qr-defaults: size 200, margin 20 unless the side menu asks for 120 and 5.
export function QrCode({ value, label, size = 200, margin = 20 }: QrCodeProps) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toDataURL(value, { width: size - 2 * margin, margin: 0, errorCorrectionLevel: 'M' }))
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [value, size, margin]);
  return (
    <figure className="qr" style={{ width: size }}>
      <div className="qr__frame" style={{ width: size, height: size, padding: margin }}>
        {src && <img src={src} width={size - 2 * margin} height={size - 2 * margin} alt={label} />}
      </div>
      <figcaption>{label}</figcaption>
    </figure>
  );
}
