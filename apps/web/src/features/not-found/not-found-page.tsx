import { PublicLayout } from '../../shared/ui/public-layout';
import { NotFoundContent } from './not-found-content';

export function NotFoundPage() {
  return (
    <PublicLayout size="md">
      <NotFoundContent />
    </PublicLayout>
  );
}
