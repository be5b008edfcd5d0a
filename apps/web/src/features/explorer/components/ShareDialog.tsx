import { Button, Checkbox, Fieldset, Flex, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { US_STATES, explorerShareSchema, keyedMessageOf } from '@onboard/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formErrorsOf } from '../../../app/errors.js';
import { FormAlert } from '../../../components/form/FormAlert.js';
import { FormField } from '../../../components/form/FormField.js';
import { useValidationMessage } from '../../../components/form/useValidationMessage.js';
import { messageToken } from '../../../app/messageToken.js';
import { DialogShell } from '../../../components/ui/DialogShell.js';
import { useExplorerConfiguration, useSendExplorerShareMutation } from '../api/explorerPublicApi.js';
import { readLocation, writeLocation } from '../favorites.js';
import { getRecaptchaToken } from '../recaptcha.js';
import type { ExplorerPublicPage } from '../types.js';
import { ExplorerChakra } from './ExplorerChakra.js';

type Field =
  | 'email'
  | 'benefits'
  | 'language'
  | 'prepaidLocation'
  | 'prepaidLocation.state'
  | 'recaptchaToken';
const FIELDS: readonly Field[] = [
  'email',
  'benefits',
  'language',
  'prepaidLocation',
  'prepaidLocation.state',
  'recaptchaToken',
];

/** The site key of the configuration when the deployment gives one (`recaptchaSiteKey`; decision 172). */
const siteKeyOf = (configuration: unknown): string | null => {
  const key = (configuration as { recaptchaSiteKey?: unknown } | undefined)?.recaptchaSiteKey;
  return typeof key === 'string' ? key : null;
};

/**
 * Share chosen plans by e-mail (explorer spec §3 share request, §5 rules): the plans (the favorites first
 * chosen), an e-mail, the e-mail's language, the prepaid location's state when a DHMO plan is chosen, and a
 * reCAPTCHA token.
 */
export function ShareDialog({
  page,
  initial,
  open,
  onClose,
}: {
  page: ExplorerPublicPage;
  initial: string[];
  open: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('explorer');
  const configuration = useExplorerConfiguration();
  const [send, { isLoading }] = useSendExplorerShareMutation();
  const [benefits, setBenefits] = useState<string[]>(initial);
  const [email, setEmail] = useState('');
  const [language, setLanguage] = useState<string>(i18n.language === 'es' ? 'es' : 'en');
  const [state, setState] = useState(readLocation);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);
  const prepaid = page.benefits.some((plan) => benefits.includes(plan.id) && plan.planType === 'DHMO');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const recaptchaToken = await getRecaptchaToken(siteKeyOf(configuration)).catch(() => '');
    const body = {
      email,
      benefits,
      recaptchaToken,
      language,
      prepaidLocation: prepaid ? { state } : null,
    };
    const parsed = explorerShareSchema.safeParse(body);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const path = issue.path.join('.') as Field;
        const field = (FIELDS.includes(path) ? path : (String(issue.path[0]) as Field)) ?? 'email';
        const keyed = keyedMessageOf(issue);
        const message = 'key' in keyed ? messageToken(keyed.key, keyed.params, keyed.message) : keyed.message;
        next[field === 'prepaidLocation' ? 'prepaidLocation.state' : field] ??= message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      await send({ explorerPageId: page.id, body: parsed.data }).unwrap();
      if (parsed.data.prepaidLocation) writeLocation(parsed.data.prepaidLocation.state);
      setSent(true);
    } catch (error) {
      const { fields, form } = formErrorsOf(error, FIELDS, t('share.failed'));
      setErrors(fields);
      setFormError(form);
    }
  };

  return (
    <ExplorerChakra>
      <DialogShell open={open} onClose={onClose} title={t('share.title')} size="md">
        {sent ? (
          <Stack gap={4}>
            <Text role="status">{t('share.sent')}</Text>
            <Button alignSelf="flex-end" onClick={onClose}>
              {t('lead.done')}
            </Button>
          </Stack>
        ) : (
          <Stack asChild gap={3}>
            <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('share.title')}>
              <Text>{t('share.intro')}</Text>
              <FormAlert message={formError ?? errors.recaptchaToken} />
              <Fieldset.Root invalid={!!errors.benefits}>
                <Fieldset.Legend>{t('share.benefits')}</Fieldset.Legend>
                <Stack gap={1}>
                  {page.benefits.map((plan) => (
                    <Checkbox.Root
                      key={plan.id}
                      checked={benefits.includes(plan.id)}
                      onCheckedChange={(e) =>
                        setBenefits((current) =>
                          e.checked === true ? [...current, plan.id] : current.filter((id) => id !== plan.id),
                        )
                      }
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>
                        {plan.planName ?? t(`benefitTypes.${plan.benefitType}`)} (
                        {t(`benefitTypes.${plan.benefitType}`)})
                      </Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </Stack>
                {errors.benefits && <FieldsetError message={errors.benefits} />}
              </Fieldset.Root>
              <FormField label={t('share.email')} error={errors.email}>
                <Input
                  type="email"
                  autoComplete="email"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                />
              </FormField>
              <FormField label={t('share.language')} error={errors.language}>
                <NativeSelect.Root>
                  <NativeSelect.Field value={language} onChange={(e) => setLanguage(e.target.value)}>
                    <option value="en">{t('languageModal.english')}</option>
                    <option value="es">{t('languageModal.spanish')}</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              {prepaid && (
                <FormField label={t('share.prepaidLocation')} error={errors['prepaidLocation.state']}>
                  <NativeSelect.Root>
                    <NativeSelect.Field value={state} onChange={(e) => setState(e.target.value)}>
                      <option value="">{t('share.statePlaceholder')}</option>
                      {US_STATES.map((code) => (
                        <option key={code} value={code}>
                          {code}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
              )}
              <Flex gap={2} justify="flex-end">
                <Button variant="outline" onClick={onClose}>
                  {t('share.cancel')}
                </Button>
                <Button
                  type="submit"
                  colorPalette="brand"
                  loading={isLoading}
                  loadingText={t('share.sending')}
                >
                  {t('share.send')}
                </Button>
              </Flex>
            </form>
          </Stack>
        )}
      </DialogShell>
    </ExplorerChakra>
  );
}

function FieldsetError({ message }: { message: string }) {
  return (
    <Fieldset.ErrorText>
      <TranslatedMessage message={message} />
    </Fieldset.ErrorText>
  );
}

function TranslatedMessage({ message }: { message: string }) {
  const translate = useValidationMessage();
  return <>{translate(message)}</>;
}
