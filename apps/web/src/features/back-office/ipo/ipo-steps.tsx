import { useState, type ReactNode } from 'react';
import { Button, FileInput, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  ipoResultMethods,
  maxPriceDecimals,
  postStaffIpoApproval,
  postStaffIpoCancellation,
  postStaffIpoClosing,
  postStaffIpoListing,
  postStaffIpoOpening,
  postStaffIpoPostponement,
  postStaffIpoPublication,
  postStaffIpoResults,
  priceInputSchema,
  businessDateSchema,
  type StaffIpo,
} from '@lantau/contract';
import {
  ChoiceField,
  Form,
  NumericField,
  TextAreaField,
  TextField,
  useSchemaForm,
} from '../../../shared/form';
import { ClosableDialog } from '../../../shared/ui/dialogs';
import { staffApiClient } from '../staff-api';
import { useStaffSession } from '../staff-session';
import { StaffSubmit } from '../staff-submit';
import { useStaffAction } from '../queue/use-staff-action';
import { useIpoDeskPath } from './ipo-paths';

type Step = StaffIpo['nextSteps'][number];

/** The buttons' order, whatever order the server lists the steps in: forward first, then the exceptions. */
const stepOrder: readonly Step[] = [
  'EDIT',
  'PUBLISH',
  'OPEN',
  'CLOSE',
  'RESULTS',
  'APPROVE',
  'LIST',
  'POSTPONE',
  'CANCEL',
];

/**
 * The steps open to the desk now, one button each, exactly those the server lists in `nextSteps`. Every step
 * but editing asks in a dialog first and says there what the server answered when it refuses (in the member's
 * language, with its code: E8002 for approving one's own).
 */
export function IpoSteps({ ipo }: { ipo: StaffIpo }) {
  const { t } = useTranslation('backoffice');
  const deskPath = useIpoDeskPath();
  const staff = useStaffSession()?.staff;
  const steps = stepOrder.filter((step) => ipo.nextSteps.includes(step));
  // Approving needs the second pair of eyes' permission: a member without it reads who must approve instead.
  const shown = steps.filter((step) => step !== 'APPROVE' || staff?.permissions.includes('funds.approve'));
  if (shown.length === 0) return null;
  return (
    <Group gap="xs" role="group" aria-label={t('ipo.steps.label')}>
      {shown.map((step) =>
        step === 'EDIT' ? (
          <Button key={step} variant="default" component={Link} to={deskPath(ipo.ipoID, 'edit')}>
            {t('ipo.steps.EDIT.button')}
          </Button>
        ) : (
          <StepButton key={step} step={step} ipo={ipo} />
        ),
      )}
    </Group>
  );
}

function StepButton({ step, ipo }: { step: Exclude<Step, 'EDIT'>; ipo: StaffIpo }) {
  const { t } = useTranslation('backoffice');
  const [open, setOpen] = useState(false);
  const danger = step === 'CANCEL';
  return (
    <>
      <Button
        variant={danger || step === 'POSTPONE' ? 'default' : 'filled'}
        color={danger ? 'red' : undefined}
        onClick={() => setOpen(true)}
      >
        {t(`ipo.steps.${step}.button`)}
      </Button>
      <ClosableDialog
        opened={open}
        onClose={() => setOpen(false)}
        title={t(`ipo.steps.${step}.title`)}
        size="lg"
      >
        {open && <StepForm step={step} ipo={ipo} onDone={() => setOpen(false)} />}
      </ClosableDialog>
    </>
  );
}

const ipoParams = (ipo: StaffIpo) => ({ params: { ipoID: ipo.ipoID } });

/** What each step asks for, and the call that takes it. */
function StepForm({ step, ipo, onDone }: { step: Exclude<Step, 'EDIT'>; ipo: StaffIpo; onDone: () => void }) {
  switch (step) {
    case 'RESULTS':
      return <ResultsForm ipo={ipo} onDone={onDone} />;
    case 'POSTPONE':
      return <PostponeForm ipo={ipo} onDone={onDone} />;
    case 'CANCEL':
      return <CancelForm ipo={ipo} onDone={onDone} />;
    case 'APPROVE':
      return <ApproveForm ipo={ipo} onDone={onDone} />;
    default:
      return <ConfirmForm step={step} ipo={ipo} onDone={onDone} />;
  }
}

