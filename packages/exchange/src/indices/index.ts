export { INDEX_DEFINITIONS, findIndexDefinition } from './index-definitions';
export { computeIndexLevel } from './compute-index-level';
export { capWeights, marketCapitalisation } from './index-weights';
export { DJI_MEMBERS, HSCEI_MEMBERS, HSI_MEMBERS, HSTECH_MEMBERS, NASDAQ_LISTED } from './index-members';
