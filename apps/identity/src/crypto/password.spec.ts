import { describe, expect, test } from '@jest/globals';
import { hashPassword, needsRehash, passwordProblems, verifyPassword } from './password.js';
import { SecretBox, newToken, tokenHash } from './secrets.js';

describe('argon2id password hashes', () => {
  test('a hash verifies its password and no other, and carries ASVS level 2 parameters', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  test('the same password hashes differently each time (random salt)', async () => {
    expect(await hashPassword('same password here')).not.toBe(await hashPassword('same password here'));
  });

  test('a malformed or weaker stored hash is handled', async () => {
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
    expect(needsRehash('$argon2id$v=19$m=4096,t=1,p=1$c2FsdHNhbHQ$aGFzaA')).toBe(true);
  });

  test('password rules', () => {
    expect(passwordProblems('short', 'a@b.test')).toContain('Password must be at least 12 characters long');
    expect(passwordProblems('pat.smith@x.test', 'pat.smith@x.test')).toContain(
      'Password must not be your e-mail address',
    );
    expect(passwordProblems('Password1234', 'a@b.test')).toContain('This password is too common');
    expect(passwordProblems('a long enough passphrase', 'a@b.test')).toEqual([]);
  });
});

describe('secrets at rest and opaque tokens', () => {
  test('a sealed secret opens with the same key only', () => {
    const sealed = new SecretBox('key one').seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(new SecretBox('key one').open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => new SecretBox('key two').open(sealed)).toThrow();
  });

  test('tokens are random and stored as their hash', () => {
    const a = newToken();
    expect(a).not.toBe(newToken());
    expect(tokenHash(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenHash(a)).toBe(tokenHash(a));
  });
});
