export { createRandom, hashSeed, type Random, type SeedPart } from './seeded-random';
