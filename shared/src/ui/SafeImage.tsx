import { useEffect, useRef, useState } from 'react';
import { Box, type SxProps, type Theme } from '../../mui';
import { ImageNotSupportedIcon } from './icons';
import { useInView } from './useInView';

export interface SafeImageProps {
  src: string;
  alt: string;
  /** width / height; the box reserves this space before the image arrives (no layout shift). */
  aspectRatio?: string;
  /** Load only once visible (threshold 0.1), per SPEC's generic card. */
  lazy?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * Images come from a remote stock-photo host and may fail: the space is reserved up front and a
 * neutral placeholder (still carrying the alt text for assistive technology) replaces a broken one,
 * on cards and detail pages alike.
 */
export function SafeImage({ src, alt, aspectRatio = '16 / 9', lazy = true, sx }: SafeImageProps) {
  const { ref, inView } = useInView<HTMLDivElement>();
  const [failed, setFailed] = useState(false);
  const shouldLoad = !lazy || inView;
  const image = useRef<HTMLImageElement>(null);
  // A server-rendered image may fail before the page hydrates, when React is not yet listening for
  // its error: one found already broken (complete, with no pixels) gets the placeholder too.
  useEffect(() => {
    if (image.current?.complete && image.current.naturalWidth === 0) setFailed(true);
  }, [shouldLoad]);

  return (
    <Box
      ref={ref}
      sx={[
        { position: 'relative', aspectRatio, width: '100%', overflow: 'hidden', bgcolor: 'grey.200' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {/* No address at all (an API's product without a photo) is a failed image too, never <img src="">. */}
      {failed || !src ? (
        <Box
          role="img"
          aria-label={alt}
          sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: 'grey.500' }}
        >
          <ImageNotSupportedIcon fontSize="large" aria-hidden />
        </Box>
      ) : (
        shouldLoad && (
          <Box
            component="img"
            ref={image}
            src={src}
            alt={alt}
            decoding="async"
            onError={() => setFailed(true)}
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        )
      )}
    </Box>
  );
}
