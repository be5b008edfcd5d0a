import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from '@jest/globals';
import { ConfigError } from '@onboard/server-kit';
import { loadEmailConfig, senderDomain } from './config.js';

/** The shape of a PEM certificate is all the configuration checks; TLS itself is tested against a relay. */
const PEM = '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIU\n-----END CERTIFICATE-----\n';
const folder = mkdtempSync(join(tmpdir(), 'email-config-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('e-mail configuration', () => {
  test('defaults point at the stand-ins sink of npm start', () => {
    expect(loadEmailConfig({})).toEqual({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: 2525,
      SMTP_SECURE: false,
      SMTP_REQUIRE_TLS: false,
      SMTP_TLS_CA: null,
      SMTP_TLS_INSECURE: false,
      SMTP_FROM: 'Onboard <no-reply@onboard.test>',
      SMTP_MESSAGE_ID_DOMAIN: 'onboard.test',
      EMAIL_RETRY_DELAYS_MS: [1_000, 5_000, 30_000, 120_000],
      EMAIL_MAX_ATTEMPTS: 5,
      EMAIL_RECOVERY_INTERVAL_MS: 60_000,
      EMAIL_SEND_CONCURRENCY: 4,
    });
  });

  test('reads the retry delays as a list and the flags as booleans', () => {
    const config = loadEmailConfig({
      EMAIL_RETRY_DELAYS_MS: '200, 500',
      SMTP_SECURE: 'true',
      SMTP_REQUIRE_TLS: 'true',
      SMTP_PORT: '465',
    });
    expect(config).toMatchObject({
      EMAIL_RETRY_DELAYS_MS: [200, 500],
      SMTP_SECURE: true,
      SMTP_REQUIRE_TLS: true,
      SMTP_PORT: 465,
    });
  });

  test("the Message-ID's domain is the sender's unless set", () => {
    expect(loadEmailConfig({ SMTP_FROM: 'HR <hr@Mail.Example.com>' }).SMTP_MESSAGE_ID_DOMAIN).toBe(
      'mail.example.com',
    );
    expect(loadEmailConfig({ SMTP_FROM: 'no-reply@example.com' }).SMTP_MESSAGE_ID_DOMAIN).toBe('example.com');
    expect(
      loadEmailConfig({ SMTP_FROM: 'hr@example.com', SMTP_MESSAGE_ID_DOMAIN: 'onboard.example.net' })
        .SMTP_MESSAGE_ID_DOMAIN,
    ).toBe('onboard.example.net');
    expect(senderDomain('"Benefits, Team" <team@benefits.example.org>')).toBe('benefits.example.org');
    expect(senderDomain('nobody')).toBeNull();
  });

  test("the relay's CA comes from the variable (\\n read as newlines) or from a file", () => {
    expect(loadEmailConfig({ SMTP_TLS_CA: PEM }).SMTP_TLS_CA).toBe(PEM);
    expect(loadEmailConfig({ SMTP_TLS_CA: PEM.replace(/\n/g, '\\n') }).SMTP_TLS_CA).toBe(PEM);
    const file = join(folder, 'relay-ca.pem');
    writeFileSync(file, PEM + PEM);
    const config = loadEmailConfig({ SMTP_TLS_CA_FILE: file });
    expect(config.SMTP_TLS_CA).toBe(PEM + PEM);
    expect(config).not.toHaveProperty('SMTP_TLS_CA_FILE');
  });

  test.each([
    [{ EMAIL_RETRY_DELAYS_MS: '1000,soon' }, 'EMAIL_RETRY_DELAYS_MS'],
    [{ SMTP_PORT: '70000' }, 'SMTP_PORT'],
    [{ SMTP_SECURE: 'yes' }, 'SMTP_SECURE'],
    [{ SMTP_REQUIRE_TLS: '1' }, 'SMTP_REQUIRE_TLS'],
    [{ SMTP_TLS_INSECURE: 'on' }, 'SMTP_TLS_INSECURE'],
    [{ SMTP_USER: 'mailer' }, 'SMTP_USER'],
    [{ SMTP_FROM: 'Onboard' }, 'SMTP_FROM'],
    [{ SMTP_MESSAGE_ID_DOMAIN: 'not a domain' }, 'SMTP_MESSAGE_ID_DOMAIN'],
    [{ SMTP_TLS_CA: 'not a certificate' }, 'SMTP_TLS_CA'],
    [{ SMTP_TLS_CA_FILE: '/nonexistent/relay-ca.pem' }, 'SMTP_TLS_CA_FILE'],
    [{ SMTP_TLS_CA: PEM, SMTP_TLS_CA_FILE: '/etc/hostname' }, 'SMTP_TLS_CA_FILE'],
    [{ SMTP_TLS_CA: PEM, SMTP_TLS_INSECURE: 'true' }, 'SMTP_TLS_INSECURE'],
  ])('refuses %j at boot, naming the variable', (env, variable) => {
    expect(() => loadEmailConfig(env)).toThrow(ConfigError);
    expect(() => loadEmailConfig(env)).toThrow(variable);
  });

  test('a CA file without a certificate is refused', () => {
    const file = join(folder, 'empty.pem');
    writeFileSync(file, 'nothing here\n');
    expect(() => loadEmailConfig({ SMTP_TLS_CA_FILE: file })).toThrow(
      'SMTP_TLS_CA_FILE: holds no PEM certificate',
    );
  });
});
