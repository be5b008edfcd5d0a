import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DialogShell } from '../../../components/ui/DialogShell.js';
import { LANGUAGES } from '../../../i18n/index.js';
import { ExplorerChakra } from './ExplorerChakra.js';

/** The language switcher (explorer spec §2): English or Español; Spanish shows the translation disclaimer. */
export function LanguageModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('explorer');
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (
    <ExplorerChakra>
      <DialogShell open={open} onClose={onClose} title={t('languageModal.title')} size="sm">
        <Stack gap={4}>
          <HStack role="group" aria-label={t('languageModal.title')} gap={2}>
            {LANGUAGES.map((language) => (
              <Button
                key={language}
                lang={language}
                variant={current === language ? 'solid' : 'outline'}
                colorPalette="brand"
                aria-pressed={current === language}
                onClick={() => void i18n.changeLanguage(language)}
              >
                {language === 'en' ? t('languageModal.english') : t('languageModal.spanish')}
              </Button>
            ))}
          </HStack>
          {current === 'es' && (
            <Text role="note" data-testid="translation-disclaimer" fontSize="sm">
              {t('languageModal.disclaimer')}
            </Text>
          )}
          <Button alignSelf="flex-end" variant="outline" onClick={onClose}>
            {t('languageModal.close')}
          </Button>
        </Stack>
      </DialogShell>
    </ExplorerChakra>
  );
}
