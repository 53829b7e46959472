import { LoadingSpinner } from '../../components/behaviour/LoadingSpinner';

/** While a page of this section loads, inside the section's chrome. */
export default function SectionLoading() {
  return <LoadingSpinner />;
}
