import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import {
  limits,
  type ApiLanguage,
  type LocalizedText,
  type StockIdentity,
  type WatchlistColour,
  type WatchlistGroup,
  type WatchlistStockRef,
} from '@lantau/contract';
import { cleanGroupName, firstDuplicate, groupNameKey, groupNameProblem } from '@lantau/domain';
import { findInstrument, type UniverseMarket } from '@lantau/exchange';
import type { Database } from '../../platform/db/schema';
import { AppError } from '../../platform/http/app-error';
import { identityOf } from '../market-data/quote-mapper';
import { watchlistRepository as repo, type GroupRow, type StockRow } from './watchlist-repository';

export interface WatchlistClient {
  userId: string;
  language: ApiLanguage;
}

/** The group a client finds on a first visit, named in the language of that visit. */
const defaultGroupName: LocalizedText = { en_US: 'Watchlist', zh_HK: '自選股', zh_CN: '自选股' };

const { maxGroups, maxStocks, maxNameWidth } = limits.watchlist;
const stockKey = (stock: WatchlistStockRef) => `${stock.market}|${stock.stockCode}`;

/** The listed instrument a request names (E9006 for anything the exchange does not list). */
function instrumentOf(stock: WatchlistStockRef): StockIdentity {
  const instrument = findInstrument(stock.market as UniverseMarket, stock.stockCode);
  if (!instrument) throw new AppError('E9006', { market: stock.market, stockCode: stock.stockCode });
  return identityOf(instrument);
}

/** A valid, trimmed name (E9002) that none of the client's other groups has (E9003). */
function checkedName(name: string, others: readonly GroupRow[]): { name: string; name_key: string } {
  if (groupNameProblem(name, maxNameWidth) !== null) throw new AppError('E9002');
  const key = groupNameKey(name);
  if (others.some((other) => other.name_key === key)) throw new AppError('E9003');
  return { name: cleanGroupName(name), name_key: key };
}

function groupView(row: GroupRow, stocks: readonly StockRow[]): WatchlistGroup {
  return {
    groupID: row.group_id,
    name: row.name,
    colour: row.colour,
    // An instrument the universe no longer lists is left out rather than failing the whole list.
    stocks: stocks.flatMap((stock) => {
      const instrument = findInstrument(stock.market as UniverseMarket, stock.stock_code);
      return instrument ? [identityOf(instrument)] : [];
    }),
  };
}

