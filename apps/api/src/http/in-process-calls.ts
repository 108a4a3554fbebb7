import { messages } from '@angelbridge/contracts';
import type { Request } from 'express';
import { AppError } from './app-error.js';
import { type Route, type RouterDeps, respond } from './contract-router.js';
import { errorBody } from './error-handler.js';

/** A call answered in-process: the status and the answer's JSON text. */
export type InProcessCall = (
  req: Request,
  path: string,
  body: object,
) => Promise<{ status: number; text: string }>;

/**
 * The calls a page the server renders may make (@angelbridge/web/server), answered in-process
 * as a guest with the same checks, contract and cache as over HTTP. `paths` lists them: any other path
 * answers 404, so a page cannot reach a call no guest could make.
 */
export function inProcessCalls(
  routes: readonly Route[],
  deps: RouterDeps,
  paths: readonly string[],
): InProcessCall {
  const byPath = new Map<string, Route>(
    routes
      .filter((r) => paths.includes(r.endpoint.path) && r.endpoint.access.includes('guest'))
      .map((r) => [r.endpoint.path, r]),
  );
  return async (req, path, body) => {
    const entry = byPath.get(path);
    const refused = (error: AppError) => ({ status: error.status, text: JSON.stringify(errorBody(error)) });
    if (!entry) return refused(new AppError('NOT_FOUND', messages.server.unknownCall));
    try {
      const answer = await respond(entry, deps, req, body, null);
      if (answer.kind === 'prepared') return { status: 200, text: answer.body.json.toString() };
      if (answer.kind === 'json') return { status: 200, text: JSON.stringify(answer.body) };
      return { status: 204, text: '' };
    } catch (error) {
      if (error instanceof AppError) return refused(error);
      throw error;
    }
  };
}
