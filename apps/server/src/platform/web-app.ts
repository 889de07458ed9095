import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/**
 * Files under /assets/ carry a content hash in their name, so they never change: cached for a year.
 * Anything else (index.html, the favicon) is checked with the server on each use.
 */
export function cacheControlOf(path: string): string {
  return /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Serves the built web app and falls back to index.html for client routes. /api/* and /assets/*
 * that match nothing are 404 in the API's error shape.
 */
export async function registerWebApp(app: FastifyInstance, webDir: string | undefined): Promise<void> {
  const hasWeb = webDir !== undefined && existsSync(join(webDir, 'index.html'));
  if (hasWeb) {
    // The web app's files are public, like the login page they make up; API routes still declare their own.
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) route.config = { ...route.config, auth: { public: true } };
    });
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // dist holds file.br and file.gz beside each text file (apps/web/build/precompress.ts)
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => void reply.header('cache-control', cacheControlOf(path)),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isClientRoute =
      request.method === 'GET' && !path.startsWith('/api/') && !path.startsWith('/assets/');
    if (hasWeb && isClientRoute) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    throw new AppError('not-found', `No route ${request.method} ${path}`);
  });
}
