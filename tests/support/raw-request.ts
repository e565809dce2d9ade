import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a server answered, its body as sent (not uncompressed). */
export type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** `method path` to a server listening on this machine, with these request headers and nothing added (no Accept-Encoding of its own). */
export function rawRequest(server: Server, path: string, headers: Record<string, string>, method = 'GET'): Promise<RawAnswer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}
