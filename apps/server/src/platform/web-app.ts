import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

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
    await app.register(fastifyStatic, { root: webDir, wildcard: false, index: false });
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
