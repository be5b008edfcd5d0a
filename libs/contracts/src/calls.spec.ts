import { describe, expect, test } from '@jest/globals';
import { callOfferInputSchema, callOutcomeInputSchema, callSelectionInputSchema } from './calls.js';
import { fieldErrorsFromZod } from './errors.js';

const pathsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? [] : fieldErrorsFromZod(result.error as never).map((e) => `${e.path}:${e.key ?? ''}`);

describe('callOfferInputSchema', () => {
  test('answers the times as UTC instants and drops repeated topics', () => {
    const parsed = callOfferInputSchema.parse({
      options: [{ startsAt: '2026-12-01T10:00-05:00', durationMinutes: 30 }],
      meetingDetails: '  ',
      topics: ['claims', 'claims', 'Our own topic'],
    });
    expect(parsed.options[0]?.startsAt).toBe('2026-12-01T15:00:00.000Z');
    expect(parsed.meetingDetails).toBeNull();
    expect(parsed.topics).toEqual(['claims', 'Our own topic']);
  });
  test('refuses no times, more than ten, a time without its zone and an id twice', () => {
    expect(pathsOf(callOfferInputSchema.safeParse({ options: [], topics: [] }))).toEqual([
      'options:callOptionsRequired',
    ]);
    const eleven = Array.from({ length: 11 }, () => ({
      startsAt: '2026-12-01T15:00:00Z',
      durationMinutes: 30,
    }));
    expect(pathsOf(callOfferInputSchema.safeParse({ options: eleven, topics: [] }))).toEqual([
      'options:tooManyItems',
    ]);
    expect(
      pathsOf(
        callOfferInputSchema.safeParse({
          options: [{ startsAt: '2026-12-01 15:00', durationMinutes: 30 }],
          topics: [],
        }),
      ),
    ).toEqual(['options.0.startsAt:callStartFormat']);
    const id = '3f1c7a52-5d7e-4a43-9a57-2d1f0a4b9c11';
    expect(
      pathsOf(
        callOfferInputSchema.safeParse({
          options: [
            { id, startsAt: '2026-12-01T15:00:00Z', durationMinutes: 30 },
            { id, startsAt: '2026-12-02T15:00:00Z', durationMinutes: 30 },
          ],
          topics: [],
        }),
      ),
    ).toEqual(['options.1.id:callOptionTwice']);
  });
});

describe('callSelectionInputSchema', () => {
  test('needs an offered time or another one, not both', () => {
    expect(pathsOf(callSelectionInputSchema.safeParse({}))).toEqual(['optionId:callTimeRequired']);
    expect(
      pathsOf(
        callSelectionInputSchema.safeParse({
          optionId: '3f1c7a52-5d7e-4a43-9a57-2d1f0a4b9c11',
          requestedTime: 'Friday morning',
        }),
      ),
    ).toEqual(['requestedTime:callOneTime']);
    expect(callSelectionInputSchema.safeParse({ requestedTime: 'Friday morning' }).success).toBe(true);
  });
  test('takes at most 20 extra people, each with a valid e-mail', () => {
    const person = { name: 'Pat Lee', email: 'pat@example.com' };
    const many = Array.from({ length: 21 }, () => person);
    expect(pathsOf(callSelectionInputSchema.safeParse({ requestedTime: 'x', extraInvitees: many }))).toEqual([
      'extraInvitees:tooManyItems',
    ]);
    expect(
      pathsOf(
        callSelectionInputSchema.safeParse({
          requestedTime: 'x',
          extraInvitees: [{ name: '', email: 'not-an-email' }],
        }),
      ),
    ).toEqual(['extraInvitees.0.name:required', 'extraInvitees.0.email:email']);
  });
});

describe('callOutcomeInputSchema', () => {
  test('a recorded call needs its recording link, a web address', () => {
    expect(pathsOf(callOutcomeInputSchema.safeParse({ status: 'Complete - Call Recorded' }))).toEqual([
      'recordingLink:callRecordingRequired',
    ]);
    expect(
      pathsOf(callOutcomeInputSchema.safeParse({ status: 'Complete', recordingLink: 'javascript:alert(1)' })),
    ).toEqual(['recordingLink:webAddress']);
    expect(
      callOutcomeInputSchema.parse({
        status: 'Complete - Call Recorded',
        recordingLink: 'https://video.example.com/rec/1',
      }).recordingLink,
    ).toBe('https://video.example.com/rec/1');
  });
  test('refuses a status that is not a kickoff call status', () => {
    expect(pathsOf(callOutcomeInputSchema.safeParse({ status: 'Done' }))).toEqual(['status:option']);
  });
});
