import { useEffect, useState } from 'react';
import { authorizedResponse } from '../lib/authorized-fetch';

/**
 * A picture from the API: a share link's screenshots are public paths; an owned scan's and a
 * verdict's evidence need the bearer token, which an <img src> cannot send, so they are fetched and
 * shown as a data: URL (the content security policy allows data: images, not blob: ones).
 */
export function AuthorizedImage({ path, alt }: { path: string; alt: string }) {
  const needsToken = !path.startsWith('/api/shared/');
  const [src, setSrc] = useState<string | undefined>(needsToken ? undefined : path);

  useEffect(() => {
    if (!needsToken) {
      setSrc(path);
      return;
    }
    const controller = new AbortController();
    authorizedResponse(path, { signal: controller.signal })
      .then((response) => response.blob())
      .then(readAsDataUrl)
      .then(
        (dataUrl) => {
          if (!controller.signal.aborted) setSrc(dataUrl);
        },
        () => setSrc(undefined),
      );
    return () => controller.abort();
  }, [path, needsToken]);

  if (!src) return null;
  return (
    <img
      src={src}
      alt={alt}
      className="mt-3 max-w-full rounded border border-slate-300 dark:border-slate-600"
    />
  );
}

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}
