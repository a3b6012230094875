import { useState, type ImgHTMLAttributes } from 'react';

export interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> {
  /** The picture the platform gave; absent or empty shows the fallback at once. */
  src: string | null | undefined;
  /** What shows instead when `src` is missing or fails to load. */
  fallback: string;
}

/**
 * SPEC 8: a picture that fails to load shows a default image, never the browser's broken-image
 * sign. The failure is remembered per address, so a new address is tried again. The member's
 * picture uses it with the fallback avatar (member-avatar.tsx).
 */
export function FallbackImage({ src, fallback, alt = '', ...rest }: FallbackImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = !src || failed === src ? fallback : src;
  return <img {...rest} alt={alt} src={shown} onError={() => src && setFailed(src)} />;
}
