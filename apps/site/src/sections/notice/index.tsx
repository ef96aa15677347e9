import { SectionPage } from '../SectionPage';

/** The section's frame and page heading; its content arrives with its own issue. */
export function Component() {
  return <SectionPage />;
}
