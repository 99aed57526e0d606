export { NotFoundPage } from './not-found-page';
export { NotFoundContent } from './not-found-content';
