import { Button, Group } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../i18n/index.js';

/** English / Español toggle. The choice is remembered (see i18n/index.ts). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (
    <Group attached role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((language) => {
        const active = current === language;
        return (
          <Button
            key={language}
            size="xs"
            lang={language}
            variant={active ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={active}
            onClick={() => void i18n.changeLanguage(language)}
          >
            {t(`language.${language}`)}
          </Button>
        );
      })}
    </Group>
  );
}
