import meta from './_meta.json';
import { withParentCommands } from '@/components/cli/sidebar-title';

export default withParentCommands(meta, "sand connectors update");
