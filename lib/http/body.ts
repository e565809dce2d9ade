/**
 * A body read up to a limit, for route handlers (a request's) and clients of other services (an answer's): at
 * most `maxBytes` of what the other side sends is read,
 * and a larger body is refused (413) before any parser (JSON, form data) sees a byte of it. A Content-Length
 * over the limit is refused without reading; a body without one (chunked) is read until it passes the limit
 * and the rest is dropped. So a handler's work on a body is bounded by its own limit, whatever is sent.
 */

/** The body's bytes, or null when it is larger than `maxBytes`. */
export async function readCappedBody(message: Pick<Request | Response, 'headers' | 'body'>, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(message.headers.get('content-length') ?? '');
  const body = message.body;
  if (Number.isFinite(declared) && declared > maxBytes) {
    await body?.cancel().catch(() => undefined);
    return null;
  }
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/** The body as UTF-8 text, or null when it is larger than `maxBytes`. */
export async function readCappedText(request: Request, maxBytes: number): Promise<string | null> {
  const bytes = await readCappedBody(request, maxBytes);
  return bytes && new TextDecoder().decode(bytes);
}

/**
 * The body's form fields (urlencoded or multipart, as `request.formData()` reads them), null when the body is
 * larger than `maxBytes`, or an empty form when it is not a form.
 */
export async function readCappedForm(request: Request, maxBytes: number): Promise<FormData | null> {
  const bytes = await readCappedBody(request, maxBytes);
  if (!bytes) return null;
  const type = request.headers.get('content-type') ?? '';
  try {
    return await new Response(bytes, { headers: { 'content-type': type } }).formData();
  } catch {
    return new FormData();
  }
}

/** The answer to a body over a handler's limit. */
export function bodyTooLarge(maxBytes: number): Response {
  return new Response(`the body is larger than ${maxBytes} bytes\n`, {
    status: 413,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}
