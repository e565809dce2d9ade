/** A fast route's answer (server/fast-routes.ts): what server/server.mjs writes, or a route handler returns. */
export type FastAnswer = { status: number; headers: Record<string, string>; body: string };
/** Answers a GET request from its query string. */
export type FastRoute = (query: URLSearchParams) => Promise<FastAnswer>;
