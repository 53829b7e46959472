import meta from './_meta.json';
export default meta;
