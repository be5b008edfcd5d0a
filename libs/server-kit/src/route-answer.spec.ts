import { describe, expect, test } from '@jest/globals';
import { z } from 'zod';
import {
  AnswerOutsideSchemaError,
  checkedAnswerJson,
  checkedAnswerOf,
  checkedReply,
} from './route-answer.js';

const schema = z.object({ id: z.string(), at: z.string(), tags: z.array(z.string()).default([]) });
const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('checkedAnswerJson', () => {
  test('gives the JSON of what the schema keeps: unknown keys dropped, defaults filled', () => {
    const json = checkedAnswerJson(schema, { id: 'a', at: 'x', secret: 's' }, 'subj');
    expect(json).toBe('{"id":"a","at":"x","tags":[]}');
  });

  test("judges the answer's JSON form: a Date where the schema wants a string is its ISO text", () => {
    const at = new Date('2026-11-30T12:00:00.000Z');
    expect(checkedAnswerJson(schema, { id: 'a', at, tags: ['t'] }, 'subj')).toBe(
      '{"id":"a","at":"2026-11-30T12:00:00.000Z","tags":["t"]}',
    );
  });

  test('refuses an answer outside the schema, naming the subject and the paths', () => {
    const refusal = (): unknown => checkedAnswerJson(schema, { id: 1, at: 'x' }, 'clients.route.get');
    expect(refusal).toThrow(AnswerOutsideSchemaError);
    expect(refusal).toThrow(/clients\.route\.get answered outside its route's schema: id: /);
  });

  test('an answer with no JSON is undefined when the schema takes it, refused when not', () => {
    expect(checkedAnswerJson(z.undefined(), undefined, 's')).toBeUndefined();
    expect(() => checkedAnswerJson(schema, undefined, 's')).toThrow(AnswerOutsideSchemaError);
  });
});

describe('checked replies', () => {
  const json = '{"id":"a","name":"Ñandú \\"quoted\\" }"}';

  test("are one JSON object in Nest's answer form, with Nest's keys only", () => {
    const reply = checkedReply('1k', json);
    expect(JSON.parse(reply)).toEqual({ id: '1k', isDisposed: true, response: JSON.parse(json) });
    // The mark is the order: isDisposed before the response, unlike the answers that are not checked.
    expect(reply.startsWith('{"id":"1k","isDisposed":true,"response":')).toBe(true);
  });

  test("give back the answer's exact bytes for the request they answer", () => {
    const reply = bytes(checkedReply('1k', json));
    const answer = checkedAnswerOf('1k', reply);
    expect(answer?.toString('utf8')).toBe(json);
    // No copy: a view of the reply's bytes.
    expect(answer?.buffer).toBe(reply.buffer);
  });

  test('give nothing for another request, an unchecked answer, an error or an empty answer', () => {
    expect(checkedAnswerOf('1j', bytes(checkedReply('1k', json)))).toBeUndefined();
    expect(checkedAnswerOf('1k', bytes(JSON.stringify({ id: '1k', response: {}, isDisposed: true })))).toBe(
      undefined,
    );
    expect(checkedAnswerOf('1k', bytes(JSON.stringify({ id: '1k', err: {}, isDisposed: true })))).toBe(
      undefined,
    );
    expect(checkedAnswerOf('1k', bytes(`${checkedReply('1k', json)}\n`))).toBeUndefined();
    expect(checkedAnswerOf('1k', bytes(checkedReply('1k', '').slice(0, -1)))).toBeUndefined();
  });
});
