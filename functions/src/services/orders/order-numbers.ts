import { randomInt } from 'node:crypto';
import { collections } from '../../db/collections';
import { isLostRace, unchangedSince } from '../../db/contended-transaction';
import { retryDelayMs } from '../../db/store-transaction';
import { setTimeout as sleep } from 'node:timers/promises';

/** The first order number a shop gives: four digits from the start, so every number reads alike. */
export const FIRST_ORDER_NUMBER = 1001;

/**
 * The counter's shards. Shard k gives the numbers whose distance from the first is k modulo
 * this, so its numbers end in the same digit and no two shards can give the same number.
 */
export const ORDER_NUMBER_SHARDS = 10;

/** The most numbers one reservation takes: a burst on one instance, not more. */
const MAX_BLOCK = 50;
/** Instances that meet on a shard try again elsewhere: each must get its numbers, not fail. */
const RESERVATION_ATTEMPTS = 30;

/**
 * Readable order numbers without a hot document (decision 045). Orders never read
 * or write a counter in their own transactions. An instance reserves numbers in a small
 * transaction of its own, from one of ten counter shards picked at random, and as many as its
 * orders are waiting for at that moment: one when orders come one at a time, a whole burst in
 * one round when they come together. So a rush costs a counter write per instance and round,
 * spread over ten documents, where every order once read and wrote one.
 *
 * Numbers are unique (each shard's reservations are transactions, and shards give disjoint
 * numbers); they are neither gapless nor in time order across shards: #1013 may be placed
 * before #1004. An order takes its number once it has passed every check, so refusals take none;
 * one that then loses its book to another order and finds it sold out leaves its number unused.
 */
const waiting: Array<{ resolve: (number: number) => void; reject: (error: unknown) => void }> = [];
let reserving = false;

/** A number for an order about to be written. */
export function takeOrderNumber(): Promise<number> {
  return new Promise((resolve, reject) => {
    waiting.push({ resolve, reject });
    if (!reserving) void reserveForWaiting();
  });
}

/** Serves every waiting order, one reservation per round: those that arrive meanwhile go in the next. */
async function reserveForWaiting(): Promise<void> {
  reserving = true;
  try {
    while (waiting.length > 0) {
      const served = waiting.splice(0, MAX_BLOCK);
      try {
        const numbers = await reserveNumbers(served.length);
        served.forEach((order, index) => order.resolve(numbers[index]!));
      } catch (error) {
        served.forEach((order) => order.reject(error));
      }
    }
  } finally {
    reserving = false;
  }
}

/**
 * Takes `count` numbers from a shard picked at random. Optimistically, like the books
 * (db/contended-transaction.ts): the shard is read with no lock and written on condition that it
 * is unchanged (or, new, still absent). Two instances that read one shard at once cannot both
 * write it; the one refused takes another shard a moment later. A read-then-write transaction
 * here deadlocked on the emulator (both holding the read, both waiting to write) until its lock
 * timeout, and the SDK's 1 s back-off made a flash sale's orders wait on it.
 */
async function reserveNumbers(count: number): Promise<number[]> {
  for (let round = 1; ; round++) {
    const shard = randomInt(ORDER_NUMBER_SHARDS);
    const ref = collections.orderNumberShard(shard);
    const stored = await ref.get();
    // A new shard starts above the single counter of earlier versions, which nothing writes any more.
    const first = stored.exists
      ? Math.floor(stored.data()!.next)
      : shardNumberFrom(Math.floor((await collections.orderNumberCounter().get()).data()?.next ?? 0), shard);
    const next = { next: first + ORDER_NUMBER_SHARDS * count };
    try {
      if (stored.exists) await ref.update(next, unchangedSince(stored));
      else await ref.create(next);
      return Array.from({ length: count }, (_, index) => first + ORDER_NUMBER_SHARDS * index);
    } catch (error) {
      if (!isLostRace(error) || round >= RESERVATION_ATTEMPTS) throw error;
      await sleep(retryDelayMs(round));
    }
  }
}

/** The shard's first number at or above `floor` (and the first order number). */
export function shardNumberFrom(floor: number, shard: number): number {
  const from = Math.max(FIRST_ORDER_NUMBER, floor);
  const offset =
    (((shard - (from - FIRST_ORDER_NUMBER)) % ORDER_NUMBER_SHARDS) + ORDER_NUMBER_SHARDS) % ORDER_NUMBER_SHARDS;
  return from + offset;
}
