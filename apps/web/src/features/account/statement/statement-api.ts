import { useQuery } from '@tanstack/react-query';
import { getStatementPdf, getStatements, type CallQuery, type StatementKind } from '@lantau/contract';
import { apiClient } from '../../../shared/api';

export type StatementsQuery = CallQuery<typeof getStatements>;

export const statementsKey = (accountNumber: string, query: StatementsQuery) =>
  ['accounts', 'statements', accountNumber, query] as const;

/** The statements of one kind between two dates (the server keeps to the broker's history range). */
export function useStatements(accountNumber: string | undefined, query: StatementsQuery) {
  return useQuery({
    queryKey: statementsKey(accountNumber ?? '', query),
    queryFn: ({ signal }) =>
      apiClient.request(getStatements, { params: { accountNumber: accountNumber! }, query, signal }),
    enabled: !!accountNumber,
  });
}

/** One statement as a PDF file: it travels base64 in the signed envelope, and becomes a Blob here. */
export async function fetchStatementPdf(
  accountNumber: string,
  kind: StatementKind,
  period: string,
): Promise<{ blob: Blob; fileName: string }> {
  const file = await apiClient.request(getStatementPdf, { params: { accountNumber, kind, period } });
  const binary = atob(file.contentBase64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return { blob: new Blob([bytes], { type: file.contentType }), fileName: file.fileName };
}
