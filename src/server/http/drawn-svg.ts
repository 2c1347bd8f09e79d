import type { FastifyReply } from 'fastify';
import { HttpError, MESSAGES } from './errors.js';

/**
 * The pictures the server draws itself (placeholder prizes, demo content, partner logos) are
 * named by their URL: what is drawn and its colour, `<…>/<rrggbb>.svg`. The URL names everything
 * drawn, so an answer never changes and is cached for a year.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The colour a drawn picture's file name (`<rrggbb>.svg`, lower case) names, or undefined. */
export const colorOfFile = (file: string): string | undefined => /^([0-9a-f]{6})\.svg$/.exec(file)?.[1];

/** Answers a drawn picture, or 404 when its URL names none (`svg` null). */
export function sendDrawnSvg(reply: FastifyReply, svg: string | null): FastifyReply {
  if (!svg) throw new HttpError(404, MESSAGES.notFound);
  return reply.type('image/svg+xml').header('cache-control', IMMUTABLE).send(svg);
}
