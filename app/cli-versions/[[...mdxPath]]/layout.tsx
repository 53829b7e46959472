import { olderReleaseLayout } from '../../_lib/section';

/** An older sand release's page: the sidebar holds that release's reference only. */
export default olderReleaseLayout('cli-versions');
