import { useRef, useState } from 'react';
import type { DepositRequest, FundRequest } from '@lantau/contract';
import { uploadCertificate } from '../api/post-fund-certificate';
import { usePostDeposit } from '../api/post-deposit';
import { wireAmount } from '../flow/amount-rules';
import { useKeyedPlacement } from '../flow/use-submission';
import type { DepositDetails } from './deposit-draft';

interface DepositChoice {
  accountNumber: string;
  currency: string;
  method: DepositRequest['method'];
  details: DepositDetails;
}

/**
 * Submits a deposit: uploads the certificate (once per file, so a retry sends the same certificate ID), then
 * places the request under the submission's Idempotency-Key.
 */
export function useDepositSubmission() {
  const post = usePostDeposit();
  const place = useKeyedPlacement(post);
  const uploaded = useRef<{ file: File; certificateID: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<unknown>(null);

  async function certificateIDOf(file: File): Promise<string> {
    if (uploaded.current?.file === file) return uploaded.current.certificateID;
    const { certificateID } = await uploadCertificate(file);
    uploaded.current = { file, certificateID };
    return certificateID;
  }

  async function submit(
    { accountNumber, currency, method, details }: DepositChoice,
    onPlaced: (request: FundRequest) => void,
  ) {
    setUploadError(null);
    let certificateID: string | undefined;
    if (details.certificate) {
      setUploading(true);
      try {
        certificateID = await certificateIDOf(details.certificate);
      } catch (error) {
        return setUploadError(error);
      } finally {
        setUploading(false);
      }
    }
    const body: DepositRequest = {
      accountNumber,
      currency: currency as DepositRequest['currency'],
      method,
      amount: wireAmount(details.amount),
      payerBank: details.payerBank,
      payerAccountName: details.payerAccountName.trim(),
      payerAccountNumber: details.payerAccountNumber,
      payeeBankID: details.payeeBankID,
      nonRegisteredBank: details.nonRegisteredBank,
      certificateID,
    };
    place(body, onPlaced);
  }

  return { submit, submitting: uploading || post.isPending, error: uploadError ?? post.error };
}
