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

/**
 * Headers that govern a document (a page or a worker's script), not a script or style a page loads:
 * a hashed asset goes without them, saving about 0.6 KB on each of the dozen small files a phone
 * fetches for its first page (docs/performance.md, "The web client"). `nosniff` and the
 * cross-origin resource policy stay, since they protect the file itself.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy', 'cross-origin-opener-policy', 'origin-agent-cluster', 'referrer-policy',
  'x-dns-prefetch-control', 'x-download-options', 'x-frame-options', 'x-permitted-cross-domain-policies', 'x-xss-protection',
];

/** Drops document-only headers from a built asset's answer; a worker's script keeps them (its policy is its own). */
export function trimAssetHeaders(res: { removeHeader(name: string): void }, file: string): void {
  if (!/[\\/]assets[\\/]/.test(file) || /worker/.test(file) || !/\.(js|css)(\.br|\.gz)?$/.test(file)) return;
  for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
}
