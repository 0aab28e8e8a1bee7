import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { dbErrorToHttp } from '../db/errors.ts';
import { HttpError, MESSAGES } from './http-error.ts';
import { redactMessage } from './log-redaction.ts';

interface ClientError {
  statusCode: number;
  message: string;
}

function validationMessage(
  err: FastifyError & { validation: { instancePath: string; message?: string }[] },
): string {
  const first = err.validation[0];
  const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
  const message = first?.message ?? MESSAGES.badRequest;
  return field ? `Geçersiz istek: ${field}: ${message}` : `Geçersiz istek: ${message}`;
}

/** Turns any thrown value into a status and a Turkish message safe for the client. */
export function toClientError(err: unknown): ClientError {
  if (err instanceof HttpError) return { statusCode: err.statusCode, message: err.message };
  if (hasZodFastifySchemaValidationErrors(err)) {
    return { statusCode: 400, message: validationMessage(err) };
  }
  const fromDb = dbErrorToHttp(err);
  if (fromDb) return { statusCode: fromDb.statusCode, message: fromDb.message };

  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (status === 429) return { statusCode: 429, message: MESSAGES.tooManyRequests };
    if (status === 413) return { statusCode: 413, message: MESSAGES.payloadTooLarge };
    if (status === 401) return { statusCode: 401, message: MESSAGES.unauthenticated };
    if (status === 403) return { statusCode: 403, message: MESSAGES.forbidden };
    if (status === 404) return { statusCode: 404, message: MESSAGES.notFound };
    // Fastify's own 4xx (bad JSON, wrong content type...): their text is English and technical.
    return { statusCode: 400, message: MESSAGES.badRequest };
  }
  return { statusCode: 500, message: MESSAGES.server };
}

/** The single error handler: `{ content: { message } }`, never a stack trace. */
export function errorHandler(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { statusCode, message } = toClientError(err);
  if (statusCode >= 500) request.log.error({ err }, 'request failed');
  // The reason without values: a database error's message carries the SQL and its parameters.
  else
    request.log.info({ statusCode, code: err.code, reason: redactMessage(err.message) }, 'request rejected');
  return reply.status(statusCode).send({ content: { message } });
}
