import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { getStatement, getStatementPdf, getStatements } from '@lantau/contract';
import type { PositionPrices } from '../accounts/position-prices';
import { sessionOf } from '../auth/authenticate';
import type { BrokerRepository } from '../brokers/broker-repository';
import { registerCall } from '../../platform/http/register-call';
import type { MarketClock } from '../../platform/time/market-clock';
import { createStatementFont } from './statement-font';
import { renderStatementPdf } from './statement-pdf';
import { createStatementRepository } from './statement-repository';
import { createStatementService } from './statement-service';

/** The statement calls (/api/accounts/:accountNumber/statements...): the list, one's figures, one as PDF. */
export function registerStatements(
  app: FastifyInstance,
  deps: {
    db: Kysely<Database>;
    /** The market's clock: which periods have ended, today's positions, the statement's time. */
    clock: Pick<MarketClock, 'today' | 'now'>;
    prices: PositionPrices;
    brokers: Pick<BrokerRepository, 'findConfigurations'>;
    fontPath: string;
  },
): void {
  const service = createStatementService({
    repository: createStatementRepository(deps.db),
    brokers: deps.brokers,
    prices: deps.prices,
    today: deps.clock.today,
    clock: deps.clock.now,
  });
  const font = createStatementFont(deps.fontPath);

  registerCall(app, getStatements, ({ request, params, query }) =>
    service.list(sessionOf(request).userId, params.accountNumber, query),
  );

  registerCall(app, getStatement, ({ request, params }) =>
    service.statement(
      sessionOf(request).userId,
      params.accountNumber,
      params.kind,
      params.period,
      request.language,
    ),
  );

  registerCall(app, getStatementPdf, async ({ request, params }) => {
    const { language } = request;
    const statement = await service.statement(
      sessionOf(request).userId,
      params.accountNumber,
      params.kind,
      params.period,
      language,
    );
    const pdf = await renderStatementPdf(statement, language, await font());
    return {
      fileName: `statement-${params.accountNumber}-${params.period}.pdf`,
      contentType: 'application/pdf' as const,
      contentBase64: pdf.toString('base64'),
    };
  });
}
