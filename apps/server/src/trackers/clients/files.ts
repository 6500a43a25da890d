import type { ImageBlock } from './types.js';

/**
 * An image's file name as uploaded: letters, digits, dot, dash and underscore only (page titles
 * make poor file names, and trackers differ in what they keep), with the extension of its type.
 */
export function safeFileName(image: ImageBlock): string {
  const extension = image.contentType === 'image/png' ? '.png' : '.jpg';
  const stem = image.fileName
    .replace(/\.[A-Za-z0-9]+$/, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 100);
  return `${stem || 'screenshot'}${extension}`;
}
