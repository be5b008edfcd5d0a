import { Box, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useRequiredParam } from '../../../app/useRequiredParam.js';
import { ErrorPage } from '../../../components/ui/ErrorPage.js';
import { BackControls } from '../../hub/components/BackControls.js';
import { useCoverageList } from '../../hub/useCoverageName.js';
import { useHubClient } from '../../hub/components/ClientScope.js';
import { CENSUS_STEPS, isCensusStep, stepOfFile, type CensusStep } from '../census.js';
import { CensusFileList } from './CensusFileList.js';
import { MappingStep } from './MappingStep.js';
import { UploadStep } from './UploadStep.js';
import { ValidateStep } from './ValidateStep.js';

/** The step list: where the user is (aria-current), numbered. */
function StepList({ current }: { current: CensusStep }) {
  const { t } = useTranslation('census');
  return (
    <Box as="nav" aria-label={t('steps.label')}>
      <List.Root as="ol" display="flex" flexWrap="wrap" gap={2} ps={0} listStyleType="none">
        {CENSUS_STEPS.map((step, index) => {
          const active = step === current;
          return (
            <List.Item
              key={step}
              aria-current={active ? 'step' : undefined}
              px={3}
              py={1}
              rounded="full"
              borderWidth="1px"
              borderColor={active ? 'brand.solid' : 'border'}
              bg={active ? 'brand.solid' : 'transparent'}
              color={active ? 'brand.contrast' : 'fg'}
              fontWeight={active ? 'semibold' : 'normal'}
              fontSize="sm"
            >
              {t('steps.position', { number: index + 1, name: t(`steps.${step}`) })}
            </List.Item>
          );
        })}
      </List.Root>
    </Box>
  );
}

/**
 * /task/enrollment-elections/{policyId}/validations (spec §2): upload a census, indicate its source and
 * confirm its column matches, then validate and submit. The file and step live in the address (`file`,
 * `step`), so a reload or a link keeps the user where they were.
 */
export function CensusValidationsPage() {
  const { t } = useTranslation('census');
  const coverageList = useCoverageList();
  const client = useHubClient();
  const policyId = useRequiredParam('policyId');
  const [search, setSearch] = useSearchParams();
  const policy = client.policies.find((p) => p.id === policyId);
  if (!policy) return <ErrorPage kind="notFound" />;

  const documentId = search.get('file');
  const asked = search.get('step');
  const step: CensusStep = documentId && isCensusStep(asked) && asked !== 'upload' ? asked : 'upload';
  const ref = { clientId: client.id, policyId };
  const go = (file: string | null, next: CensusStep, replace = false) =>
    setSearch(file ? { file, step: next } : {}, { replace });

  return (
    <Stack gap={6}>
      <BackControls clientId={client.id} history />
      <Stack gap={2}>
        <Heading as="h1" size="2xl">
          {t('title')}
        </Heading>
        <Text color="fg.muted">{t('policy', { coverages: coverageList(policy.slfCoverages) })}</Text>
      </Stack>
      <StepList current={step} />
      <HStack align="start">
        <Box flex="1" minW={0}>
          {step === 'upload' || !documentId ? (
            <UploadStep {...ref} onUploaded={(id) => go(id, 'mapping')} />
          ) : step === 'mapping' ? (
            <MappingStep
              {...ref}
              documentId={documentId}
              onConfirmed={() => go(documentId, 'validate')}
              onUploadAnother={() => go(null, 'upload')}
            />
          ) : (
            // Keyed by the step, not the file: following a corrected file is not opening the step again.
            <ValidateStep
              key="validate"
              {...ref}
              documentId={documentId}
              onFollow={(id) => go(id, 'validate', true)}
              onUploadAnother={() => go(null, 'upload')}
            />
          )}
        </Box>
      </HStack>
      <CensusFileList
        {...ref}
        openedId={documentId}
        onOpen={(file) => go(file.document.id, stepOfFile(file))}
      />
    </Stack>
  );
}
