import { useCallback } from 'react';

/**
 * A ref for an <img> that shows a file through a blob: address, made when the image is attached
 * and revoked when it goes (removed, unmounted) or the file changes (React 19 ref cleanups).
 */
export function useObjectUrlSource(file: Blob) {
  return useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return;
      const url = URL.createObjectURL(file);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
}