export function createWatchlistService(deps: { db: Kysely<Database> }) {
  const { db } = deps;

  async function views(trx: Kysely<Database> | Transaction<Database>, rows: readonly GroupRow[]) {
    const stocks = await repo.stocks(
      trx,
      rows.map((row) => row.group_id),
    );
    return rows.map((row) =>
      groupView(
        row,
        stocks.filter((stock) => stock.group_id === row.group_id),
      ),
    );
  }

  async function groupOf(trx: Transaction<Database>, userId: string, groupId: string) {
    const row = await repo.lockGroup(trx, userId, groupId);
    if (!row) throw new AppError('E9001');
    return row;
  }

  async function oneView(trx: Transaction<Database>, userId: string, groupId: string) {
    const row = await groupOf(trx, userId, groupId);
    const [view] = await views(trx, [row]);
    return view as WatchlistGroup;
  }

  return {
    /** The client's groups; a client without any (a first visit) gets the default group. */
    async list(client: WatchlistClient): Promise<{ groups: WatchlistGroup[] }> {
      const rows = await repo.groups(db, client.userId);
      if (rows.length > 0) return { groups: await views(db, rows) };
      return db.transaction().execute(async (trx) => {
        await repo.lockUser(trx, client.userId);
        // Another first read may have created it while this one waited for the lock.
        let current = await repo.groups(trx, client.userId);
        if (current.length === 0) {
          const name = defaultGroupName[client.language];
          await repo.insertGroup(trx, {
            group_id: randomUUID(),
            user_id: client.userId,
            name,
            name_key: groupNameKey(name),
            colour: 'NONE',
            position: 0,
          });
          current = await repo.groups(trx, client.userId);
        }
        return { groups: await views(trx, current) };
      });
    },

    async create(client: WatchlistClient, input: { name: string; colour: WatchlistColour }) {
      return db.transaction().execute(async (trx) => {
        await repo.lockUser(trx, client.userId);
        const groups = await repo.groups(trx, client.userId);
        const named = checkedName(input.name, groups);
        if (groups.length >= maxGroups) throw new AppError('E9004', { maxGroups });
        const groupId = randomUUID();
        const position = groups.reduce((last, group) => Math.max(last, group.position + 1), 0);
        await repo.insertGroup(trx, {
          group_id: groupId,
          user_id: client.userId,
          ...named,
          colour: input.colour,
          position,
        });
        return oneView(trx, client.userId, groupId);
      });
    },

    async update(
      client: WatchlistClient,
      groupId: string,
      input: { name?: string; colour?: WatchlistColour },
    ) {
      return db.transaction().execute(async (trx) => {
        await repo.lockUser(trx, client.userId);
        const groups = await repo.groups(trx, client.userId);
        const group = groups.find((row) => row.group_id === groupId);
        if (!group) throw new AppError('E9001');
        const others = groups.filter((row) => row.group_id !== groupId);
        await repo.updateGroup(trx, groupId, {
          ...(input.name !== undefined && checkedName(input.name, others)),
          ...(input.colour !== undefined && { colour: input.colour }),
        });
        return oneView(trx, client.userId, groupId);
      });
    },

    async remove(client: WatchlistClient, groupId: string) {
      return db.transaction().execute(async (trx) => {
        await repo.lockUser(trx, client.userId);
        const groups = await repo.groups(trx, client.userId);
        if (!groups.some((row) => row.group_id === groupId)) throw new AppError('E9001');
        if (groups.length === 1) throw new AppError('E9009');
        await repo.deleteGroup(trx, groupId);
        return { groups: await views(trx, await repo.groups(trx, client.userId)) };
      });
    },

    async reorder(client: WatchlistClient, groupIds: readonly string[]) {
      return db.transaction().execute(async (trx) => {
        await repo.lockUser(trx, client.userId);
        const groups = await repo.groups(trx, client.userId);
        const mine = new Set(groups.map((row) => row.group_id));
        const sameSet =
          groupIds.length === mine.size &&
          new Set(groupIds).size === groupIds.length &&
          groupIds.every((id) => mine.has(id));
        if (!sameSet) throw new AppError('E9008');
        for (const [position, groupId] of groupIds.entries()) {
          await repo.updateGroup(trx, groupId, { position });
        }
        return { groups: await views(trx, await repo.groups(trx, client.userId)) };
      });
    },

    /** Replaces the group's stocks with this ordered list: how the web removes and reorders. */
    async replaceStocks(client: WatchlistClient, groupId: string, stocks: readonly WatchlistStockRef[]) {
      return db.transaction().execute(async (trx) => {
        await groupOf(trx, client.userId, groupId);
        if (stocks.length > maxStocks) throw new AppError('E9005', { maxStocks });
        const twice = firstDuplicate(stocks, stockKey);
        if (twice) throw new AppError('E9007', { market: twice.market, stockCode: twice.stockCode });
        const listed = stocks.map((stock) => {
          const identity = instrumentOf(stock);
          return { market: identity.market, stockCode: identity.stockCode };
        });
        await repo.replaceStocks(trx, groupId, listed);
        return oneView(trx, client.userId, groupId);
      });
    },

    /** Adds one stock at the end; the group row stays locked so two adds at once cannot pass the cap. */
    async addStock(client: WatchlistClient, groupId: string, stock: WatchlistStockRef) {
      const identity = instrumentOf(stock);
      return db.transaction().execute(async (trx) => {
        await groupOf(trx, client.userId, groupId);
        const current = await repo.stocks(trx, [groupId]);
        if (current.some((row) => row.market === identity.market && row.stock_code === identity.stockCode)) {
          throw new AppError('E9007', { market: identity.market, stockCode: identity.stockCode });
        }
        if (current.length >= maxStocks) throw new AppError('E9005', { maxStocks });
        const position = current.reduce((last, row) => Math.max(last, row.position + 1), 0);
        await repo.appendStock(trx, groupId, identity, position);
        return oneView(trx, client.userId, groupId);
      });
    },
  };
}

export type WatchlistService = ReturnType<typeof createWatchlistService>;
