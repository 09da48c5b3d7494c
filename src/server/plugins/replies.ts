/** The {"Message": "..."} body that successes without data and every failure share. */
import type { FastifyReply } from 'fastify';
import type { MessageResponse } from '../../shared/contract/accounts.contract';

export function sendMessage(reply: FastifyReply, status: number, message: string): FastifyReply {
  const body: MessageResponse = { Message: message };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** A body that is already JSON text (a cached response): sent as is, without re-serialising. */
export function sendJsonText(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}