const simpleCalls = {
  PUBLISH: postStaffIpoPublication,
  OPEN: postStaffIpoOpening,
  CLOSE: postStaffIpoClosing,
  LIST: postStaffIpoListing,
} as const;

const noFields = z.object({});

/** A step with nothing to fill in: what it does, then confirm. */
function ConfirmForm({
  step,
  ipo,
  onDone,
}: {
  step: keyof typeof simpleCalls;
  ipo: StaffIpo;
  onDone: () => void;
}) {
  const { t } = useTranslation('backoffice');
  const run = useStaffAction(() => staffApiClient.request(simpleCalls[step], ipoParams(ipo)));
  return (
    <StepFrame
      schema={noFields}
      defaults={{}}
      run={run}
      onDone={onDone}
      label={t(`ipo.steps.${step}.confirm`)}
    >
      <Text>{t(`ipo.steps.${step}.body`, { code: ipo.stockCode })}</Text>
    </StepFrame>
  );
}

/** Approving what another member prepared: the step's figures again, and who prepared it. */
function ApproveForm({ ipo, onDone }: { ipo: StaffIpo; onDone: () => void }) {
  const { t } = useTranslation('backoffice');
  const run = useStaffAction(() => staffApiClient.request(postStaffIpoApproval, ipoParams(ipo)));
  return (
    <StepFrame
      schema={noFields}
      defaults={{}}
      run={run}
      onDone={onDone}
      label={t('ipo.steps.APPROVE.confirm')}
    >
      <Text>{t(`ipo.steps.APPROVE.body.${ipo.pendingStep?.kind ?? 'RESULTS'}`)}</Text>
    </StepFrame>
  );
}

const resultsSchema = z
  .object({
    finalPrice: z
      .string()
      .refine((typed) => typed.trim() !== '', 'form.required')
      .refine((typed) => priceInputSchema.safeParse(typed.trim()).success, 'backoffice:ipo.tips.price'),
    method: z.enum(ipoResultMethods),
    file: z.string(),
  })
  .superRefine((draft, context) => {
    if (draft.method === 'FILE' && draft.file === '') {
      context.addIssue({ code: 'custom', path: ['file'], message: 'backoffice:ipo.tips.file' });
    }
  });
type ResultsDraft = z.infer<typeof resultsSchema>;

/** Results: the final price and the allotment, by the platform's ballot or from the exchange's file. */
function ResultsForm({ ipo, onDone }: { ipo: StaffIpo; onDone: () => void }) {
  const { t } = useTranslation('backoffice');
  const run = useStaffAction((draft: ResultsDraft) =>
    staffApiClient.request(postStaffIpoResults, {
      ...ipoParams(ipo),
      body: {
        finalPrice: draft.finalPrice.trim(),
        method: draft.method,
        ...(draft.method === 'FILE' && { file: draft.file }),
      },
    }),
  );
  return (
    <StepFrame
      schema={resultsSchema}
      defaults={{ finalPrice: ipo.finalPrice ?? ipo.offerPriceHigh, method: 'BALLOT', file: '' }}
      run={run}
      onDone={onDone}
      label={t('ipo.steps.RESULTS.confirm')}
    >
      <Text size="sm">{t('ipo.steps.RESULTS.body')}</Text>
      <NumericField<ResultsDraft>
        name="finalPrice"
        label={t('ipo.steps.RESULTS.finalPrice', { currency: ipo.currency })}
        decimals={maxPriceDecimals}
        required
        data-autofocus
      />
      <ChoiceField<ResultsDraft>
        name="method"
        label={t('ipo.steps.RESULTS.method')}
        options={ipoResultMethods.map((value) => ({ value, label: t(`ipo.steps.RESULTS.methods.${value}`) }))}
      />
      <ResultsFile />
    </StepFrame>
  );
}

