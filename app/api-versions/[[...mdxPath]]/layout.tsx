import { olderReleaseLayout } from '../../_lib/section';

/** An older API version's page: the sidebar holds that release's reference only. */
export default olderReleaseLayout('api-versions');
