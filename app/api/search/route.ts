import type { NextRequest } from 'next/server';
import { toResponse } from '@/server/fast-routes';
import { searchApi } from '@/lib/http/search-api';

/** The home search box's data (lib/http/search-api.ts); `npm start` answers it before Next.js does (server/server.mjs). */
export async function GET(request: NextRequest) {
  return toResponse(await searchApi(request.nextUrl.searchParams));
}
