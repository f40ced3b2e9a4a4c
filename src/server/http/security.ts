/**
 * Security headers for every answer (@fastify/helmet), with a Content Security Policy that fits the
 * web client: its scripts, styles, workers and WebSocket all come from this server, nothing is
 * loaded from elsewhere, and no page may frame it. Inline styles stay allowed: the status page has a
 * <style> block and React sets style attributes. HSTS and upgrade-insecure-requests are left to a
 * TLS proxy in front: the server itself speaks plain HTTP (often on a classroom's local network).
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    hsts: false,
    crossOriginEmbedderPolicy: false,
  });
}