/** The allotment file, read here and sent as text (a header, then 'reference,allottedQuantity' lines). */
function ResultsFile() {
  const { t } = useTranslation('backoffice');
  const { setValue, getFieldState, formState } = useFormContext<ResultsDraft>();
  const method = useWatch<ResultsDraft, 'method'>({ name: 'method' });
  const [name, setName] = useState<File | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  if (method !== 'FILE') return null;
  const problem = getFieldState('file', formState).error;
  const choose = (file: File | null) => {
    setName(file);
    setUnreadable(false);
    if (!file) {
      setValue('file', '', { shouldValidate: true });
      return;
    }
    readText(file).then(
      (text) => setValue('file', text, { shouldValidate: true }),
      () => setUnreadable(true),
    );
  };
  return (
    <FileInput
      label={t('ipo.steps.RESULTS.file')}
      description={t('ipo.steps.RESULTS.fileHint')}
      placeholder={t('ipo.steps.RESULTS.choose')}
      accept=".csv,text/csv"
      value={name}
      onChange={choose}
      clearable
      required
      error={
        unreadable
          ? t('ipo.tips.unreadable')
          : problem && formState.submitCount > 0
            ? t('ipo.tips.file')
            : undefined
      }
    />
  );
}

/** A chosen file's text (FileReader: every browser, and jsdom, which lacks Blob.text). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}

/** Later results, grey market and listing dates. */
function PostponeForm({ ipo, onDone }: { ipo: StaffIpo; onDone: () => void }) {
  const { t } = useTranslation('backoffice');
  const date = z
    .string()
    .refine((typed) => typed !== '', 'form.required')
    .refine((typed) => businessDateSchema.safeParse(typed).success, 'backoffice:ipo.tips.date');
  const schema = z.object({ resultsDate: date, greyMarketDate: date, listingDate: date });
  const run = useStaffAction((dates: z.infer<typeof schema>) =>
    staffApiClient.request(postStaffIpoPostponement, { ...ipoParams(ipo), body: dates }),
  );
  const fields = ['resultsDate', 'greyMarketDate', 'listingDate'] as const;
  return (
    <StepFrame
      schema={schema}
      defaults={{
        resultsDate: ipo.resultsDate,
        greyMarketDate: ipo.greyMarketDate,
        listingDate: ipo.listingDate,
      }}
      run={run}
      onDone={onDone}
      label={t('ipo.steps.POSTPONE.confirm')}
    >
      <Text size="sm">{t('ipo.steps.POSTPONE.body')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {fields.map((field) => (
          <TextField key={field} name={field} type="date" label={t(`ipo.fields.${field}`)} required />
        ))}
      </SimpleGrid>
    </StepFrame>
  );
}

const cancelSchema = z.object({
  reason: z.string().trim().min(1, 'form.required').max(500, 'backoffice:ipo.tips.reason'),
});
type CancelDraft = z.infer<typeof cancelSchema>;

/** Cancelling the issue or its listing, with the reason clients read. */
function CancelForm({ ipo, onDone }: { ipo: StaffIpo; onDone: () => void }) {
  const { t } = useTranslation('backoffice');
  const run = useStaffAction((draft: CancelDraft) =>
    staffApiClient.request(postStaffIpoCancellation, {
      ...ipoParams(ipo),
      body: { reason: draft.reason.trim() },
    }),
  );
  return (
    <StepFrame
      schema={cancelSchema}
      defaults={{ reason: '' }}
      run={run}
      onDone={onDone}
      label={t('ipo.steps.CANCEL.confirm')}
    >
      <Text size="sm">{t('ipo.steps.CANCEL.body', { code: ipo.stockCode })}</Text>
      <TextAreaField<CancelDraft>
        name="reason"
        label={t('ipo.steps.CANCEL.reason')}
        maxLength={500}
        autosize
        minRows={3}
        required
        data-autofocus
      />
    </StepFrame>
  );
}

interface StepFrameProps<T extends FieldValues> {
  schema: z.ZodType<T, T>;
  defaults: T;
  run: {
    mutate: (values: T, options: { onSuccess: () => void }) => void;
    error: unknown;
    isPending: boolean;
  };
  onDone: () => void;
  label: string;
  children: ReactNode;
}

/**
 * A step's dialog body on the form kit: its fields, then what the server said when it refused (the dialog stays
 * open to try again or close), and the confirm button. A success closes the dialog; the issue's page refreshes.
 */
function StepFrame<T extends FieldValues>({
  schema,
  defaults,
  run,
  onDone,
  label,
  children,
}: StepFrameProps<T>) {
  const form = useSchemaForm<T>(schema, defaults as never);
  return (
    <Form form={form} onSubmit={(values) => run.mutate(values, { onSuccess: onDone })}>
      <Stack gap="sm">
        {children}
        <StaffSubmit error={run.error} pending={run.isPending} label={label} />
      </Stack>
    </Form>
  );
}
