/** Decodes a `data:<mime>;base64,...` URL returned by canvas.toDataURL. */
export function dataUrlBytes(url: string): Buffer {
  const comma = url.indexOf(',');
  if (!url.startsWith('data:') || comma < 0) throw new Error('not a data URL');
  const bytes = Buffer.from(url.slice(comma + 1), 'base64');
  if (bytes.length < 1000) throw new Error(`suspiciously small frame (${bytes.length} bytes): canvas lost?`);
  return bytes;
}
