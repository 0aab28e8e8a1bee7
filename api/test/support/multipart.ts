/** A file in a hand-made multipart body. */
export interface UploadFile {
  name: string;
  type: string;
  data: Buffer;
}

/**
 * A multipart/form-data body written by hand, byte for byte as a browser sends one: the fields in
 * order, then the file as `file` when given, then the closing boundary unless `close` is false (an
 * upload cut off).
 */
export function multipartBytes(
  boundary: string,
  fields: Record<string, string>,
  file?: UploadFile,
  close = true,
): Buffer {
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  if (close) parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

const BOUNDARY = '----villa-test-boundary';

/** multipartBytes with its content type, as `inject` takes them: `{ payload, headers }`. */
export const multipart = (fields: Record<string, string>, file?: UploadFile) => ({
  payload: multipartBytes(BOUNDARY, fields, file),
  headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
});
