import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from '@mantine/form';
import type { components } from '../../../sdk';
import { useAuth } from '../auth';
import { BudgetField } from './BudgetField';
import { KaratChoice } from './KaratChoice';
import { RequestPage } from './RequestPage';
import { designRequestRules, optionalAmount, requestBody, requestInitialValues, type DesignRequestValues } from './requestValues';
import { useRequestForm } from './useRequestForm';

/** /design-request: the piece the shopper has in mind, its karat and budget, notes, and sketches or reference photos. */
export function DesignRequestPage() {
  const { t } = useLingui();
  const { user } = useAuth();
  const form = useForm<DesignRequestValues>({
    initialValues: { ...requestInitialValues(user), karat: '', budget: '' },
    validate: designRequestRules,
    validateInputOnBlur: true,
  });
  const request = useRequestForm(form, '/design-requests', (values) => ({
    ...requestBody(values),
    karat: values.karat ? (Number(values.karat) as components['schemas']['Karat']) : undefined,
    budget: optionalAmount(values.budget),
  }));

  return (
    <RequestPage
      title={t`Design request`}
      intro={<Trans>Describe the piece you dream of: one of our designers will contact you to shape it with you.</Trans>}
      form={form}
      request={request}
      details={{ description: t`The piece you have in mind: its kind, style, engraving…`, minRows: 4, maxRows: 10 }}
      attachmentsLabel={t`Sketches or reference photos (optional)`}
      after={
        <>
          <KaratChoice {...form.getInputProps('karat')} />
          <BudgetField {...form.getInputProps('budget')} />
        </>
      }
    />
  );
}
