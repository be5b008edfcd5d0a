import { describe, expect, test } from '@jest/globals';
import { shareEmail, leadEmail } from './explorer-emails.js';
import { chatDepartmentOf, enrollmentStatusOf, siteVisible } from './explorer-public.service.js';
import { TtlCache } from './ttl-cache.js';

describe('public page rules (explorer spec §2; decision 167)', () => {
  test('a site shows once its start date has passed and it is not in maintenance', () => {
    expect(siteVisible({ startsAt: '2026-03-01', maintenanceMode: false }, '2026-03-01')).toBe(true);
    expect(siteVisible({ startsAt: '2026-03-02', maintenanceMode: false }, '2026-03-01')).toBe(false);
    expect(siteVisible({ startsAt: '2026-01-01', maintenanceMode: true }, '2026-03-01')).toBe(false);
  });

  test('demo sites show the asked enrollment state (default active); live ones their real one', () => {
    const dates = { openEnrollmentStart: '2026-03-10', openEnrollmentEnd: '2026-03-20' };
    expect(enrollmentStatusOf({ ...dates, isLive: false }, undefined, '2026-01-01')).toBe('active');
    expect(enrollmentStatusOf({ ...dates, isLive: false }, 'post', '2026-01-01')).toBe('post');
    expect(enrollmentStatusOf({ ...dates, isLive: true }, 'post', '2026-03-09')).toBe('pre');
    expect(enrollmentStatusOf({ ...dates, isLive: true }, 'pre', '2026-03-10')).toBe('active');
    expect(enrollmentStatusOf({ ...dates, isLive: true }, 'pre', '2026-03-20')).toBe('active');
    expect(enrollmentStatusOf({ ...dates, isLive: true }, 'pre', '2026-03-21')).toBe('post');
  });

  test('chat: the live department only for a live page with live chat outside a demo environment', () => {
    const live = { isLive: true, enableContactUsLiveChat: true };
    expect(chatDepartmentOf(live, false)).toBe('Benefits Explorer Live');
    expect(chatDepartmentOf(live, true)).toBe('Benefits Explorer Demo');
    expect(chatDepartmentOf({ ...live, isLive: false }, false)).toBe('Benefits Explorer Demo');
    expect(chatDepartmentOf({ ...live, enableContactUsLiveChat: false }, false)).toBe(
      'Benefits Explorer Demo',
    );
  });
});

describe('explorer e-mails', () => {
  const lead = {
    email: 'pat@example.com',
    firstName: 'Pat',
    lastName: 'Lee',
    city: 'Boston',
    state: 'MA',
    phone: '617',
    employerName: 'Acme',
  };

  test('the lead goes to the sales mailbox; a broker’s employer is the client', () => {
    const employer = leadEmail({ ...lead, externalUser: 'EMPLOYER', brokerName: null }, 'sales@x.test');
    expect(employer).toMatchObject({
      template: 'EXPLORER_LEAD',
      to: [{ email: 'sales@x.test', userId: null }],
    });
    expect(employer.text).toContain('Employer name: Acme');
    expect(employer.text).not.toContain('Broker name');
    const broker = leadEmail({ ...lead, externalUser: 'BROKER', brokerName: 'Lee & Co' }, 'sales@x.test');
    expect(broker.text).toContain('Client name: Acme');
    expect(broker.text).toContain('Broker name: Lee & Co');
  });

  test('the share e-mail in English and Spanish lists each plan, the prepaid location and the link', () => {
    const input = {
      to: 'e@x.test',
      siteName: 'Acme',
      pageUrl: 'http://web/benefits-explorer/acme',
      plans: [
        { planName: 'PPO 500', planTypeDisplayName: 'PPO', carrierName: 'Sun Life' },
        { planName: null, planTypeDisplayName: null, carrierName: null },
      ],
    };
    const en = shareEmail({ ...input, language: 'en', prepaidState: null });
    expect(en.template).toBe('EXPLORER_SHARE');
    expect(en.subject).toBe('Your chosen benefits from Acme');
    expect(en.text.split('\n')).toEqual(
      expect.arrayContaining([
        '- PPO 500 (PPO) - Carrier: Sun Life',
        '- Plan',
        'http://web/benefits-explorer/acme',
      ]),
    );
    expect(en.text).not.toContain('prepaid');
    const es = shareEmail({ ...input, language: 'es', prepaidState: 'FL' });
    expect(es.subject).toBe('Los beneficios que eligió de Acme');
    expect(es.text).toContain('- PPO 500 (PPO) - Aseguradora: Sun Life');
    expect(es.text).toContain('Su ubicación para el plan dental prepagado: FL');
  });
});

describe('TtlCache', () => {
  test('keeps an answer for its time, shares a pending one, forgets failures', async () => {
    let now = 0;
    const cache = new TtlCache<number>(1000, 10, () => now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    now = 999;
    expect(await cache.get('a', load)).toBe(1);
    now = 1000;
    expect(await cache.get('a', load)).toBe(2);
    await expect(cache.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('b', load)).toBe(3);
    const off = new TtlCache<number>(0);
    expect(await off.get('a', load)).toBe(4);
    expect(await off.get('a', load)).toBe(5);
  });
});
